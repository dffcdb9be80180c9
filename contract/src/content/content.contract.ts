import { z } from 'zod';

/** Course material shown inside the lesson viewer's frame: complete HTML pages. */
export const contentPaths = {
  lessonPage: '/content/lessons/:subject/:position/',
  simulator: '/content/simulators/:simulatorId/',
  /** The Quiz tab: a self-check on the lesson's key terms (not marked, nothing stored). */
  practicePage: '/content/quizzes/:subject/:position/',
} as const;

export const lessonPageUrl = (subjectSlug: string, position: number) => `/api/content/lessons/${subjectSlug}/${position}/`;
export const simulatorUrl = (simulatorId: string) => `/api/content/simulators/${simulatorId}/`;
export const practicePageUrl = (subjectSlug: string, position: number) => `/api/content/quizzes/${subjectSlug}/${position}/`;

export const lessonPageParamsSchema = z.object({
  subject: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a subject slug'),
  position: z.coerce.number().int().min(1, 'Lessons are numbered 1 to 8').max(8, 'Lessons are numbered 1 to 8'),
});
export const simulatorParamsSchema = z.object({ simulatorId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a simulator id') });
export const htmlPageSchema = z.string().meta({ description: 'A complete HTML document' });
