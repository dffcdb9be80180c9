import { z } from 'zod';
import { binaryBody, defineEndpoint } from '../common/endpoint';

export const fileUrl = (fileId: string) => `/api/files/${fileId}/`;
export const fileParamsSchema = z.object({ fileId: z.uuid('Not a valid file id') });

export const fileEndpoints = {
  /** A stored document (hint, lesson plan, certificate, homework, monthly report), returned with its content type. */
  file: defineEndpoint({
    method: 'GET', path: '/files/:fileId/', tags: ['files'], summary: 'A stored document, with its content type',
    params: fileParamsSchema, responses: { 200: binaryBody },
  }),
} as const;
