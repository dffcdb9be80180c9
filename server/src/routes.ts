import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { healthRoutes } from './features/health/health.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { schoolsRoutes } from './features/schools/schools.routes';
import { filesRoutes } from './features/files/files.routes';
import { contentRoutes } from './features/content/content.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { homeworkRoutes } from './features/homework/homework.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { courseReportRoutes } from './features/course-report/course-report.routes';
import { loginActivityRoutes } from './features/login-activity/login-activity.routes';

/** Every feature's routes, mounted under /api. */
export const featureRoutes: FastifyPluginAsyncZod<AppContext & { prefix: string }> = async (app, opts) => {
  const ctx: AppContext = { config: opts.config, database: opts.database, db: opts.db, storage: opts.storage };
  await app.register(healthRoutes, ctx);
  await app.register(accountsRoutes, ctx);
  await app.register(schoolsRoutes, ctx);
  await app.register(filesRoutes, ctx);
  await app.register(contentRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(homeworkRoutes, ctx);
  await app.register(reportsRoutes, ctx);
  await app.register(leaderboardRoutes, ctx);
  await app.register(courseReportRoutes, ctx);
  await app.register(loginActivityRoutes, ctx);
};
