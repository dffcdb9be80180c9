import { z } from 'zod';
import { gradeSchema, sectionSchema } from '../common/enums';
import { defineEndpoint, paginated, paginationQuery } from '../common/endpoint';

/** The texts spec 1 §4/§5 shows; the server answers with the same ones as `detail`. */
export const HOMEWORK_MESSAGES = {
  empty: 'Please add text or upload a file before submitting.',
  notPdf: 'Please upload a PDF file only.',
  tooLarge: 'The file is too large. Please upload a PDF of at most 10 MB.',
  otherSchool: 'You can only submit homework for your own school.',
  notMultipart: 'Send the homework as multipart/form-data.',
} as const;

/** ARCHITECTURE §5: uploads have a size limit; the server's multipart limit is the same 10 MB. */
export const HOMEWORK_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const HOMEWORK_MAX_TEXT_CHARS = 10_000;
/** The multipart field names of spec 1 §7. */
export const HOMEWORK_FILE_FIELD = 'file';

/** A PDF is recognised by its content, not its name (ARCHITECTURE §5). */
export const isPdfContent = (firstBytes: Uint8Array): boolean =>
  firstBytes.length >= 4 && firstBytes[0] === 0x25 && firstBytes[1] === 0x50 && firstBytes[2] === 0x44 && firstBytes[3] === 0x46;

/** The browser's own check before upload (spec 1 §5: ".pdf only"); the server checks the content. */
export const looksLikePdfName = (name: string): boolean => /\.pdf$/i.test(name.trim());

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The text fields of the multipart form. `school` is the school's value from the school choices
 * (its code) or its name; either must name the student's own school. The form sends grade and section too
 * (spec 1 §5), but the submission is filed under the student's class from their profile, whatever was sent.
 */
export const holidayHomeworkFieldsSchema = z.object({
  school: z.preprocess(blankToUndefined, z.string({ error: 'School is required.' }).trim().max(200)),
  grade: z.preprocess(blankToUndefined, gradeSchema.optional()).meta({ description: "Ignored: the student's own grade is used" }),
  section: z.preprocess(blankToUndefined, sectionSchema.optional()).meta({ description: "Ignored: the student's own section is used" }),
  text: z.preprocess(
    blankToUndefined,
    z.string().trim().max(HOMEWORK_MAX_TEXT_CHARS, `Text must be at most ${HOMEWORK_MAX_TEXT_CHARS} characters.`).optional(),
  ),
});
export type HolidayHomeworkFields = z.input<typeof holidayHomeworkFieldsSchema>;

/** Spec 1 §3 "Stored record" (id, submitted_at, text, file) plus what the form sent. */
export const holidayHomeworkSchema = z.object({
  id: z.number().int(),
  submitted_at: z.string().meta({ description: 'ISO 8601, UTC' }),
  text: z.string().nullable(),
  file: z.string().nullable().meta({ description: 'Address of the PDF (GET it with the token header), or null' }),
  file_name: z.string().nullable(),
  school: z.string().meta({ description: "The school's name" }),
  grade: z.number().int(),
  section: z.string(),
});
export type HolidayHomework = z.infer<typeof holidayHomeworkSchema>;

export const holidayHomeworkListQuerySchema = paginationQuery({ defaultLimit: 20, maxLimit: 100 });
export const holidayHomeworkListSchema = paginated(holidayHomeworkSchema);
export type HolidayHomeworkList = z.infer<typeof holidayHomeworkListSchema>;

const tags = ['homework'] as const;
export const homeworkEndpoints = {
  list: defineEndpoint({
    method: 'GET', path: '/student_dashboard/holiday-homework/', tags, summary: "The student's holiday homework submissions, newest first",
    query: holidayHomeworkListQuerySchema, responses: { 200: holidayHomeworkListSchema },
  }),
  submit: defineEndpoint({
    method: 'POST', path: '/student_dashboard/holiday-homework/', tags,
    summary: 'Submit holiday homework: multipart/form-data with school, text and an optional PDF in file (at most 10 MB)',
    multipart: { fields: holidayHomeworkFieldsSchema, files: [HOMEWORK_FILE_FIELD] }, responses: { 201: holidayHomeworkSchema },
  }),
} as const;

// ---------------------------------------------------------------- the coaches' Holiday Homework Report

export const staffHomeworkQuerySchema = z.object({
  school: z.coerce.number().int().positive().max(2147483647).optional().meta({ description: 'Administrators only' }),
  grade: gradeSchema,
  section: sectionSchema.optional().meta({ description: 'Every section of the grade when absent' }),
});
export const staffSubmissionSchema = z.object({
  id: z.number().int(), grade: z.number().int(), section: z.string(), student_name: z.string(),
  submitted_at: z.string(), text: z.string().nullable(), file: z.string().nullable(), file_name: z.string().nullable(),
});
export type StaffSubmission = z.infer<typeof staffSubmissionSchema>;
/** Grouped by grade, then section, then the submissions, newest first (spec 3 §7); one grade at a time. */
export const staffHomeworkSchema = z.object({
  results: z.record(z.string(), z.record(z.string(), z.array(staffSubmissionSchema))),
  classes: z.array(z.object({ grade: z.number().int(), section: z.string() })).meta({ description: 'Classes with submissions (the selects)' }),
});
export type StaffHomework = z.infer<typeof staffHomeworkSchema>;

export const staffHomeworkEndpoints = {
  teacher: defineEndpoint({
    method: 'GET', path: '/teacher_dashboard/holiday-homework/', tags: ['homework'], summary: "Holiday homework of one grade (and section) of the school",
    query: staffHomeworkQuerySchema, responses: { 200: staffHomeworkSchema },
  }),
} as const;
