import { z } from 'zod';
import { defineEndpoint, idSchema, paginationQuery } from '../common/endpoint';
import { gradeSchema, sectionSchema } from '../common/enums';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Innovation Club (spec 3 "Innovation Club", spec 2 §2.2): a school's projects, each with its students. Teachers
 * add projects and change their progress or remove students; the school account reads them. Newest first, a page
 * at a time.
 */
export const INNOVATION_MESSAGES = {
  required: 'Please fill in all required fields.',
  noStudents: 'Please select at least one student.',
  studentsNotFound: 'Some students not found',
  keepOneStudent: 'A project must keep at least one student.',
  notFound: 'Innovation club project not found.',
  otherSchool: 'You can only add records for your own school.',
} as const;

export const innovationStudentSchema = z.object({
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  user: z.object({ username: z.string() }),
});

export const innovationProjectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  date: daySchema,
  progress: z.string(),
  school: z.string().meta({ description: "The school's name" }),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  students: z.array(innovationStudentSchema),
});
export type InnovationProject = z.infer<typeof innovationProjectSchema>;

export const innovationClubListSchema = z.object({
  count: z.number().int().meta({ description: 'Projects of the school in all' }),
  limit: z.number().int(),
  offset: z.number().int(),
  innovation_clubs: z.array(innovationProjectSchema),
});
export const innovationClubQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);

const required = (max: number) => z.string({ error: INNOVATION_MESSAGES.required }).trim().min(1, INNOVATION_MESSAGES.required).max(max);
const usernames = z.array(z.string().trim().min(1).max(150)).max(100, 'At most 100 students at a time.');

export const createInnovationProjectSchema = z.object({
  project_name: required(200),
  progress: required(100),
  school: required(300).optional().meta({ description: "Not needed: a teacher's project is always their own school's. Spec clients may still send it; it must then be the caller's own school (its value from school-choices/ or its name), otherwise 403" }),
  grade: z.union([gradeSchema, z.null(), z.literal('').transform(() => null)]).optional(),
  section: z.union([sectionSchema, z.null(), z.literal('').transform(() => null)]).optional(),
  date: daySchema.optional().meta({ description: 'The project day; today (school time) when absent' }),
  students: z.array(z.string().trim().min(1).max(150), { error: INNOVATION_MESSAGES.noStudents })
    .min(1, INNOVATION_MESSAGES.noStudents).max(100, 'At most 100 students at a time.')
    .meta({ description: "Usernames of the school's students" }),
});
export type CreateInnovationProjectRequest = z.input<typeof createInnovationProjectSchema>;

export const modifyInnovationProjectSchema = z.object({
  id: idSchema,
  progress: required(100).optional(),
  remove_students: usernames.optional().meta({ description: 'Usernames of students to take off the project' }),
});
export type ModifyInnovationProjectRequest = z.input<typeof modifyInnovationProjectSchema>;

const tags = ['innovation-club'] as const;
export const innovationClubEndpoints = {
  teacherList: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/innovationclub/', tags, summary: "The school's innovation club projects, newest first", query: innovationClubQuerySchema, responses: { 200: innovationClubListSchema } }),
  schoolList: defineEndpoint({ method: 'GET', path: '/school_dashboard/innovationclub/', tags, summary: "The school's innovation club projects, newest first (read-only)", query: innovationClubQuerySchema, responses: { 200: innovationClubListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/innovationclub/', tags, summary: 'Add a project with its students', body: createInnovationProjectSchema, responses: { 201: innovationProjectSchema } }),
  modify: defineEndpoint({ method: 'PATCH', path: '/teacher_dashboard/innovationclub/', tags, summary: "Change a project's progress or remove students", body: modifyInnovationProjectSchema, responses: { 200: innovationProjectSchema } }),
} as const;
