import type { FastifyPluginAsync } from 'fastify';
import { HOMEWORK_MAX_FILE_BYTES, HOMEWORK_MESSAGES, homeworkEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { listHolidayHomework, submitHolidayHomework } from './homework.service';

// Holiday homework belongs to the signed-in student; there is no {username} to name another's.
export const homeworkRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, homeworkEndpoints.list, {
    access: studentSelf,
    handler: (req, student) => listHolidayHomework(ctx.db, student.id, req.query),
  });
  route(app, homeworkEndpoints.submit, {
    access: studentSelf,
    // A submission made offline is queued on the phone and sent again until answered (issue 29 part 4).
    idempotent: true,
    async handler(req, student, reply) {
      const form = await readMultipartForm(req, {
        maxFileBytes: HOMEWORK_MAX_FILE_BYTES, notMultipart: HOMEWORK_MESSAGES.notMultipart, tooLarge: HOMEWORK_MESSAGES.tooLarge,
      });
      const answer = await submitHolidayHomework(ctx.db, ctx.storage, student, form.fields, form.files);
      reply.code(201);
      return answer;
    },
  });
};
