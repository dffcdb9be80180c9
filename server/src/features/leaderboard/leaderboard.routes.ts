import type { FastifyPluginAsync } from 'fastify';
import { leaderboardEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { studentLeaderboard } from './leaderboard.service';
import { ranksOf } from '../../read-models/leaderboard-ranks';

export const leaderboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const ranks = ranksOf(app, ctx);
  route(app, leaderboardEndpoints.leaderboard, {
    access: studentSelf,
    cache: 'per-user',
    handler: (req, student) => studentLeaderboard(ctx.db, ranks, student, req.query.quiz_type),
  });
};
