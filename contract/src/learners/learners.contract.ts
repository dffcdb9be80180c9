import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { gradeSchema, sectionSchema } from '../common/enums';
import { daySchema, schoolQuery } from '../common/staff';
import { timeAccommodationSchema } from './accommodations.contract';

/**
 * Learner's Assigned / Learner's Onboard (spec 3 "Learner's Assigned", spec 2 "Learner's Onboard"): one class at a
 * time, never the whole school's history in one answer (ADR 0007). The attendance of one student (login activity and
 * access data) is its own call, made when the Attendance Details modal opens.
 */
export const classSchema = z.object({ grade: z.number().int(), section: z.string(), student_count: z.number().int() });

export const accessReportQuerySchema = schoolQuery.extend({
  grade: gradeSchema.optional(),
  section: sectionSchema.optional(),
  search: z.string().trim().max(150).optional().meta({ description: 'Username substring or name, any case (across the whole school)' }),
});

export const learnerRowSchema = z.object({
  user: z.object({ username: z.string(), email: z.string() }),
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  login_count: z.number().int(),
  last_login: z.string().nullable(),
  extra_time: timeAccommodationSchema.nullable().meta({ description: 'Extra time in timed quizzes (ADR 0040); null: the quizzes’ own' }),
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

export const accessReportSchema = z.object({
  classes: z.array(classSchema).meta({ description: 'The school’s classes by grade then section (the select; the first is the default)' }),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  students_by_grade_and_section: z.array(learnerRowSchema).meta({ description: 'The chosen class, or the search matches (at most 200)' }),
});
export type AccessReport = z.infer<typeof accessReportSchema>;

const hms = z.string().regex(/^\d{2,}:\d{2}:\d{2}$/).meta({ description: 'HH:MM:SS' });
export const ATTENDANCE_DAYS = 180;
export const attendanceParamsSchema = z.object({ username: z.string().trim().min(1).max(150) });
export const attendanceSchema = z.object({
  student: learnerRowSchema,
  login_activity: z.array(z.object({ login_date: z.string(), login_username: z.string(), login_num: z.number().int() }))
    .meta({ description: `Sign-ins of the last ${ATTENDANCE_DAYS} days, newest first` }),
  access_data: z.array(z.object({
    date: daySchema,
    subject: z.string(),
    page_visited: z.string(),
    curriculum_time_spent: hms,
    video_time_spent: hms,
    content_time_spent: hms,
    quiz_time_spent: hms,
  })).meta({ description: `Time per day, subject and lesson of the last ${ATTENDANCE_DAYS} days, newest first` }),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** A one-time password: shown once to the staff member, who hands it to the student (ADR 0007). */
export const oneTimePasswordSchema = z.object({
  username: z.string(),
  name: z.string(),
  one_time_password: z.string(),
  detail: z.string(),
  /** ONE_TIME_PASSWORD_HOURS (ADR 0023): it signs in once, within this many hours. */
  valid_hours: z.number().int().meta({ description: 'How many hours the one-time password works (for one sign-in)' }),
  expires_at: z.string().meta({ description: 'When the one-time password stops working (ISO 8601)' }),
});
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

export const addStudentSchema = z.object({
  name: z.string().trim().min(1, 'Please enter the student’s name.').max(120),
  grade: gradeSchema,
  section: sectionSchema,
  username: z.string().trim().max(150).optional().meta({ description: 'Made from the name when absent' }),
  email: z.email('Enter a valid email address').max(254).optional(),
});
export type AddStudentRequest = z.input<typeof addStudentSchema>;

const tags = ['learners'] as const;
const staffPair = <P extends string>(path: P) => ({ teacher: `/teacher_dashboard/${path}` as const, school: `/school_dashboard/${path}` as const });
const accessReport = staffPair('student_access_report/');
const attendance = staffPair('student_access_report/:username/');
const reset = staffPair('students/:username/reset-password/');
const add = staffPair('students/');

export const learnerEndpoints = {
  teacherAccessReport: defineEndpoint({ method: 'GET', path: accessReport.teacher, tags, summary: "One class's learners (or a search), with the school's classes", query: accessReportQuerySchema, responses: { 200: accessReportSchema } }),
  schoolAccessReport: defineEndpoint({ method: 'GET', path: accessReport.school, tags, summary: "One class's learners (or a search), with the school's classes", query: accessReportQuerySchema, responses: { 200: accessReportSchema } }),
  teacherAttendance: defineEndpoint({ method: 'GET', path: attendance.teacher, tags, summary: "A learner's sign-ins and time per lesson (Attendance Details)", params: attendanceParamsSchema, query: schoolQuery, responses: { 200: attendanceSchema } }),
  schoolAttendance: defineEndpoint({ method: 'GET', path: attendance.school, tags, summary: "A learner's sign-ins and time per lesson (Attendance Details)", params: attendanceParamsSchema, query: schoolQuery, responses: { 200: attendanceSchema } }),
  teacherResetPassword: defineEndpoint({ method: 'POST', path: reset.teacher, tags, summary: "Give a student of the school a one-time password (they choose their own at next sign-in)", params: attendanceParamsSchema, responses: { 200: oneTimePasswordSchema } }),
  schoolResetPassword: defineEndpoint({ method: 'POST', path: reset.school, tags, summary: "Give a student of the school a one-time password (they choose their own at next sign-in)", params: attendanceParamsSchema, responses: { 200: oneTimePasswordSchema } }),
  teacherAddStudent: defineEndpoint({ method: 'POST', path: add.teacher, tags, summary: 'Add a student to the school with a one-time password (Add User)', body: addStudentSchema, responses: { 201: oneTimePasswordSchema } }),
  schoolAddStudent: defineEndpoint({ method: 'POST', path: add.school, tags, summary: 'Add a student to the school with a one-time password (Add User)', body: addStudentSchema, responses: { 201: oneTimePasswordSchema } }),
} as const;
