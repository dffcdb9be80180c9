import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeLessonParamsSchema, curriculumParamsSchema, lessonPaths, lessonResponses } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { completeLesson, getCurriculum } from './curriculum.service';
import { listStudentSubjects } from './subjects.service';

// The rules about grades and schools need the student's profile, so they live in the services;
// the route rules only say which roles may call.
export const lessonsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(lessonPaths.subjects, {
    schema: { tags: ['lessons'], summary: "The signed-in student's subjects (Subjects panel)", response: lessonResponses.subjects },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => listStudentSubjects(ctx.db, signedIn(req)));

  app.get(lessonPaths.curriculum, {
    schema: {
      tags: ['lessons'], summary: "A subject's lessons with the caller's progress (lesson viewer)",
      description: 'Students: their own grade only (403 otherwise). Teachers and school staff: any grade, their school\'s lessons.',
      params: curriculumParamsSchema, response: lessonResponses.curriculum,
    },
    config: { access: { roles: ['student', 'teacher', 'school'], scope: 'any' } },
  }, async (req) => getCurriculum(ctx.db, signedIn(req), req.params.grade, req.params.subject));

  app.post(lessonPaths.completeLesson, {
    schema: {
      tags: ['lessons'], summary: 'Mark a lesson completed (idempotent; earlier lessons first, else 409)',
      params: completeLessonParamsSchema, response: lessonResponses.completeLesson,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => completeLesson(ctx.db, signedIn(req), req.params.grade, req.params.subject, req.params.position));
};
