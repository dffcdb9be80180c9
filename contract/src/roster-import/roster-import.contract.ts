import { z } from 'zod';
import { binaryBody, defineEndpoint } from '../common/endpoint';
import { schoolQuery } from '../common/staff';

/**
 * Onboarding by CSV (issue 12, ADR 0016): the school account (or an administrator, with `?school=<id>`) uploads a
 * class list. `?dry_run=true` answers a preview — the rows that would be created and each bad row with its line
 * number and reason — and saves nothing. Without it, the valid rows are created in one transaction, each account
 * with a one-time password, and the answer is a PDF of sign-in slips (name, class, username, one-time password).
 * Teachers are imported the same way and are approved at once, since their school imports them.
 */

/** The most rows one file may hold, and its size limit. */
export const ROSTER_MAX_ROWS = 5000;
export const ROSTER_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The longest name a row may give (as Add User). */
export const ROSTER_MAX_NAME_LENGTH = 120;
/** The multipart field of the CSV file. */
export const ROSTER_FILE_FIELD = 'file';
/** What the file input offers; the server reads the text whatever the name says. */
export const ROSTER_ACCEPT = '.csv,text/csv';

/** Columns, by their header (any case, any order; extra columns are ignored). */
export const STUDENT_ROSTER_COLUMNS = { required: ['name', 'grade', 'section'], optional: ['username', 'email', 'parent_phone'] } as const;
export const TEACHER_ROSTER_COLUMNS = { required: ['name'], optional: ['username', 'email', 'phone'] } as const;

export const ROSTER_MESSAGES = {
  noFile: 'Choose a CSV file to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  tooLarge: 'The file is too large: at most 2 MB.',
  tooManyRows: `The file has more than ${ROSTER_MAX_ROWS} rows. Split it into smaller files.`,
  notCsv: 'The file could not be read as CSV.',
  missingColumns: 'The file lacks these columns: {{columns}}.',
  empty: 'The file has no rows to import.',
  nothingValid: 'No row of the file can be imported. Correct the rows named in the preview.',
  changedMeanwhile: 'Another account took one of these usernames or email addresses while the file was being imported. Nothing was saved: upload the file again.',
  // Reasons for one bad row.
  missingName: 'The name is missing.',
  longName: `The name must be at most ${ROSTER_MAX_NAME_LENGTH} characters.`,
  badGrade: 'The grade must be a whole number from 1 to 12.',
  badSection: 'The section must be a letter from A to K.',
  badUsername: 'The username must be 3 to 150 characters of letters, digits and . _ + - (and not a reserved name).',
  usernameTaken: 'The username is already taken.',
  usernameTwice: 'The username appears twice in the file (also on line {{line}}).',
  badEmail: 'The email address is not valid.',
  emailTaken: 'The email address is already used by another account.',
  emailTwice: 'The email address appears twice in the file (also on line {{line}}).',
  badPhone: 'The phone number must have 10 to 15 digits.',
} as const;

export const rosterImportQuerySchema = schoolQuery.extend({
  dry_run: z.enum(['true', 'false']).optional().transform((v) => v === 'true')
    .meta({ description: 'true: answer the preview and save nothing' }),
});

/** A row that will be (or was) created; `username` is the one chosen when the file gave none. */
export const rosterRowSchema = z.object({
  line: z.number().int().meta({ description: 'Line of the file (the header is line 1)' }),
  name: z.string(),
  grade: z.number().int().nullable().meta({ description: 'Students only' }),
  section: z.string().nullable().meta({ description: 'Students only' }),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().meta({ description: "A student's parent phone, or a teacher's phone" }),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterErrorSchema = z.object({ line: z.number().int(), reason: z.string() });
export type RosterError = z.infer<typeof rosterErrorSchema>;

export const rosterPreviewSchema = z.object({
  kind: z.enum(['students', 'teachers']),
  total_rows: z.number().int().meta({ description: 'Rows of the file under the header' }),
  rows: z.array(rosterRowSchema).meta({ description: 'Rows that will be created, in file order' }),
  errors: z.array(rosterErrorSchema).meta({ description: 'Rows that will not, with their line and reason, in file order' }),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

const tags = ['roster import'] as const;
const upload = { fields: z.object({}), files: [ROSTER_FILE_FIELD] } as const;
const answers = { 200: rosterPreviewSchema, 201: binaryBody } as const;
export const rosterImportEndpoints = {
  students: defineEndpoint({
    method: 'POST', path: '/school_dashboard/roster-import/', tags,
    summary: 'Import students from a CSV (name, grade, section; optional username, email, parent_phone): a preview with ?dry_run=true (200), else the sign-in slips PDF of the students created (201)',
    query: rosterImportQuerySchema, multipart: upload, responses: answers,
  }),
  teachers: defineEndpoint({
    method: 'POST', path: '/school_dashboard/teacher-import/', tags,
    summary: 'Import teachers from a CSV (name; optional username, email, phone), approved at once: a preview with ?dry_run=true (200), else the sign-in slips PDF (201)',
    query: rosterImportQuerySchema, multipart: upload, responses: answers,
  }),
} as const;
