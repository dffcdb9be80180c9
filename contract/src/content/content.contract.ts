import { languageSchema } from '../common/enums';
import { z } from 'zod';
import { binaryBody, defineEndpoint } from '../common/endpoint';

export const lessonPageUrl = (subjectSlug: string, position: number) => `/api/content/lessons/${subjectSlug}/${position}/`;
export const simulatorUrl = (simulatorId: string) => `/api/content/simulators/${simulatorId}/`;
export const practicePageUrl = (subjectSlug: string, position: number) => `/api/content/quizzes/${subjectSlug}/${position}/`;

export const lessonPageParamsSchema = z.object({
  subject: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a subject slug'),
  position: z.coerce.number().int().min(1, 'Lessons are numbered 1 to 8').max(8, 'Lessons are numbered 1 to 8'),
});
/** A frame sends the browser's Accept-Language, not the app's: the viewer names the reader's language (ADR 0044). */
export const practicePageQuerySchema = z.object({
  lang: languageSchema.optional().meta({ description: 'The reader’s language (else Accept-Language): the key terms of the course’s version in it, else English with a note' }),
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
  /** The course pages' Devanagari and Bengali faces (self-hosted, cut by script; ADR 0044). */
  font: defineEndpoint({
    method: 'GET', path: '/content/fonts/:file', tags, summary: 'A Devanagari or Bengali font file (WOFF2) the course pages use',
    params: z.object({ file: z.enum(['devanagari-400.woff2', 'devanagari-700.woff2', 'bengali-400.woff2', 'bengali-700.woff2']) }),
    responses: { 200: binaryBody },
  }),
  /** The Quiz tab: a self-check on the lesson's key terms (not marked, nothing stored). */
  practicePage: defineEndpoint({
    method: 'GET', path: '/content/quizzes/:subject/:position/', tags, summary: "A lesson's self-check page (Quiz tab), HTML",
    params: lessonPageParamsSchema, query: practicePageQuerySchema, responses: { 200: htmlPageSchema },
  }),
} as const;
