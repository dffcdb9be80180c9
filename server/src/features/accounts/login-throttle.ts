import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';

/**
 * Counts failed sign-ins per account (whatever the address), so one password cannot be guessed
 * from many machines. Successful sign-ins are not counted.
 */
export function createLoginThrottle(app: FastifyInstance, max: number, windowMinutes: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMinutes * 60_000,
    keyGenerator: (req: FastifyRequest) =>
      `login-failures:${String((req.body as { username_or_email?: string })?.username_or_email ?? '').trim().toLowerCase()}`,
  });
  return {
    /** Refuses with 429 once the account has used up its failures in the window. */
    async check(req: FastifyRequest): Promise<void> {
      const status = await limiter(req, { increment: false });
      if (!status.isAllowed && status.remaining <= 0) {
        throw tooManyRequests(`Too many sign-in attempts for this account. Try again in ${status.ttlInSeconds} seconds.`);
      }
    },
    async recordFailure(req: FastifyRequest): Promise<void> {
      await limiter(req);
    },
  };
}
