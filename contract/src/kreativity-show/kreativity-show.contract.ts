import { z } from 'zod';
import { defineEndpoint, idSchema, paginationQuery } from '../common/endpoint';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Kreativity Show (spec 3 "Kreativity Show", spec 2 §2.2): a school's shows, each with its students. Teachers add
 * and update shows, entering the students as comma-separated usernames; the school account reads them.
 */
export const KREATIVITY_MESSAGES = {
  required: 'Please fill in all required fields.',
  noStudents: 'Please enter at least one student username.',
  notFound: 'Kreativity Show not found.',
  otherSchool: 'You can only add records for your own school.',
} as const;

export const kreativityStudentSchema = z.object({ name: z.string(), grade: z.number().int(), section: z.string() });

export const kreativityShowSchema = z.object({
  id: z.number().int(),
  date_assigned: daySchema,
  project_name: z.string(),
  school: z.string().meta({ description: "The school's name" }),
  students: z.string().meta({ description: "The students' usernames, comma-separated" }),
  student_objects: z.array(kreativityStudentSchema),
});
export type KreativityShow = z.infer<typeof kreativityShowSchema>;

export const kreativityShowListSchema = z.object({
  count: z.number().int().meta({ description: 'Shows of the school in all' }),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(kreativityShowSchema),
});
export const kreativityShowQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);

const required = (max: number) => z.string({ error: KREATIVITY_MESSAGES.required }).trim().min(1, KREATIVITY_MESSAGES.required).max(max);

/** The Add and Update forms send the same fields; an update replaces the show's fields and students. */
export const kreativityShowInputSchema = z.object({
  date_assigned: daySchema,
  project_name: required(200),
  students: z.string({ error: KREATIVITY_MESSAGES.noStudents }).max(5000)
    .transform((text) => [...new Map(text.split(',').map((s) => s.trim()).filter((s) => s.length > 0).map((s) => [s.toLowerCase(), s])).values()])
    .pipe(z.array(z.string().max(150)).min(1, KREATIVITY_MESSAGES.noStudents).max(100, 'At most 100 students at a time.'))
    .meta({ description: "Usernames of the school's students, comma-separated" }),
  school: required(300).optional().meta({ description: "Not needed: a teacher's show is always their own school's. Spec clients may still send it; it must then be the caller's own school (its value from school-choices/ or its name), otherwise 403" }),
});
export type KreativityShowRequest = z.input<typeof kreativityShowInputSchema>;
export const kreativityShowParamsSchema = z.object({ id: idSchema });

const tags = ['kreativity-show'] as const;
export const kreativityShowEndpoints = {
  teacherList: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/kreativityshow/', tags, summary: "The school's Kreativity Shows, newest first", query: kreativityShowQuerySchema, responses: { 200: kreativityShowListSchema } }),
  schoolList: defineEndpoint({ method: 'GET', path: '/school_dashboard/kreativityshow/', tags, summary: "The school's Kreativity Shows, newest first (read-only)", query: kreativityShowQuerySchema, responses: { 200: kreativityShowListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/kreativityshow/', tags, summary: 'Add a Kreativity Show with its students', body: kreativityShowInputSchema, responses: { 201: kreativityShowSchema } }),
  update: defineEndpoint({ method: 'PUT', path: '/teacher_dashboard/kreativityshow/:id/', tags, summary: 'Update a Kreativity Show: its day, name and students', params: kreativityShowParamsSchema, body: kreativityShowInputSchema, responses: { 200: kreativityShowSchema } }),
} as const;
