import type { FastifyPluginAsync } from 'fastify';
import { staffLeaderboardEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { ownSchool } from '../../policies';
import { staffLeaderboard } from './staff-leaderboard.service';
import { ranksOf } from '../../read-models/leaderboard-ranks';

/** The staff dashboards' leaderboard: top 10 per grade and class, and of every school. */
export const staffLeaderboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const ranks = ranksOf(app, ctx);
  route(app, staffLeaderboardEndpoints.teacher, {
    access: ownSchool({ roles: ['teacher'] }),
    cache: 'per-school',
    handler: (req, { school }) => staffLeaderboard(ctx.db, ranks, school, req.query.quiz_type),
  });
  route(app, staffLeaderboardEndpoints.school, {
    access: ownSchool({ roles: ['school'] }),
    cache: 'per-school',
    handler: (req, { school }) => staffLeaderboard(ctx.db, ranks, school, req.query.quiz_type),
  });
};
