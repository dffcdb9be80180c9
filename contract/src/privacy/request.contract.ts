import { z } from 'zod';
import { schoolQuery } from '../common/staff';
import { defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { privacyStudentParamsSchema } from './privacy.contract';

/**
 * A data principal's requests about a child's data (issue 31 items 3 and 4, ADR 0037): the student or a parent whose
 * link the school confirmed asks for a correction, an erasure, files a grievance or names a nominee; the school's office
 * (the data fiduciary) decides each within the deadline, giving its reason. Deciding an erasure "done" erases the child.
 */
export const PRIVACY_REQUEST_KINDS = ['correction', 'erasure', 'grievance', 'nominee'] as const;
export const privacyRequestKindSchema = z.enum(PRIVACY_REQUEST_KINDS);
export type PrivacyRequestKind = z.infer<typeof privacyRequestKindSchema>;

export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export const privacyRequestStatusSchema = z.enum(PRIVACY_REQUEST_STATUSES);
export type PrivacyRequestStatus = z.infer<typeof privacyRequestStatusSchema>;

/** Who asked: the student, a confirmed parent, or nobody: the retention job erasing a student who left (ADR 0038). */
export const PRIVACY_REQUESTERS = ['student', 'parent', 'retention'] as const;

export const PRIVACY_REQUEST_MESSAGES = {
  details: 'Say what you are asking for, in up to 2,000 characters.',
  nominee: 'Give the nominee’s name and how to reach them.',
  reason: 'Give the reason for the decision, in up to 1,000 characters.',
  notYours: 'Only the student or a parent whose link the school confirmed can make a request about a child.',
  alreadyOpen: 'A request of this kind is already waiting for the school: it will answer that one first.',
  decided: 'This request has been decided already.',
  notFound: 'No such privacy request.',
  denied: 'Only the school of the student can decide this request.',
} as const;

export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: privacyRequestKindSchema,
  status: privacyRequestStatusSchema,
  /** The child's username and name; null once the child's data is erased. */
  student_username: z.string().nullable(),
  student_name: z.string().nullable(),
  class_name: z.string().nullable(),
  /** Who asked, by role and name; the name is null once their account is gone (and for the retention job). */
  requested_by_role: z.enum(PRIVACY_REQUESTERS),
  requested_by_name: z.string().nullable(),
  /** What was asked; emptied when the request erased the child (its proof record holds no personal data). */
  details: z.string(),
  nominee_name: z.string().nullable(),
  nominee_contact: z.string().nullable(),
  created_at: z.string().meta({ description: 'ISO time' }),
  due_at: z.string().meta({ description: 'ISO time: the school answers by then (PRIVACY_REQUEST_DAYS after filing)' }),
  overdue: z.boolean().meta({ description: 'Still open after its deadline' }),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** For an erasure carried out: how many records of each kind were removed (the proof record, no personal data). */
  erased: z.record(z.string(), z.number().int()).nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
export const createPrivacyRequestSchema = z.object({
  kind: privacyRequestKindSchema,
  details: text(2000, PRIVACY_REQUEST_MESSAGES.details),
  nominee_name: z.string().trim().max(120, PRIVACY_REQUEST_MESSAGES.nominee).optional(),
  nominee_contact: z.string().trim().max(200, PRIVACY_REQUEST_MESSAGES.nominee).optional(),
}).refine((r) => r.kind !== 'nominee' || (r.nominee_name && r.nominee_contact), { message: PRIVACY_REQUEST_MESSAGES.nominee, path: ['nominee_name'] });
export type CreatePrivacyRequest = z.input<typeof createPrivacyRequestSchema>;

export const decidePrivacyRequestSchema = z.object({
  status: z.enum(['done', 'refused']),
  reason: text(1000, PRIVACY_REQUEST_MESSAGES.reason),
});
export type DecidePrivacyRequest = z.infer<typeof decidePrivacyRequestSchema>;

export const privacyRequestsResponseSchema = z.object({ results: z.array(privacyRequestSchema) });
export type PrivacyRequestsResponse = z.infer<typeof privacyRequestsResponseSchema>;

export const privacyRequestQueueQuerySchema = schoolQuery.extend({
  status: privacyRequestStatusSchema.optional().meta({ description: 'Only open, done or refused requests' }),
}).extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);
export type PrivacyRequestQueueQuery = z.input<typeof privacyRequestQueueQuerySchema>;
export const privacyRequestQueueSchema = paginated(privacyRequestSchema);
export type PrivacyRequestQueue = z.infer<typeof privacyRequestQueueSchema>;

export const privacyRequestEndpoints = {
  studentRequests: defineEndpoint({
    method: 'GET', path: '/privacy/students/:username/requests/', tags: ['privacy'],
    summary: "A child's privacy requests, newest first (the student, confirmed parents, their school's staff, administrators)",
    params: privacyStudentParamsSchema, responses: { 200: privacyRequestsResponseSchema },
  }),
  createRequest: defineEndpoint({
    method: 'POST', path: '/privacy/students/:username/requests/', tags: ['privacy'],
    summary: 'The student or a confirmed parent asks for a correction or an erasure, files a grievance or names a nominee',
    params: privacyStudentParamsSchema, body: createPrivacyRequestSchema, responses: { 201: privacyRequestSchema },
  }),
  requestQueue: defineEndpoint({
    method: 'GET', path: '/privacy/requests/', tags: ['privacy'],
    summary: "The school's privacy requests, open ones first by deadline (the school account; administrators with ?school=)",
    query: privacyRequestQueueQuerySchema, responses: { 200: privacyRequestQueueSchema },
  }),
  decideRequest: defineEndpoint({
    method: 'POST', path: '/privacy/requests/:id/decision/', tags: ['privacy'],
    summary: "The student's school decides a request, with its reason (audited); an erasure decided 'done' erases the child",
    params: z.object({ id: idSchema }), body: decidePrivacyRequestSchema, responses: { 200: privacyRequestSchema },
  }),
} as const;
