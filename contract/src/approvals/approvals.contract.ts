import { z } from 'zod';
import { defineEndpoint, idSchema } from '../common/endpoint';
import { schoolQuery } from '../common/staff';

/**
 * Approvals (not in the spec; schools expect it, ADR 0007): the school account confirms the teachers and parents
 * who signed up for it. A parent's request carries the child's username as typed; approving confirms the account
 * and the link (when the username names a student of the school).
 */
export const pendingTeacherSchema = z.object({
  id: z.number().int(), username: z.string(), name: z.string(), email: z.string(), requested_at: z.string(),
});
export const pendingParentSchema = z.object({
  id: z.number().int().meta({ description: "The parent's account id" }),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  requested_child_username: z.string().nullable(),
  child: z.object({ username: z.string(), name: z.string(), grade: z.number().int(), section: z.string() }).nullable()
    .meta({ description: 'The student the username names at this school; null when none does' }),
  account_pending: z.boolean().meta({ description: 'The parent account itself still waits (false: an approved parent asks for another child)' }),
  requested_at: z.string(),
});
export const approvalsSchema = z.object({ teachers: z.array(pendingTeacherSchema), parents: z.array(pendingParentSchema) });
export type Approvals = z.infer<typeof approvalsSchema>;

export const decisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
export const decisionParamsSchema = z.object({ id: idSchema });
export const decisionResponseSchema = z.object({ detail: z.string(), status: z.enum(['approved', 'rejected']) });

const tags = ['approvals'] as const;
export const approvalEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/school_dashboard/approvals/', tags, summary: 'Teachers and parents waiting for the school to confirm them', query: schoolQuery, responses: { 200: approvalsSchema } }),
  decideTeacher: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/teachers/:id/', tags, summary: 'Approve or reject a teacher of the school', params: decisionParamsSchema, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
  decideParent: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/parents/:id/', tags, summary: "Approve or reject a parent and their link to the child", params: decisionParamsSchema, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
} as const;
