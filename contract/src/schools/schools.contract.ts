import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const schoolChoiceSchema = z.object({ value: z.string(), label: z.string() });
export const schoolChoicesResponseSchema = z.object({ schools: z.array(schoolChoiceSchema) });
export type SchoolChoice = z.infer<typeof schoolChoiceSchema>;

export const schoolEndpoints = {
  /** Public: the sign-up form offers these; also used by teacher and school screens. */
  choices: defineEndpoint({
    method: 'GET', path: '/school_dashboard/school-choices/', tags: ['schools'], summary: 'Schools to choose from (value, label)',
    responses: { 200: schoolChoicesResponseSchema },
  }),
} as const;
