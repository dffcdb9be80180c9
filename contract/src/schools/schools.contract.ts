import { z } from 'zod';

export const schoolPaths = {
  /** Public: the sign-up form offers these; also used by teacher and school screens. */
  choices: '/school_dashboard/school-choices/',
} as const;

export const schoolChoiceSchema = z.object({ value: z.string(), label: z.string() });
export const schoolChoicesResponseSchema = z.object({ schools: z.array(schoolChoiceSchema) });
export type SchoolChoice = z.infer<typeof schoolChoiceSchema>;
