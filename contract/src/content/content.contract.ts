import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const lessonPageUrl = (subjectSlug: string, position: number) => `/api/content/lessons/${subjectSlug}/${position}/`;
export const simulatorUrl = (simulatorId: string) => `/api/content/simulators/${simulatorId}/`;
export const practicePageUrl = (subjectSlug: string, position: number) => `/api/content/quizzes/${subjectSlug}/${position}/`;

export const lessonPageParamsSchema = z.object({
  subject: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a subject slug'),
  position: z.coerce.number().int().min(1, 'Lessons are numbered 1 to 8').max(8, 'Lessons are numbered 1 to 8'),
});
export const simulatorParamsSchema = z.object({ simulatorId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a simulator id') });
export const htmlPageSchema = z.string().meta({ description: 'A complete HTML document' });

/**
 * Course material shown inside the lesson viewer's frame: complete HTML pages. Public, because an iframe
 * cannot send the token header; each page carries its own Content-Security-Policy.
 */
const tags = ['content'] as const;
export const contentEndpoints = {
  lessonPage: defineEndpoint({
    method: 'GET', path: '/content/lessons/:subject/:position/', tags, summary: 'A lesson page (Content tab), HTML',
    params: lessonPageParamsSchema, responses: { 200: htmlPageSchema },
  }),
  simulator: defineEndpoint({
    method: 'GET', path: '/content/simulators/:simulatorId/', tags, summary: 'A built-in simulator (Simulator tab), HTML',
    params: simulatorParamsSchema, responses: { 200: htmlPageSchema },
  }),
  /** The Quiz tab: a self-check on the lesson's key terms (not marked, nothing stored). */
  practicePage: defineEndpoint({
    method: 'GET', path: '/content/quizzes/:subject/:position/', tags, summary: "A lesson's self-check page (Quiz tab), HTML",
    params: lessonPageParamsSchema, responses: { 200: htmlPageSchema },
  }),
} as const;
