import { z } from 'zod';

/** Every error the API returns: a readable detail, plus field errors for validation failures. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorSchema = z.object({
  detail: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Registration failures also carry `message`, which the sign-up screen reads (spec 1 §7). */
export const registrationErrorSchema = errorSchema.extend({ message: z.string() });
