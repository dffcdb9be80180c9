import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { privacyStudentParamsSchema } from './privacy.contract';

/**
 * Parents' consent for a child, per purpose (issue 31 item 2, ADR 0035). A parent whose link the school confirmed (the
 * school holds the parent's details: the DPDP Rules' "details already held") gives or withdraws each purpose; the
 * ledger keeps every decision: child, parent, purpose, notice version, how the parent was verified and by whom, given
 * and withdrawn times.
 */
/**
 * The purposes a parent decides (ADR 0035), each with what its decision changes:
 * - `learning_records`: time in lessons, day by day, for reports. Withdrawn, it is no longer recorded and what was
 *   recorded is deleted; finished lessons, quiz answers and homework stay (the school's marking).
 * - `leaderboards`: the child's name on leaderboards beyond their own school (initials otherwise).
 * - `notifications`: messages from teachers and the school in the child's bell. Withdrawn, none reach the child and
 *   those received are removed.
 */
export const CONSENT_PURPOSES = ['learning_records', 'leaderboards', 'notifications'] as const;
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

/**
 * What applies before a confirmed parent decides. `consent`: nothing until a parent gives it. `educational`: the
 * school's teaching needs it, which the DPDP Rules let an educational institution do without consent; it runs until a
 * confirmed parent withdraws it, and a parent who gives it again turns it back on.
 */
export const CONSENT_BASES = ['consent', 'educational'] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];
export const CONSENT_BASIS = {
  learning_records: 'educational',
  leaderboards: 'consent',
  notifications: 'educational',
} as const satisfies Record<ConsentPurpose, ConsentBasis>;

/** How the parent giving consent was verified: the school confirmed their link from the details it holds. */
export const CONSENT_VERIFICATIONS = ['school-confirmed-link'] as const;

export const consentStateSchema = z.object({
  purpose: consentPurposeSchema,
  basis: z.enum(CONSENT_BASES),
  given: z.boolean().meta({ description: "In effect: a confirmed parent gave it and has not withdrawn it, or (basis 'educational') no confirmed parent has withdrawn it" }),
  /** When the current decision was made; null when no parent has decided yet. */
  since: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentEntrySchema = z.object({
  purpose: consentPurposeSchema,
  parent_name: z.string().nullable().meta({ description: "The parent's name; null once their account is gone" }),
  notice_version: z.number().int(),
  verified_how: z.enum(CONSENT_VERIFICATIONS),
  verified_by: z.string().nullable().meta({ description: 'Who at the school confirmed the link' }),
  given_at: z.string().nullable().meta({ description: "Null for a withdrawal of a purpose the school's basis ran, which this parent had not given" }),
  withdrawn_at: z.string().nullable(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

export const consentsResponseSchema = z.object({
  purposes: z.array(consentStateSchema),
  /** Every decision, newest first. */
  history: z.array(consentEntrySchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

export const setConsentQuerySchema = z.object({ child: z.string().min(1).max(150).optional() });
export const setConsentRequestSchema = z.object({ purpose: consentPurposeSchema, given: z.boolean() });
export type SetConsentRequest = z.infer<typeof setConsentRequestSchema>;

export const consentEndpoints = {
  consents: defineEndpoint({
    method: 'GET', path: '/privacy/students/:username/consents/', tags: ['privacy'],
    summary: "A child's consents per purpose and every decision (the student, confirmed parents, their school's staff, administrators)",
    params: privacyStudentParamsSchema, responses: { 200: consentsResponseSchema },
  }),
  setConsent: defineEndpoint({
    method: 'PUT', path: '/privacy/consents/', tags: ['privacy'],
    summary: "A confirmed parent gives or withdraws consent for one purpose for their child (?child=<username>); it applies at once",
    query: setConsentQuerySchema, body: setConsentRequestSchema, responses: { 200: consentsResponseSchema },
  }),
} as const;
