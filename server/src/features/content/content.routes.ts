import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPaths, errorSchema, htmlPageSchema, lessonPageParamsSchema, simulatorParamsSchema } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { findLesson } from '../../content/catalogue';
import { lessonPageContentSecurityPolicy, renderLessonPage } from '../../content/lesson-page';
import { isSimulatorId, renderSimulator, simulatorContentSecurityPolicy } from '../../content/simulators';
import { practicePageContentSecurityPolicy, renderPracticePage } from './practice-page';

// Public: course material shown in the lesson viewer's iframe, which cannot send the token header.
// Pages are generated from committed text, so they are cached by the browser for a day.
const publicPage = { access: { public: true } } as const;

export const contentRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(contentPaths.lessonPage, {
    schema: { tags: ['content'], summary: 'A lesson content page (HTML)', params: lessonPageParamsSchema, response: { 200: htmlPageSchema, 404: errorSchema } },
    config: publicPage,
  }, async (req, reply) => {
    const { subject, position } = req.params;
    if (!findLesson(subject, position)) throw notFound('Lesson not found.');
    return reply.type('text/html; charset=utf-8')
      .header('content-security-policy', lessonPageContentSecurityPolicy)
      .header('cache-control', 'public, max-age=86400')
      .send(renderLessonPage(subject, position));
  });

  app.get(contentPaths.simulator, {
    schema: { tags: ['content'], summary: 'An interactive simulator (HTML)', params: simulatorParamsSchema, response: { 200: htmlPageSchema, 404: errorSchema } },
    config: publicPage,
  }, async (req, reply) => {
    const { simulatorId } = req.params;
    if (!isSimulatorId(simulatorId)) throw notFound('Simulator not found.');
    return reply.type('text/html; charset=utf-8')
      .header('content-security-policy', simulatorContentSecurityPolicy(simulatorId))
      .header('cache-control', 'public, max-age=86400')
      .send(renderSimulator(simulatorId));
  });

  app.get(contentPaths.practicePage, {
    schema: { tags: ['content'], summary: "A lesson's self-check on its key terms (HTML, Quiz tab)", params: lessonPageParamsSchema, response: { 200: htmlPageSchema, 404: errorSchema } },
    config: publicPage,
  }, async (req, reply) => {
    const page = renderPracticePage(req.params.subject, req.params.position);
    if (!page) throw notFound('Lesson not found.');
    return reply.type('text/html; charset=utf-8')
      .header('content-security-policy', practicePageContentSecurityPolicy)
      .header('cache-control', 'public, max-age=86400')
      .send(page);
  });
};
