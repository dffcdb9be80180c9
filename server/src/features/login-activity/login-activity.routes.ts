import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginActivityPaths, loginActivityQuerySchema, loginActivityResponses } from '@prayog/contract';
import { signedIn } from '../../lib/access';
import type { AppContext } from '../../app-context';
import { loginActivity } from './login-activity.service';

export const loginActivityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(loginActivityPaths.loginActivity, {
    schema: {
      tags: ['login-activity'],
      summary: "The signed-in student's sign-ins per school-local day of one year, with the profile box",
      querystring: loginActivityQuerySchema,
      response: loginActivityResponses.loginActivity,
    },
    // Always the caller's own sign-ins: there is no username to scope.
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => loginActivity(ctx.db, signedIn(req), req.query.year));
};
