import type { FastifyPluginAsync } from 'fastify';
import { staffDashboardEndpoints as endpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { namedStaff, ownSchool } from '../../policies';
import { staffHome } from './staff-home.service';
import { activeUsers, recentActivity } from './school-activity.service';

/** The teacher and school dashboards' home: counts, engagement, active learners, recent activity. */
export const staffDashboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Each dashboard's calls are its own role's (ADR 0007); the two dashboards answer the same shapes.
  for (const [dashboard, role] of [['teacher', 'teacher'], ['school', 'school']] as const) {
    const home = dashboard === 'teacher' ? endpoints.teacherHome : endpoints.schoolHome;
    const active = dashboard === 'teacher' ? endpoints.teacherActiveUsers : endpoints.schoolActiveUsers;
    const recent = dashboard === 'teacher' ? endpoints.teacherRecentActivity : endpoints.schoolRecentActivity;
    const school = ownSchool({ roles: [role] });

    route(app, home, {
      access: namedStaff(role),
      cache: 'per-school',
      handler: (req, { staff, school }) => staffHome(ctx.db, staff, school, req.query.month),
    });
    route(app, active, {
      access: school,
      // Sign-ins show within the kept time (ADR 0007).
      cache: 'per-school',
      handler: (req, subject) => activeUsers(ctx.db, subject.school, { limit: req.query.limit, offset: req.query.offset }),
    });
    route(app, recent, {
      access: school,
      cache: 'per-school',
      handler: async (_req, subject) => ({ recent_activity: await recentActivity(ctx.db, subject.school) }),
    });
  }
};
