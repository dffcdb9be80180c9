import { z } from 'zod';
import { binaryBody, defineEndpoint } from '../common/endpoint';

export const privacyStudentParamsSchema = z.object({ username: z.string().min(1).max(150) });

export const privacyEndpoints = {
  /**
   * Issue 31 item 3: everything Prayog keeps about a student, as a ZIP of JSON and CSV with a readable summary and
   * their files. For the student, a parent whose link the school confirmed, and administrators.
   */
  studentExport: defineEndpoint({
    method: 'GET', path: '/privacy/students/:username/export/', tags: ['privacy'],
    summary: "Download all of a student's data (ZIP: JSON and CSV per kind of record, files, a summary)",
    params: privacyStudentParamsSchema, responses: { 200: binaryBody },
  }),
} as const;
