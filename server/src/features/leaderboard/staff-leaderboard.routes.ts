import type { FastifyPluginAsync } from 'fastify';
import { staffLeaderboardEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../lib/route';
import { replyKept } from '../../lib/kept-answers';
import { ownSchool } from '../../policies';
import { staffLeaderboard } from './staff-leaderboard.service';

/** The staff dashboards' leaderboard: top 10 per grade and class, and of every school. */
export const staffLeaderboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, staffLeaderboardEndpoints.teacher, {
    access: ownSchool({ roles: ['teacher'] }),
    handler: (req, { school }, reply) => replyKept(ctx, reply, school.id, req.query.quiz_type ?? '', () => staffLeaderboard(ctx.db, school, req.query.quiz_type)),
  });
  route(app, staffLeaderboardEndpoints.school, {
    access: ownSchool({ roles: ['school'] }),
    handler: (req, { school }, reply) => replyKept(ctx, reply, school.id, req.query.quiz_type ?? '', () => staffLeaderboard(ctx.db, school, req.query.quiz_type)),
  });
};
