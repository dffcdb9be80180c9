import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_MESSAGES, adminEndpoints as e } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { schoolChanged, userChanged } from '../../core/request-caches';
import { route } from '../../core/route';
import { superuserOnly } from '../../policies';
import { decideSchoolAccount, listPendingSchoolAccounts } from '../approvals';
import { quizReports } from '../assignments';
import { resetStudentPassword } from '../learners';
import { notifySchoolStudents } from '../notifications';
import { adminChosenSchool, adminNamedStudent, adminSchoolInBody, adminSchoolRead } from './admin.policy';
import { listStudents } from './admin-students.service';
import { lmsEngagement } from './lms-engagement.service';
import { addSchool, updateSchool } from './school-records.service';
import { schoolSummary } from './school-summary.service';

/**
 * The administrator's dashboard (spec 3 "Admin API"): superusers only. Cross-school reads are kept until any school
 * changes (`all-schools`), one school's reads until that school changes (ADR 0013); every write here is a superuser's,
 * so it starts the kept answers afresh by itself (core/response-cache.ts).
 */
export const adminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, e.schoolSummary, { access: superuserOnly, cache: 'all-schools', handler: () => schoolSummary(ctx.db) });
  route(app, e.lmsEngagement, {
    access: adminChosenSchool,
    // The policy settles the school (the first by name when none is named), so the answer is that school's.
    cache: 'per-school',
    handler: (req, { school }) => lmsEngagement(ctx.db, school, req.query.month),
  });
  route(app, e.homeworkReports, {
    access: adminSchoolRead,
    cache: 'per-school',
    async handler(req, { school }) {
      const { reports, available } = await quizReports(ctx.db, school, 'homework', req.query.quiz_id);
      return { homework_reports: reports, available_quizzes: available };
    },
  });

  route(app, e.addSchool, {
    access: superuserOnly,
    async handler(req, user, reply) {
      const row = await addSchool(ctx.db, user.id, req.body);
      return reply.code(201).send({ ...row, detail: localize(ADMIN_MESSAGES.schoolSaved, requestLanguage(req)) });
    },
  });
  route(app, e.updateSchool, {
    access: superuserOnly,
    async handler(req, user) {
      const row = await updateSchool(ctx.db, user.id, req.params.id, req.body);
      schoolChanged(ctx, row.id);
      return { ...row, detail: localize(ADMIN_MESSAGES.schoolSaved, requestLanguage(req)) };
    },
  });

  // New sign-ups show within the kept time; a decision starts every kept answer afresh.
  route(app, e.pendingSchoolAccounts, {
    access: superuserOnly,
    cache: 'all-schools',
    handler: async () => ({ school_accounts: await listPendingSchoolAccounts(ctx.db) }),
  });
  route(app, e.decideSchoolAccount, {
    access: superuserOnly,
    async handler(req, user) {
      const decided = await decideSchoolAccount(ctx.db, user.id, req.params.id, req.body.decision);
      userChanged(ctx, req.params.id);
      return { ...decided, detail: localize(decided.detail, requestLanguage(req)) };
    },
  });

  route(app, e.notifySchool, {
    access: adminSchoolInBody,
    async handler(req, { user, school }, reply) {
      const { recipients } = await notifySchoolStudents(ctx.db, user.id, school, req.body);
      return reply.code(201).send({ detail: localize(ADMIN_MESSAGES.notificationSent, requestLanguage(req)), recipients });
    },
  });

  route(app, e.students, { access: superuserOnly, cache: 'all-schools', handler: (req) => listStudents(ctx.db, req.query) });
  route(app, e.resetStudentPassword, {
    access: adminNamedStudent,
    async handler(req, { user, student }) {
      const school = await req.caches.school(ctx.db, student.schoolId);
      const { studentId, ...answer } = await resetStudentPassword(ctx.db, user, school!, student.username, ctx.config.oneTimePasswordHours);
      // Every session of the student ends: forgotten here at once, as the school's own reset does.
      userChanged(ctx, studentId);
      return { ...answer, detail: localize(answer.detail, requestLanguage(req)) };
    },
  });
};
