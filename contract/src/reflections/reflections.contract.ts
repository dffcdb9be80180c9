import { z } from 'zod';
import { defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { daySchema } from '../common/staff';

/** My Reflections (spec 3 settings menu, ADR 0007): a coach's own dated notes, seen by nobody else. */
export const reflectionSchema = z.object({ id: z.number().int(), date: daySchema, note: z.string(), updated_at: z.string() });
export type Reflection = z.infer<typeof reflectionSchema>;
export const reflectionInputSchema = z.object({
  date: daySchema,
  note: z.string().trim().min(1, 'Please write your reflection.').max(5000, 'A reflection can be at most 5000 characters.'),
});
export type ReflectionInput = z.input<typeof reflectionInputSchema>;
export const reflectionParamsSchema = z.object({ id: idSchema });
export const reflectionListSchema = paginated(reflectionSchema);

const tags = ['reflections'] as const;
export const reflectionEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/reflections/', tags, summary: "The coach's reflections, newest first", query: paginationQuery({ defaultLimit: 20, maxLimit: 100 }), responses: { 200: reflectionListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/reflections/', tags, summary: 'Write a reflection', body: reflectionInputSchema, responses: { 201: reflectionSchema } }),
  update: defineEndpoint({ method: 'PATCH', path: '/teacher_dashboard/reflections/:id/', tags, summary: 'Change a reflection', params: reflectionParamsSchema, body: reflectionInputSchema.partial(), responses: { 200: reflectionSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/teacher_dashboard/reflections/:id/', tags, summary: 'Delete a reflection', params: reflectionParamsSchema, responses: { 200: z.object({ detail: z.string() }) } }),
} as const;
