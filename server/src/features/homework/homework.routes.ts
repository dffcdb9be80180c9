import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOMEWORK_MAX_FILE_BYTES, HOMEWORK_MESSAGES, holidayHomeworkListQuerySchema, homeworkPaths, homeworkResponses } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { readMultipartForm } from '../../lib/multipart';
import { requireStudent } from '../students/student-context';
import { listHolidayHomework, submitHolidayHomework } from './homework.service';

// Holiday homework belongs to the signed-in student; there is no {username} to check, the service uses the caller.
const studentsOnly = { roles: ['student'] as const, scope: 'any' as const };

export const homeworkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(homeworkPaths.holidayHomework, {
    schema: {
      tags: ['homework'], summary: "The student's holiday homework submissions, newest first",
      querystring: holidayHomeworkListQuerySchema, response: homeworkResponses.list,
    },
    config: { access: studentsOnly },
  }, async (req) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    return listHolidayHomework(ctx.db, student.id, req.query);
  });

  app.post(homeworkPaths.holidayHomework, {
    schema: {
      tags: ['homework'],
      summary: 'Submit holiday homework: multipart/form-data with school, grade, section, text and an optional PDF in file (at most 10 MB)',
      consumes: ['multipart/form-data'], response: homeworkResponses.submit,
    },
    config: { access: studentsOnly },
  }, async (req, reply) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    const form = await readMultipartForm(req, {
      maxFileBytes: HOMEWORK_MAX_FILE_BYTES, notMultipart: HOMEWORK_MESSAGES.notMultipart, tooLarge: HOMEWORK_MESSAGES.tooLarge,
    });
    return reply.code(201).send(await submitHolidayHomework(ctx.db, ctx.storage, student, form.fields, form.files));
  });
};
