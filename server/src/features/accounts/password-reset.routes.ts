import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_MESSAGES, passwordResetEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { localize, requestLanguage } from '../../lib/localize';
import { userChanged } from '../../core/request-caches';
import { tryAgainIn } from '../../lib/retry-after';
import { route } from '../../core/route';
import { publicAccess } from '../../policies';
import { mailerFor, type Mailer } from '../../lib/mailer';
import { resetPassword, sendResetLink } from './password-reset.service';

/** Requests per address an hour (a school's one public address), and per username or email typed. */
const PER_ADDRESS_HOUR = 30;
const PER_NAME_HOUR = 5;

/**
 * A forgotten password (ADR 0027): whether this server emails reset links, asking for one (the same 202 for every
 * name; the work happens after the answer), and using one. `mailer` is for tests; the server makes one from SMTP_URL.
 */
export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer | null = mailerFor(ctx)): void {
  const publicUrl = ctx.config.publicUrl;
  const sending = mailer && publicUrl ? { mailer, publicUrl } : null;
  // Per name typed (lower case), so neither a real nor a made-up name is told apart; checked once the body is read.
  const names = new WeakMap<object, string>();
  const perName = app.createRateLimit({ max: PER_NAME_HOUR, timeWindow: 3_600_000, keyGenerator: (req) => names.get(req) ?? `password-reset:${req.ip}` });

  route(app, passwordResetEndpoints.options, { access: publicAccess, handler: async () => ({ email_reset: sending !== null }) });

  route(app, passwordResetEndpoints.request, {
    access: publicAccess,
    rateLimit: { max: PER_ADDRESS_HOUR, timeWindow: '1 hour' },
    async handler(req, _subject, reply) {
      if (!sending) throw notFound(PASSWORD_RESET_MESSAGES.unavailable);
      const name = req.body.username_or_email.trim().toLowerCase();
      names.set(req, `password-reset:${name}`);
      const limit = await perName(req);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(`Too many requests for this username or email. ${tryAgainIn(limit.ttl)}`);
      // After the answer: neither what it says nor how long it takes tells whether the account exists.
      setImmediate(() => {
        sendResetLink(ctx.db, sending.mailer, sending.publicUrl, name)
          .catch((err: unknown) => req.log.error({ err }, 'password reset email failed'));
      });
      return reply.code(202).send({ detail: localize(PASSWORD_RESET_MESSAGES.requested, requestLanguage(req)) });
    },
  });

  route(app, passwordResetEndpoints.confirm, {
    access: publicAccess,
    // Each try runs argon2 and names a token: limited per address like sign-in.
    rateLimit: { max: ctx.config.loginLimitPerAccount * 3, timeWindow: `${ctx.config.loginLimitWindowMinutes} minutes` },
    async handler(req) {
      const userId = await resetPassword(ctx.db, req.body);
      // Every session of the account ended in the transaction: forgotten on every server process at once.
      userChanged(ctx, userId);
      return { detail: localize(PASSWORD_RESET_MESSAGES.changed, requestLanguage(req)) };
    },
  });
}
