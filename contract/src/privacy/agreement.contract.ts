import { z } from 'zod';
import { daySchema } from '../common/staff';
import { defineEndpoint, idSchema } from '../common/endpoint';

const schoolParamsSchema = z.object({ id: idSchema });

/**
 * Each school's data-processing agreement (issue 31, "who is who"; ADR 0036): the school is the data fiduciary and
 * Prayog's operator processes on its instructions. An administrator records when the school agreed, who signed for it,
 * and the school's grievance officer, whom its students and parents are shown in their privacy centre.
 */
export const schoolAgreementSchema = z.object({
  agreed_on: z.string().meta({ description: 'YYYY-MM-DD' }),
  signatory: z.string(),
  grievance_name: z.string(),
  grievance_email: z.string(),
  unlinked_children_named: z.boolean().meta({ description: "The school's basis for children with no confirmed parent: named to other schools on leaderboards" }),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});
export type SchoolAgreement = z.infer<typeof schoolAgreementSchema>;

export const schoolAgreementRowSchema = z.object({
  school_id: z.number().int(),
  school_name: z.string(),
  agreement: schoolAgreementSchema.nullable().meta({ description: 'null until an administrator records it' }),
});
export type SchoolAgreementRow = z.infer<typeof schoolAgreementRowSchema>;
export const schoolAgreementsResponseSchema = z.object({ results: z.array(schoolAgreementRowSchema) });

const text = (max: number) => z.string().trim().min(1).max(max);
export const recordAgreementRequestSchema = z.object({
  agreed_on: daySchema,
  signatory: text(120),
  grievance_name: text(120),
  grievance_email: z.email('Enter a valid email address').max(254),
  unlinked_children_named: z.boolean().default(false),
});
export type RecordAgreementRequest = z.input<typeof recordAgreementRequestSchema>;

export const agreementEndpoints = {
  agreements: defineEndpoint({
    method: 'GET', path: '/privacy/agreements/', tags: ['privacy'],
    summary: "Administrators: every school with its data-processing agreement (null until recorded)",
    responses: { 200: schoolAgreementsResponseSchema },
  }),
  recordAgreement: defineEndpoint({
    method: 'PUT', path: '/privacy/schools/:id/agreement/', tags: ['privacy'],
    summary: "Administrators: record a school's agreement and its grievance officer (audited)",
    params: schoolParamsSchema, body: recordAgreementRequestSchema, responses: { 200: schoolAgreementRowSchema },
  }),
} as const;
