import { z } from 'zod';
import { binaryBody, defineEndpoint, paginated, paginationQuery } from '../common/endpoint';

export const privacyStudentParamsSchema = z.object({ username: z.string().min(1).max(150) });

/** Who reads a student's records besides the student and their family (core/record-reads.ts on the server). */
export const recordReaderRoleSchema = z.enum(['teacher', 'school', 'admin']);

/** One read of a student's records by their school's staff or an administrator (issue 31 item 5). */
export const recordReadSchema = z.object({
  read_at: z.string().meta({ description: 'ISO time' }),
  reader_role: recordReaderRoleSchema,
  /** The reader's name; null once their account is gone (the role stays). */
  reader_name: z.string().nullable(),
  /** What was read: course-report, profile, learners (attendance), files, privacy (the data download), student-dashboard … */
  what: z.string(),
});
export type RecordRead = z.infer<typeof recordReadSchema>;
export const recordReadsQuerySchema = paginationQuery({ defaultLimit: 20, maxLimit: 100 });
export const recordReadsResponseSchema = paginated(recordReadSchema);
export type RecordReadsResponse = z.infer<typeof recordReadsResponseSchema>;

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
  /**
   * Issue 31 item 5: who of the school's staff and administrators read the student's records, newest first. For the
   * student, a parent whose link the school confirmed, the student's school's staff, and administrators.
   */
  recordReads: defineEndpoint({
    method: 'GET', path: '/privacy/students/:username/reads/', tags: ['privacy'],
    summary: "Who read a student's records (the school's staff and administrators), newest first",
    params: privacyStudentParamsSchema, query: recordReadsQuerySchema, responses: { 200: recordReadsResponseSchema },
  }),
} as const;
