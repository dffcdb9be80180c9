import { z } from 'zod';
import { binaryBody, defineEndpoint, idSchema } from '../common/endpoint';
import { MONTHS } from '../common/enums';
import { schoolQuery } from '../common/staff';

/**
 * Macro Planner and Micro Planner (spec 3, spec 2 §2.2, ADR 0009). A macro plan is the topic of a grade in a month;
 * a micro plan is a grade's sessions and activities in a month. Teachers add and modify their school's plans; the
 * school account reads them and downloads one grade's or one month's plan as a PDF. A grade and month hold at most
 * one macro plan and one micro plan (issue 28): adding a taken one is 409, and the screens open the existing plan to
 * modify instead; teachers delete plans. The answers keep the spec's lists, of one entry each.
 */

/** The school year runs April to March: lists, selects and PDFs follow it. */
export const PLANNER_MONTHS = [...MONTHS.slice(3), ...MONTHS.slice(0, 3)] as readonly (typeof MONTHS)[number][];
export type PlannerMonth = (typeof MONTHS)[number];
/** The Micro Planner opens on April (spec 3 §9). */
export const MICRO_PLANNER_DEFAULT_MONTH: PlannerMonth = 'April';
export const PLANNER_MAX_SESSIONS = 100;
export const PLANNER_MAX_ACTIVITIES = 20;

export const PLANNER_MESSAGES = {
  required: 'Please fill in all required fields.',
  selectGrade: 'Please select a grade to view the Macro Planner.',
  grade: 'Grade must be between 1 and 12',
  month: 'Month must be a month name, January to December.',
  topicRequired: 'Topic is required.',
  topicTooLong: 'Topic can be at most 500 characters.',
  sessions: `No. of sessions must be a whole number from 0 to ${PLANNER_MAX_SESSIONS}.`,
  activitiesRequired: 'Enter at least one activity.',
  activityTooLong: 'An activity name can be at most 200 characters.',
  tooManyActivities: `At most ${PLANNER_MAX_ACTIVITIES} activities.`,
  extraTooLong: 'Extra activity can be at most 500 characters.',
  macroNotFound: 'Macro plan not found.',
  microNotFound: 'Micro plan not found.',
  macroDeleted: 'Macro plan deleted.',
  microDeleted: 'Micro plan deleted.',
} as const;
/** An empty grade's text on the screen and in its PDF (ADR 0009). */
export const macroEmptyText = (grade: number) => `No data available for Grade ${grade}.`;
/** An empty month's text (spec 2 §2.2). */
export const microEmptyText = (month: string) => `No data available for ${month}.`;
/** A grade and month that already have their one macro plan (409). */
export const macroTakenText = (grade: number, month: string) => `Grade ${grade} already has a topic for ${month}. Modify it instead.`;
/** A grade and month that already have their one micro plan (409). */
export const microTakenText = (grade: number, month: string) => `Grade ${grade} already has a plan for ${month}. Modify it instead.`;

const M = PLANNER_MESSAGES;

/** Form fields arrive as text: digits are read as a number, anything else is checked as it is. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v);
export const plannerGradeSchema = z.preprocess(digitsToNumber, z.number({ error: M.grade }).int(M.grade).min(1, M.grade).max(12, M.grade));
/** A month name in any case ('april', 'APRIL'), stored as 'April'. */
export const plannerMonthSchema = z.preprocess(
  (v) => (typeof v === 'string' ? `${v.trim().charAt(0).toUpperCase()}${v.trim().slice(1).toLowerCase()}` : v),
  z.enum(MONTHS, { error: M.month }),
);
const topic = z.string({ error: M.topicRequired }).trim().min(1, M.topicRequired).max(500, M.topicTooLong);
const school = z.string().trim().max(300).optional()
  .meta({ description: "The caller's own school: its value from school-choices/ or its name; another school is 403" });
const sessions = z.preprocess(digitsToNumber, z.number({ error: M.sessions }).int(M.sessions).min(0, M.sessions).max(PLANNER_MAX_SESSIONS, M.sessions));
/** Activity names typed comma-separated ('Robot walk, Line follower') or sent as a list; blanks are dropped. */
const activities = z.union([z.string(), z.array(z.string())], { error: M.activitiesRequired })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((a) => a.trim()).filter((a) => a.length > 0))
  .pipe(z.array(z.string().max(200, M.activityTooLong)).min(1, M.activitiesRequired).max(PLANNER_MAX_ACTIVITIES, M.tooManyActivities))
  .meta({ description: 'Comma-separated text or a list of names; stored and answered as a list' });
const extra = z.string().trim().max(500, M.extraTooLong);

// ---------------------------------------------------------------- macro

export const macroEntrySchema = z.object({ id: z.number().int(), topic: z.string() });
export type MacroEntry = z.infer<typeof macroEntrySchema>;
export const macroPlanSchema = z.object({
  id: z.number().int(), grade: z.number().int(), month: z.enum(MONTHS), school: z.string().meta({ description: "The school's name" }), topic: z.string(),
});
export type MacroPlan = z.infer<typeof macroPlanSchema>;
export const macroPlannerSchema = z.object({
  school: z.string().meta({ description: "The school's name" }),
  macroplanner: z.record(z.string(), z.record(z.string(), z.array(macroEntrySchema)))
    .meta({ description: 'grade → month (April to March) → its entry (a list of one, as the spec answers); only grades and months with an entry' }),
});
export type MacroPlanner = z.infer<typeof macroPlannerSchema>;
export const macroPlannerQuerySchema = schoolQuery.extend({ grade: plannerGradeSchema.optional().meta({ description: 'Answer this grade only' }) });
export const macroDownloadQuerySchema = schoolQuery.extend({
  grade: z.preprocess(digitsToNumber, z.number({ error: M.selectGrade }).int(M.grade).min(1, M.grade).max(12, M.grade)),
});

/** Add (the spec's form data: grade, month, topic; JSON is read too). */
export const createMacroPlanSchema = z.object({ grade: plannerGradeSchema, month: plannerMonthSchema, topic, school });
export type CreateMacroPlanRequest = z.input<typeof createMacroPlanSchema>;
/** Modify: the spec's client sends id, grade, month, school and topic; any of grade, month and topic may change. */
export const modifyMacroPlanSchema = z.object({
  id: idSchema, grade: plannerGradeSchema.optional(), month: plannerMonthSchema.optional(), topic: topic.optional(), school,
});
export type ModifyMacroPlanRequest = z.input<typeof modifyMacroPlanSchema>;

// ---------------------------------------------------------------- micro

export const microEntrySchema = z.object({
  id: z.number().int(), no_of_sessions: z.number().int(), name_of_activity: z.array(z.string()), extra_activity: z.string(),
});
export type MicroEntry = z.infer<typeof microEntrySchema>;
export const microPlanSchema = microEntrySchema.extend({
  grade: z.number().int(), month: z.enum(MONTHS), school: z.string().meta({ description: "The school's name" }),
});
export type MicroPlan = z.infer<typeof microPlanSchema>;
export const microPlannerSchema = z.object({
  school: z.string().meta({ description: "The school's name" }),
  microplanner_table: z.record(z.string(), z.record(z.string(), z.array(microEntrySchema)))
    .meta({ description: 'month (April to March) → grade → its entry (a list of one, as the spec answers); only months and grades with an entry' }),
});
export type MicroPlanner = z.infer<typeof microPlannerSchema>;
export const microPlannerQuerySchema = schoolQuery.extend({ month: plannerMonthSchema.optional().meta({ description: 'Answer this month only' }) });
export const microDownloadQuerySchema = schoolQuery.extend({
  month: plannerMonthSchema.default(MICRO_PLANNER_DEFAULT_MONTH).meta({ description: `Default ${MICRO_PLANNER_DEFAULT_MONTH}` }),
});

export const createMicroPlanSchema = z.object({
  grade: plannerGradeSchema, month: plannerMonthSchema, no_of_sessions: sessions, name_of_activity: activities,
  extra_activity: extra.default(''), school,
});
export type CreateMicroPlanRequest = z.input<typeof createMicroPlanSchema>;
export const modifyMicroPlanSchema = z.object({
  id: idSchema, grade: plannerGradeSchema.optional(), month: plannerMonthSchema.optional(), no_of_sessions: sessions.optional(),
  name_of_activity: activities.optional(), extra_activity: extra.optional(), school,
});
export type ModifyMicroPlanRequest = z.input<typeof modifyMicroPlanSchema>;

export const plannerParamsSchema = z.object({ id: idSchema });
export const plannerDeletedSchema = z.object({ detail: z.string() });

const tags = ['planners'] as const;
const pdf = { 200: binaryBody } as const;
export const plannerEndpoints = {
  teacherMacro: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/macroplanner/', tags, summary: "The school's macro planner, by grade then month", query: macroPlannerQuerySchema, responses: { 200: macroPlannerSchema } }),
  createMacro: defineEndpoint({
    method: 'POST', path: '/teacher_dashboard/macroplanner/', tags, summary: 'Add the topic of a grade and month (409 when it already has one)',
    description: 'Form data (multipart/form-data or application/x-www-form-urlencoded) with grade, month, topic and optionally school; JSON with the same fields is read too.',
    multipart: { fields: createMacroPlanSchema, files: [] }, responses: { 201: macroPlanSchema },
  }),
  modifyMacro: defineEndpoint({ method: 'PATCH', path: '/teacher_dashboard/macroplanner/', tags, summary: 'Change a topic, its grade or its month (409 when that grade and month already have a topic)', body: modifyMacroPlanSchema, responses: { 200: macroPlanSchema } }),
  deleteMacro: defineEndpoint({ method: 'DELETE', path: '/teacher_dashboard/macroplanner/:id/', tags, summary: 'Delete a topic', params: plannerParamsSchema, responses: { 200: plannerDeletedSchema } }),
  teacherMicro: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/microplanner/', tags, summary: "The school's micro planner, by month then grade", query: microPlannerQuerySchema, responses: { 200: microPlannerSchema } }),
  createMicro: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/microplanner/', tags, summary: 'Add the sessions and activities of a grade and month (409 when it already has a plan)', body: createMicroPlanSchema, responses: { 201: microPlanSchema } }),
  modifyMicro: defineEndpoint({ method: 'PATCH', path: '/teacher_dashboard/microplanner/', tags, summary: 'Change a micro plan (409 when that grade and month already have a plan)', body: modifyMicroPlanSchema, responses: { 200: microPlanSchema } }),
  deleteMicro: defineEndpoint({ method: 'DELETE', path: '/teacher_dashboard/microplanner/:id/', tags, summary: 'Delete a micro plan', params: plannerParamsSchema, responses: { 200: plannerDeletedSchema } }),
  schoolMacro: defineEndpoint({ method: 'GET', path: '/school_dashboard/macroplanner/', tags, summary: "The school's macro planner, by grade then month (read-only)", query: macroPlannerQuerySchema, responses: { 200: macroPlannerSchema } }),
  schoolMicro: defineEndpoint({ method: 'GET', path: '/school_dashboard/microplanner/', tags, summary: "The school's micro planner, by month then grade (read-only)", query: microPlannerQuerySchema, responses: { 200: microPlannerSchema } }),
  downloadMacro: defineEndpoint({ method: 'GET', path: '/school_dashboard/macroplanner/download/', tags, summary: "One grade's macro plan as a PDF table", query: macroDownloadQuerySchema, responses: pdf }),
  downloadMicro: defineEndpoint({ method: 'GET', path: '/school_dashboard/microplanner/download/', tags, summary: "One month's micro plan as a PDF table", query: microDownloadQuerySchema, responses: pdf }),
} as const;
