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
  pending_requests: z.number().int().meta({ description: "The parent's link requests waiting at this school; a decision takes the oldest (shown), a dismissal all" }),
  requested_at: z.string(),
});
export const approvalsSchema = z.object({ teachers: z.array(pendingTeacherSchema), parents: z.array(pendingParentSchema) });
export type Approvals = z.infer<typeof approvalsSchema>;

export const decisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
export const decisionParamsSchema = z.object({ id: idSchema });
export const decisionResponseSchema = z.object({ detail: z.string(), status: z.enum(['approved', 'rejected']) });
export const dismissResponseSchema = z.object({ detail: z.string(), dismissed: z.number().int().meta({ description: 'How many requests were rejected' }) });

/** A student's request to move to another class of the school (ADR 0024), for the teachers and the school account. */
export const classChangeRequestSchema = z.object({
  id: z.number().int(),
  student: z.object({ username: z.string(), name: z.string() }),
  from: z.object({ grade: z.number().int(), section: z.string() }).meta({ description: 'The class the student is in now' }),
  to: z.object({ grade: z.number().int(), section: z.string() }).meta({ description: 'The class asked for' }),
  requested_at: z.string(),
});
export const classChangesSchema = z.object({ class_changes: z.array(classChangeRequestSchema) });
export type ClassChangeRequest = z.infer<typeof classChangeRequestSchema>;

const tags = ['approvals'] as const;
export const approvalEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/school_dashboard/approvals/', tags, summary: 'Teachers and parents waiting for the school to confirm them', query: schoolQuery, responses: { 200: approvalsSchema } }),
  decideTeacher: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/teachers/:id/', tags, summary: 'Approve or reject a teacher of the school', params: decisionParamsSchema, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
  decideParent: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/parents/:id/', tags, summary: "Approve or reject a parent and their oldest waiting link to a child of the school", params: decisionParamsSchema, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
  dismissParent: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/parents/:id/dismiss/', tags, summary: "Reject every link request of a parent waiting at the school at once (the account stays as it is)", params: decisionParamsSchema, responses: { 200: dismissResponseSchema } }),
  classChanges: defineEndpoint({ method: 'GET', path: '/school_dashboard/approvals/class-changes/', tags, summary: "Students' class change requests waiting at the school, oldest first", query: schoolQuery, responses: { 200: classChangesSchema } }),
  decideClassChange: defineEndpoint({ method: 'POST', path: '/school_dashboard/approvals/class-changes/:id/', tags, summary: 'Approve (the student moves at once) or reject a class change request', params: decisionParamsSchema, query: schoolQuery, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
} as const;
