import { z } from 'zod';
import { defineEndpoint, paginated, paginationQuery } from '../common/endpoint';
import { roleSchema } from '../common/enums';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Audit Log (issue 10, ADR 0012): every create, change and delete of a school's records, assignments,
 * notifications, approvals and password resets — who, when, what, before and after. The school account reads its
 * own school's log, a superuser any school's (?school=); newest first, a page at a time.
 */

/** The kinds of record the log holds (the `entity` every recordAudit call names). */
export const AUDIT_ENTITIES = [
  'quiz_assignment', 'notification', 'teacher_account', 'parent_link', 'student_account',
  'innovation_project', 'kreativity_show', 'inventory_component',
  'macro_plan', 'micro_plan', 'monthly_report', 'classroom_gallery', 'advocacy_report', 'programme_document',
  'school', 'school_account', 'roster_import', 'subject', 'lesson', 'quiz', 'parent_account', 'privacy_request', 'breach_incident',
  'time_accommodation', 'translation',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done (the `action` every recordAudit call names). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'approve', 'reject', 'reset_password', 'send', 'deactivate', 'reactivate'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_MESSAGES = {
  badDay: 'Day must be a real date like 2026-05-31.',
  fromAfterTo: "'From' must be on or before 'To'.",
  entity: 'Choose one of the listed kinds of record.',
  action: 'Choose one of the listed actions.',
} as const;

/** A school-local calendar day that exists (2026-02-31 is refused here, not by the database). */
const realDay = daySchema.refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d && d >= '1970-01-01';
}, AUDIT_MESSAGES.badDay);

export const auditLogQuerySchema = schoolQuery
  .extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape)
  .extend({
    entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_MESSAGES.entity }).optional().meta({ description: 'Only this kind of record' }),
    action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action }).optional().meta({ description: 'Only this action' }),
    actor: z.string().trim().min(1).max(150).optional().meta({ description: 'Only changes by this username (exact, any case)' }),
    from: realDay.optional().meta({ description: 'From this school-local day (inclusive)' }),
    to: realDay.optional().meta({ description: 'Up to this school-local day (inclusive)' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.fromAfterTo, path: ['to'] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditActorSchema = z.object({ username: z.string(), name: z.string(), role: roleSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'When, ISO 8601 with the offset of the school\'s time zone' }),
  actor: auditActorSchema.nullable().meta({ description: 'Who did it; null when that account no longer exists' }),
  // Plain strings, not the enums: an entry written by a newer feature must still be readable.
  action: z.string().meta({ description: `One of ${AUDIT_ACTIONS.join(', ')}` }),
  entity: z.string().meta({ description: `One of ${AUDIT_ENTITIES.join(', ')}` }),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable().meta({ description: 'The record before the change (JSON), null for a create or a send' }),
  after: z.unknown().nullable().meta({ description: 'The record after the change (JSON), null for a delete' }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = paginated(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;

const tags = ['audit'] as const;
export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET', path: '/school_dashboard/audit-log/', tags,
    summary: "The school's audit log, newest first, with filters", query: auditLogQuerySchema, responses: { 200: auditLogSchema },
  }),
} as const;
