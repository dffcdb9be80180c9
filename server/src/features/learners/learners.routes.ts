import type { FastifyPluginAsync } from 'fastify';
import { accommodationEndpoints, learnerEndpoints as endpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { localize, requestLanguage } from '../../lib/localize';
import { userChanged } from '../../core/request-caches';
import { ownSchool } from '../../policies';
import { accessReport } from './access-report.service';
import { attendance } from './attendance.service';
import { addStudent, resetStudentPassword } from './student-accounts.service';
import { setAccommodation } from './accommodations.service';

/** Learner's Assigned / Onboard: one class's learners, a learner's attendance, one-time passwords, extra time. */
export const learnersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // The teacher's and the school account's calls answer the same, each for its own role and school (ADR 0007).
  // A superuser reads any school's (?school=); giving passwords and adding students stay with the school's staff.
  for (const role of ['teacher', 'school'] as const) {
    const teacher = role === 'teacher';
    const access = ownSchool({ roles: [role] });

    route(app, teacher ? endpoints.teacherAccessReport : endpoints.schoolAccessReport, {
      access,
      // One class (or one search) at a time; sign-ins show within the kept time.
      cache: 'per-school',
      handler: (req, { school }) => accessReport(ctx.db, school, req.query),
    });
    route(app, teacher ? endpoints.teacherAttendance : endpoints.schoolAttendance, {
      access,
      cache: 'per-school',
      // A learner's sign-ins are their own records: each staff read is recorded (core/record-reads.ts).
      readsRecordsOf: 'username',
      handler: (req, { school }) => attendance(ctx.db, school, req.params.username),
    });
    route(app, teacher ? endpoints.teacherResetPassword : endpoints.schoolResetPassword, {
      access,
      async handler(req, { user, school }) {
        const { studentId, ...answer } = await resetStudentPassword(ctx.db, user, school, req.params.username, ctx.config.oneTimePasswordHours);
        userChanged(ctx, studentId);
        return { ...answer, detail: localize(answer.detail, requestLanguage(req)) };
      },
    });
    route(app, teacher ? endpoints.teacherAddStudent : endpoints.schoolAddStudent, {
      access,
      async handler(req, { user, school }, reply) {
        const answer = await addStudent(ctx.db, user, school, req.body, ctx.config.oneTimePasswordHours);
        return reply.code(201).send({ ...answer, detail: localize(answer.detail, requestLanguage(req)) });
      },
    });
    // Extra time in timed quizzes (ADR 0040): a student's needs are for their own school's staff to decide. A write:
    // route() drops this school's kept answers, so the class lists show it at once.
    route(app, teacher ? accommodationEndpoints.teacherSetAccommodation : accommodationEndpoints.schoolSetAccommodation, {
      access,
      async handler(req, { user, school }) {
        const answer = await setAccommodation(ctx.db, user, school, req.body);
        return { ...answer, detail: localize(answer.detail, requestLanguage(req)) };
      },
    });
  }
};
