import type { FastifyPluginAsync } from 'fastify';
import { leaderboardEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../lib/route';
import { studentSelf } from '../../policies';
import { studentLeaderboard } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, leaderboardEndpoints.leaderboard, {
    access: studentSelf,
    handler: (req, student) => studentLeaderboard(ctx.db, student, req.query.quiz_type),
  });
};
