import type { FastifyPluginAsync } from 'fastify';
import { accountEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { tokenFromHeader } from '../../core/access';
import { HttpError } from '../../lib/http-errors';
import { route } from '../../core/route';
import { localize, requestLanguage } from '../../lib/localize';
import { publicAccess, signedInAccess } from '../../policies';
import { createLoginThrottle } from './login-throttle';
import { register } from './registration.service';
import { findLoginAccount, login } from './login.service';
import { getMe, savePreferences, updateMe } from './me.service';
import { revokeToken } from '../../core/identity/sessions';
import { tokenEnded, userChanged } from '../../core/request-caches';
import { changePassword } from './password-change.service';
import { accountStatusRoutes } from './account-status.routes';
import { passwordResetRoutes } from './password-reset.routes';

export const accountsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const window = `${ctx.config.loginLimitWindowMinutes} minutes`;
  // Per address: generous, because a whole school often signs in from one public address.
  const perIp = { max: ctx.config.loginLimitPerIp, timeWindow: window };
  const throttle = createLoginThrottle(app, ctx.config.loginLimitPerAccount, ctx.config.loginLimitWindowMinutes);

  route(app, accountEndpoints.register, {
    access: publicAccess,
    // Sign-up answers whether a username is free, so it is limited per address like sign-in.
    rateLimit: { max: ctx.config.registerLimitPerIp, timeWindow: window },
    async handler(req, _subject, reply) {
      const created = await register(ctx.db, req.body);
      // The sign-up screen shows this message as it is, so it comes in the person's language.
      return reply.code(201).send({ ...created, message: localize(created.message, requestLanguage(req)) });
    },
  });

  route(app, accountEndpoints.login, {
    access: publicAccess,
    rateLimit: perIp,
    async handler(req) {
      const account = await findLoginAccount(ctx.db, req.body.username_or_email);
      await throttle.check(req, account?.id ?? req.body.username_or_email.trim().toLowerCase());
      try {
        const signedIn = await login(ctx.db, account, req.body.password, { token: ctx.config.tokenTtlHours, oneTimePassword: ctx.config.oneTimePasswordHours });
        // A sign-in moves the school's figures (sign-in counts, today's learners) and the student's own home.
        if (account?.schoolId) app.responseCache.invalidateSchool(account.schoolId);
        return signedIn;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 400) await throttle.recordFailure(req);
        throw err;
      }
    },
  });

  route(app, accountEndpoints.logout, {
    access: signedInAccess,
    beforeOwnPassword: true,
    async handler(req, user) {
      const token = tokenFromHeader(req.headers.authorization)!;
      await revokeToken(ctx.db, token);
      tokenEnded(ctx, token, user.id);
      return { detail: 'Logged out successfully.' };
    },
  });

  route(app, accountEndpoints.me, { access: signedInAccess, beforeOwnPassword: true, handler: (_req, user) => getMe(ctx.db, user) });
  route(app, accountEndpoints.updateMe, {
    access: signedInAccess,
    async handler(req, user) {
      const me = await updateMe(ctx.db, user, req.body);
      // Staff homes greet by name, and the school's reports name its students (kept answers start afresh too).
      userChanged(ctx, user.id);
      return me;
    },
  });

  route(app, accountEndpoints.preferences, {
    access: signedInAccess,
    beforeOwnPassword: true,
    handler: (req, user) => savePreferences(ctx.db, user.id, req.body.language),
  });

  route(app, accountEndpoints.changePassword, {
    access: signedInAccess,
    beforeOwnPassword: true,
    // Each try runs argon2; a stolen session must not be able to guess the current password quickly.
    rateLimit: { max: ctx.config.loginLimitPerAccount, timeWindow: window, keyGenerator: (req) => `change-password:${req.principal?.id ?? req.ip}` },
    async handler(req, user) {
      const changed = await changePassword(ctx.db, user.id, tokenFromHeader(req.headers.authorization)!, req.body);
      // Every other session of the account has ended.
      userChanged(ctx, user.id);
      return changed;
    },
  });

  accountStatusRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
};
