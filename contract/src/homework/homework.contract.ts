import { z } from 'zod';
import { gradeSchema, sectionSchema } from '../common/enums';
import { errorSchema } from '../common/errors';

export const homeworkPaths = {
  /** GET: the signed-in student's submissions, newest first. POST: a new submission (multipart). */
  holidayHomework: '/student_dashboard/holiday-homework/',
} as const;

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
 * (its code) or its name; either must name the student's own school.
 */
export const holidayHomeworkFieldsSchema = z.object({
  school: z.preprocess(blankToUndefined, z.string({ error: 'School is required.' }).trim().max(200)),
  grade: z.preprocess(blankToUndefined, z.union([z.undefined(), gradeSchema]).refine((v) => v !== undefined, 'Grade is required.')),
  section: z.preprocess((v) => blankToUndefined(v) ?? 'A', sectionSchema),
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

export const holidayHomeworkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const holidayHomeworkListSchema = z.object({
  count: z.number().int().meta({ description: 'All of the student’s submissions' }),
  results: z.array(holidayHomeworkSchema),
});
export type HolidayHomeworkList = z.infer<typeof holidayHomeworkListSchema>;

export const homeworkResponses = {
  list: { 200: holidayHomeworkListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  submit: { 201: holidayHomeworkSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema },
} as const;
