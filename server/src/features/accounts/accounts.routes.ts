import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPaths, accountResponses, loginRequestSchema, registerRequestSchema } from '@prayog/contract';
import { signedIn, tokenFromHeader } from '../../lib/access';
import { HttpError } from '../../lib/http-errors';
import { createLoginThrottle } from './login-throttle';
import type { AppContext } from '../../app-context';
import { register } from './registration.service';
import { login } from './login.service';
import { getMe } from './me.service';
import { revokeToken } from './session.service';

export const accountsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const window = `${ctx.config.loginLimitWindowMinutes} minutes`;
  // Per address: generous, because a whole school often signs in from one public address.
  const perIp = { max: ctx.config.loginLimitPerIp, timeWindow: window };
  const throttle = createLoginThrottle(app, ctx.config.loginLimitPerAccount, ctx.config.loginLimitWindowMinutes);

  app.post(accountPaths.register, {
    schema: { tags: ['accounts'], summary: 'Create an account', body: registerRequestSchema, response: accountResponses.register },
    config: { access: { public: true }, errorsCarryMessage: true, rateLimit: perIp },
  }, async (req, reply) => reply.code(201).send(await register(ctx.db, req.body)));

  app.post(accountPaths.login, {
    schema: { tags: ['accounts'], summary: 'Sign in with username or email', body: loginRequestSchema, response: accountResponses.login },
    config: { access: { public: true }, rateLimit: perIp },
  }, async (req) => {
    await throttle.check(req);
    return login(ctx.db, req.body, ctx.config.tokenTtlHours).catch(async (err) => {
      if (err instanceof HttpError && err.statusCode === 400) await throttle.recordFailure(req);
      throw err;
    });
  });

  app.post(accountPaths.logout, {
    schema: { tags: ['accounts'], summary: 'Sign out: the token stops working', response: accountResponses.logout },
    config: { access: { roles: 'any-signed-in', scope: 'any' } },
  }, async (req) => {
    signedIn(req);
    await revokeToken(ctx.db, tokenFromHeader(req.headers.authorization)!);
    return { detail: 'Logged out successfully.' };
  });

  app.get(accountPaths.me, {
    schema: { tags: ['accounts'], summary: 'The signed-in user', response: accountResponses.me },
    config: { access: { roles: 'any-signed-in', scope: 'any' } },
  }, async (req) => getMe(ctx.db, signedIn(req)));
};
