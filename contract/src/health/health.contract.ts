import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET', path: '/health', tags: ['health'], summary: 'Liveness and database check', responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
} as const;
