import { z } from 'zod';
import { MONTHS } from '../common/constants';
import { defineEndpoint, idSchema, paginationQuery } from '../common/endpoint';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Monthly Reports (spec 3 "Monthly Reports", spec 2 §2.2): a school's dated monthly reports, each with its file (a
 * PDF, an office document or an image). Teachers add, modify and delete them; the school account reads them.
 * Newest date first, a page at a time (ADR 0010).
 */
export const MONTHLY_REPORT_MESSAGES = {
  notFound: 'Monthly report not found.',
  fileRequired: 'Please choose the report file.',
  badFile: 'Please upload a PDF, an office document (Word, Excel, PowerPoint) or an image (PNG, JPEG, GIF, WebP).',
  tooLarge: 'The file is too large. Please upload a file of at most 10 MB.',
  notMultipart: 'Send the monthly report as multipart/form-data.',
  otherSchool: 'You can only add records for your own school.',
  month: 'Choose a month from January to December.',
  deleted: 'Monthly report deleted.',
  updated: 'Monthly report updated successfully!',
} as const;

/** The upload limit: the same 10 MB as the server's multipart limit (ARCHITECTURE §5). */
export const MONTHLY_REPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The multipart field of the file (spec 3 §7). */
export const MONTHLY_REPORT_FILE_FIELD = 'monthly_report';
/** What the file input offers; the server decides by the file's content, never by this list. */
export const MONTHLY_REPORT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const monthNameSchema = z.enum(MONTHS, { error: MONTHLY_REPORT_MESSAGES.month });

/**
 * The text fields of the multipart form, on add and on modify (a modify replaces both). `school` may be left out;
 * when sent it must be the caller's own school, by its value from school-choices/ or its name (else 403).
 */
export const monthlyReportFieldsSchema = z.object({
  date: z.string({ error: 'Date is required.' }).trim().pipe(daySchema).meta({ description: 'A real day of the calendar' }),
  month: z.string({ error: MONTHLY_REPORT_MESSAGES.month }).trim().pipe(monthNameSchema),
  school: z.preprocess(blankToUndefined, z.string().trim().max(300).optional())
    .meta({ description: "Optional: the caller's own school, its value from school-choices/ or its name" }),
});
export type MonthlyReportFields = z.input<typeof monthlyReportFieldsSchema>;

export const monthlyReportSchema = z.object({
  id: z.number().int(),
  date: daySchema,
  month: monthNameSchema,
  monthly_report: z.string().nullable().meta({ description: 'Address of the file in the app (GET it with the token header), or null' }),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

export const monthlyReportListSchema = z.object({
  count: z.number().int().meta({ description: 'Reports of the school in all' }),
  limit: z.number().int(),
  offset: z.number().int(),
  monthly_report: z.array(monthlyReportSchema),
});
export type MonthlyReportList = z.infer<typeof monthlyReportListSchema>;
export const monthlyReportQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);
export const monthlyReportParamsSchema = z.object({ id: idSchema });

const tags = ['monthly-reports'] as const;
const upload = { fields: monthlyReportFieldsSchema, files: [MONTHLY_REPORT_FILE_FIELD] } as const;
export const monthlyReportEndpoints = {
  teacherList: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/monthlyreports/', tags, summary: "The school's monthly reports, newest date first", query: monthlyReportQuerySchema, responses: { 200: monthlyReportListSchema } }),
  schoolList: defineEndpoint({ method: 'GET', path: '/school_dashboard/monthlyreport/', tags, summary: "The school's monthly reports, newest date first (read-only)", query: monthlyReportQuerySchema, responses: { 200: monthlyReportListSchema } }),
  create: defineEndpoint({
    method: 'POST', path: '/teacher_dashboard/monthlyreports/', tags,
    summary: 'Add a monthly report: multipart/form-data with date, month and the file in monthly_report (required; PDF, office document or image, at most 10 MB)',
    multipart: upload, responses: { 201: monthlyReportSchema },
  }),
  update: defineEndpoint({
    method: 'PUT', path: '/teacher_dashboard/monthlyreports/:id/', tags,
    summary: 'Modify a monthly report: date and month; a file in monthly_report replaces the stored one, none keeps it',
    params: monthlyReportParamsSchema, multipart: upload, responses: { 200: monthlyReportSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: '/teacher_dashboard/monthlyreports/:id/', tags, summary: 'Delete a monthly report and its stored file',
    params: monthlyReportParamsSchema, responses: { 200: z.object({ detail: z.string() }) },
  }),
} as const;
