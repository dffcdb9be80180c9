import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { publicAccess } from '../../policies';
import { findLesson } from '../../content/catalogue';
import { lessonPageContentSecurityPolicy, renderLessonPage } from '../../content/lesson-page';
import { isSimulatorId, renderSimulator, simulatorContentSecurityPolicy } from '../../content/simulators';
import { practiceQuizContentSecurityPolicy } from '../../content/practice-quiz-page';
import { renderPracticePage } from './practice-page';
import { scriptFont } from '../../content/fonts';

// Public: course material shown in the lesson viewer's iframe, which cannot send the token header.
// Pages are generated from committed text, so they are cached by the browser for a day.
const CACHE = 'public, max-age=86400';

export const contentRoutes: FastifyPluginAsync<AppContext> = async (app) => {
  route(app, contentEndpoints.lessonPage, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      const { subject, position } = req.params;
      if (!findLesson(subject, position)) throw notFound('Lesson not found.');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', lessonPageContentSecurityPolicy)
        .header('cache-control', CACHE).send(renderLessonPage(subject, position));
    },
  });

  route(app, contentEndpoints.simulator, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      const { simulatorId } = req.params;
      if (!isSimulatorId(simulatorId)) throw notFound('Simulator not found.');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', simulatorContentSecurityPolicy(simulatorId))
        .header('cache-control', CACHE).send(renderSimulator(simulatorId));
    },
  });

  route(app, contentEndpoints.font, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      // The same bytes for good (the package's version is pinned): kept by the browser a year.
      return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(scriptFont(req.params.file));
    },
  });

  route(app, contentEndpoints.practicePage, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      const page = renderPracticePage(req.params.subject, req.params.position, req.query.lang ?? requestLanguage(req));
      if (!page) throw notFound('Lesson not found.');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', practiceQuizContentSecurityPolicy)
        .header('cache-control', CACHE).header('vary', 'accept-language').send(page);
    },
  });
};
