import type { FastifyPluginAsync } from 'fastify';
import { quizEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { listStudentQuizzes } from './quiz-list.service';
import { submitAttempt } from './quiz-attempt.service';
import { answerSaveBatcher, saveAnswer } from './answer-saves';
import { submitBatcher } from './submit-batch';
import { startAttempt } from './quiz-start';
import { startBatchersOf } from './start-batch';
import { certificateFor } from './certificate.service';
import { attemptCertificateAccess } from './certificate.policy';

// Quizzes are the student's own: each service works on the signed-in student's attempts only.
export const quizzesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // A server that stops answers the starts, saves and submits it has taken before it lets go of the database.
  app.addHook('onClose', () => Promise.all([answerSaveBatcher(ctx.db).drained(), submitBatcher(ctx.db).drained(),
    ...startBatchersOf(ctx.db).map((batcher) => batcher.drained())]).then(() => undefined));
  route(app, quizEndpoints.list, {
    access: studentSelf,
    handler: (req, student) => listStudentQuizzes(ctx.db, student, { quizType: req.query.quiz_type, limit: req.query.limit, offset: req.query.offset }, new Date(), requestLanguage(req)),
  });
  route(app, quizEndpoints.start, {
    access: studentSelf,
    async handler(req, student, reply) {
      const { created, body } = await startAttempt(ctx.db, student, req.params.quizId, new Date(), requestLanguage(req));
      return reply.code(created ? 201 : 200).send(body);
    },
  });
  route(app, quizEndpoints.saveAnswer, {
    access: studentSelf,
    // A whole class saves answers at once; reports count submitted attempts only.
    skipsInvalidation: true,
    // Answers kept on the phone across a dropped connection are sent again on reconnect (issue 29 part 5).
    idempotent: true,
    handler: (req, student) => saveAnswer(ctx.db, student, req.params.quizId, req.body, new Date()),
  });
  route(app, quizEndpoints.submit, {
    access: studentSelf,
    async handler(req, student) {
      // The school's reports and leaderboards count this attempt from now on (kept answers start afresh).
      return submitAttempt(ctx.db, student, req.params.quizId, req.body, new Date());
    },
  });
  route(app, quizEndpoints.certificate, {
    access: attemptCertificateAccess,
    async handler(_req, { record }, reply) {
      const { bytes, filename } = await certificateFor(ctx.db, ctx.storage, record.attemptId);
      return reply.type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  });
};
