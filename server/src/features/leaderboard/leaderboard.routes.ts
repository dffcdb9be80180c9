import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardPaths, leaderboardQuerySchema, leaderboardResponses } from '@prayog/contract';
import { signedIn } from '../../lib/access';
import type { AppContext } from '../../app-context';
import { requireStudent } from '../students/student-context';
import { studentLeaderboard } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(leaderboardPaths.leaderboard, {
    schema: {
      tags: ['leaderboard'],
      summary: "The signed-in student's rank and the top 10 of their grade, their class and every school",
      querystring: leaderboardQuerySchema,
      response: leaderboardResponses,
    },
    // The spec's client reads `message` on the quiz_type variant's errors (spec 1 §8).
    config: { access: { roles: ['student'], scope: 'any' }, errorsCarryMessage: true },
  }, async (req) => studentLeaderboard(ctx.db, await requireStudent(ctx.db, signedIn(req)), req.query.quiz_type));
};
