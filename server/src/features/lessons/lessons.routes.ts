import type { FastifyPluginAsync } from 'fastify';
import { lessonEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { rolesAccess, studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { completeLesson, getCurriculum } from './curriculum.service';
import { listStudentSubjects } from './subjects.service';

/** Parents have no lesson viewer: they are told so instead of seeing a silent failure. */
export const LESSONS_NOT_FOR_PARENTS = 'Lessons are for students and their teachers. Parents can follow progress on the parent dashboard.';

export const lessonsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, lessonEndpoints.subjects, {
    access: studentSelf,
    handler: (req, student) => listStudentSubjects(ctx.db, student, requestLanguage(req)),
  });
  // Students see their own grade only; staff any grade of their school (the service decides).
  route(app, lessonEndpoints.curriculum, {
    access: rolesAccess(['student', 'teacher', 'school'], LESSONS_NOT_FOR_PARENTS),
    handler: (req, user) => getCurriculum(ctx.db, user, req.params.grade, req.params.subject, requestLanguage(req)),
  });
  route(app, lessonEndpoints.completeLesson, {
    access: studentSelf,
    // A completion made offline is queued on the phone and sent again until answered (issue 29 part 4).
    idempotent: true,
    handler: (req, student) => completeLesson(ctx.db, student, req.params.grade, req.params.subject, req.params.position),
  });
};
