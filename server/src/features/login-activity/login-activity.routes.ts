import type { FastifyPluginAsync } from 'fastify';
import { loginActivityEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { loginActivity } from './login-activity.service';

export const loginActivityRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, loginActivityEndpoints.loginActivity, {
    access: studentSelf,
    handler: (req, student) => loginActivity(ctx.db, student, req.query.year),
  });
};
