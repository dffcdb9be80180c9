import { z } from 'zod';
import { binaryBody, defineEndpoint, idSchema } from '../common/endpoint';

/**
 * The breach register (issue 31 item 7, ADR 0039): an administrator records a personal-data breach, tells the affected
 * accounts in the app (and by email where the server sends email), and downloads a draft of the report the DPDP Rules
 * ask for within 72 hours of becoming aware of it.
 */
export const BREACH_REPORT_HOURS = 72;

export const BREACH_MESSAGES = {
  text: 'Fill in every part, in up to 4,000 characters each.',
  title: 'Give the incident a short title, in up to 200 characters.',
  discovered: 'Give the time the breach became known, not in the future.',
  schools: 'Choose the schools affected, or none for every school.',
  notFound: 'No such incident.',
  notified: 'The affected accounts have been told already.',
  reported: 'This incident is marked reported already.',
} as const;

const part = z.string({ error: BREACH_MESSAGES.text }).trim().min(1, BREACH_MESSAGES.text).max(4000, BREACH_MESSAGES.text);

export const recordBreachSchema = z.object({
  title: z.string({ error: BREACH_MESSAGES.title }).trim().min(1, BREACH_MESSAGES.title).max(200, BREACH_MESSAGES.title),
  discovered_at: z.iso.datetime({ offset: true, error: BREACH_MESSAGES.discovered }).refine((v) => Date.parse(v) <= Date.now() + 60_000, BREACH_MESSAGES.discovered),
  what_happened: part,
  consequences: part,
  measures: part,
  advice: part,
  contact: part,
  school_ids: z.array(idSchema, { error: BREACH_MESSAGES.schools }).max(500, BREACH_MESSAGES.schools).default([]),
});
export type RecordBreach = z.input<typeof recordBreachSchema>;

export const breachIncidentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  discovered_at: z.string(),
  what_happened: z.string(),
  consequences: z.string(),
  measures: z.string(),
  advice: z.string(),
  contact: z.string(),
  /** The schools affected; empty: every school. */
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Active accounts of those schools (students, parents, staff): who is told. */
  affected_accounts: z.number().int(),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
  notified_at: z.string().nullable(),
  notified_count: z.number().int(),
  emailed_count: z.number().int(),
  /** The 72-hour clock: the Board's report is due by then; null once marked reported. */
  report_due_at: z.string(),
  reported_at: z.string().nullable(),
  overdue: z.boolean().meta({ description: 'Not reported and past report_due_at' }),
});
export type BreachIncident = z.infer<typeof breachIncidentSchema>;
export const breachIncidentsSchema = z.object({ results: z.array(breachIncidentSchema) });

const byId = z.object({ id: idSchema });

export const breachEndpoints = {
  breaches: defineEndpoint({
    method: 'GET', path: '/privacy/breaches/', tags: ['privacy'],
    summary: 'Administrators: the breach register, newest first, with each 72-hour clock', responses: { 200: breachIncidentsSchema },
  }),
  recordBreach: defineEndpoint({
    method: 'POST', path: '/privacy/breaches/', tags: ['privacy'],
    summary: 'Administrators: record a breach (audited)', body: recordBreachSchema, responses: { 201: breachIncidentSchema },
  }),
  notifyBreach: defineEndpoint({
    method: 'POST', path: '/privacy/breaches/:id/notify/', tags: ['privacy'],
    summary: 'Administrators: tell every affected account in the app, and by email where the server sends email; once',
    params: byId, responses: { 200: breachIncidentSchema },
  }),
  markBreachReported: defineEndpoint({
    method: 'POST', path: '/privacy/breaches/:id/reported/', tags: ['privacy'],
    summary: 'Administrators: mark the report to the Data Protection Board as sent; the clock stops', params: byId, responses: { 200: breachIncidentSchema },
  }),
  breachReport: defineEndpoint({
    method: 'GET', path: '/privacy/breaches/:id/report/', tags: ['privacy'],
    summary: 'Administrators: a draft of the report to the Data Protection Board (text)', params: byId, responses: { 200: binaryBody },
  }),
} as const;
