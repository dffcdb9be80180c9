import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';
import { tryAgainIn } from '../../lib/retry-after';

/**
 * Counts failed sign-ins per account *and* address: the same person is counted once whether they typed the
 * username or the email, and an attacker at one address cannot lock the owner out at another. (Every address
 * is also limited across all accounts by the route's own rate limit.) Successful sign-ins are not counted.
 */
export function createLoginThrottle(app: FastifyInstance, max: number, windowMinutes: number) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMinutes * 60_000,
    keyGenerator: (req) => keys.get(req) ?? `login-failures:unknown|${req.ip}`,
  });
  return {
    /** `account` is the account's id when the identifier names one, else the identifier as typed (lower case). */
    async check(req: FastifyRequest, account: number | string): Promise<void> {
      keys.set(req, `login-failures:${typeof account === 'number' ? `user:${account}` : `name:${account}`}|${req.ip}`);
      const status = await limiter(req, { increment: false });
      if (!status.isAllowed && status.remaining <= 0) {
        throw tooManyRequests(`Too many sign-in attempts for this account. ${tryAgainIn(status.ttl)}`);
      }
    },
    async recordFailure(req: FastifyRequest): Promise<void> {
      await limiter(req);
    },
  };
}
