import { z } from 'zod';

export const filePaths = {
  /** A stored document (hint, lesson plan, certificate, homework, monthly report), returned with its content type. */
  file: '/files/:fileId/',
} as const;

export const fileUrl = (fileId: string) => `/api/files/${fileId}/`;
export const fileParamsSchema = z.object({ fileId: z.uuid('Not a valid file id') });

/** The file's bytes; the content type is the stored one (application/pdf, image/png ...). */
export const fileBodySchema = z.any().meta({ description: 'The file, sent with its stored content type' });
