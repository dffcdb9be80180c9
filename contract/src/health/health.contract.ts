import { z } from 'zod';

export const healthPaths = { health: '/health' } as const;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
