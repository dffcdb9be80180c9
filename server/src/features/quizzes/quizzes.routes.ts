import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptParamsSchema, quizListQuerySchema, quizParamsSchema, quizPaths, quizResponses, saveAnswerRequestSchema, saveQuizRequestSchema,
} from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { requireStudent } from '../students/student-context';
import { listStudentQuizzes } from './quiz-list.service';
import { saveAnswer, startAttempt, submitAttempt } from './quiz-attempt.service';
import { certificateFor } from './certificate.service';
import { canReadAttemptCertificate } from './certificate.policy';

// Quizzes are the student's own: each service works on the signed-in student's attempts only.
const studentsOnly = { access: { roles: ['student'], scope: 'any' } } as const;

export const quizzesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(quizPaths.list, {
    schema: { tags: ['quizzes'], summary: "The quizzes assigned to the student's class, with the student's attempt state", querystring: quizListQuerySchema, response: quizResponses.list },
    config: studentsOnly,
  }, async (req) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    return listStudentQuizzes(ctx.db, student, { quizType: req.query.quiz_type, limit: req.query.limit, offset: req.query.offset }, new Date());
  });

  app.post(quizPaths.start, {
    schema: { tags: ['quizzes'], summary: 'Start the timed attempt (201) or resume the running one (200); no correct flags', params: quizParamsSchema, response: quizResponses.start },
    config: studentsOnly,
  }, async (req, reply) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    const { created, body } = await startAttempt(ctx.db, student, req.params.quizId, new Date());
    return reply.code(created ? 201 : 200).send(body);
  });

  app.put(quizPaths.answer, {
    schema: { tags: ['quizzes'], summary: 'Save one answer of the running attempt (refused after the time)', params: quizParamsSchema, body: saveAnswerRequestSchema, response: quizResponses.answer },
    config: studentsOnly,
  }, async (req) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    return saveAnswer(ctx.db, student, req.params.quizId, req.body, new Date());
  });

  app.post(quizPaths.save, {
    schema: {
      tags: ['quizzes'],
      summary: 'Submit the attempt: {question text: answer text} or {answers: [{question_id, answer_id}]}; scored on the server',
      params: quizParamsSchema, body: saveQuizRequestSchema, response: quizResponses.save,
    },
    config: studentsOnly,
  }, async (req) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    return submitAttempt(ctx.db, student, req.params.quizId, req.body, new Date());
  });

  app.get(quizPaths.certificate, {
    schema: { tags: ['quizzes'], summary: 'The PDF certificate of a passing attempt', params: attemptParamsSchema, response: quizResponses.certificate },
    config: {
      access: {
        roles: 'any-signed-in',
        scope: (req, user) => canReadAttemptCertificate(ctx.db, user, (req.params as { attemptId: number }).attemptId),
        scopeDenied: 'You do not have permission to view this certificate.',
      },
    },
  }, async (req, reply) => {
    const { bytes, filename } = await certificateFor(ctx.db, ctx.storage, req.params.attemptId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
};
