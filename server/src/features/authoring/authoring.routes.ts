import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTHORING_MAX_FILE_BYTES, AUTHORING_MESSAGES, authoredContentEndpoints, authoringEndpoints as e } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { localize, requestLanguage } from '../../lib/localize';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { publicAccess, rolesAccess, schoolOwnedRecord, superuserOnly } from '../../policies';
import { readFileBytes } from '../files';
import { practiceQuizContentSecurityPolicy } from '../../content/practice-quiz-page';
import { lessonContentSecurityPolicy, renderLessonContent, renderPracticeQuiz } from './authored-pages';
import { lessonPageAccess } from './lesson-page.policy';
import { createLesson, deleteLesson, listLessons, setLessonFile, updateLesson } from './lessons.service';
import { questionBank } from './question-bank.service';
import { QUIZ_AUTHOR_ROLES } from './quiz-questions';
import { createQuiz, deleteQuiz, listQuizzes, loadQuiz, quizWithQuestions, updateQuiz } from './quizzes.service';
import { createSubject, deleteSubject, listSubjects, updateSubject } from './subjects.service';
import { subjectImageFile, uploadLessonFile, uploadSubjectImage } from './uploads.service';

/** Teachers author their own school's quizzes; superusers every quiz (and everything else here). */
const quizAuthors = rolesAccess(QUIZ_AUTHOR_ROLES);
const oneQuiz = schoolOwnedRecord({
  record: 'quiz', roles: QUIZ_AUTHOR_ROLES,
  notFoundDetail: AUTHORING_MESSAGES.noSuchQuiz, deniedDetail: AUTHORING_MESSAGES.notYourSchoolsQuiz,
  load: (req, db) => loadQuiz(db, (req.params as { id: number }).id),
});

const readForm = (req: FastifyRequest) => readMultipartForm(req, {
  maxFileBytes: AUTHORING_MAX_FILE_BYTES, notMultipart: AUTHORING_MESSAGES.notMultipart, tooLarge: AUTHORING_MESSAGES.tooLarge,
});

/** Authored pages change whenever their lesson is edited, so browsers ask again each time. */
const PAGE_CACHE = 'no-cache';

/**
 * Course authoring (issue 12): subjects, lessons and their files for superusers; quizzes for superusers and for
 * teachers (their own school's); the public pages the lesson viewer frames for authored lessons.
 */
export const authoringRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, storage } = ctx;
  const said = (req: FastifyRequest, text: string) => localize(text, requestLanguage(req));

  route(app, e.listSubjects, { access: superuserOnly, handler: (req) => listSubjects(db, req.query) });
  route(app, e.createSubject, {
    access: superuserOnly,
    handler: async (req, user, reply) => reply.code(201).send(await createSubject(db, user.id, req.body)),
  });
  route(app, e.updateSubject, { access: superuserOnly, handler: (req, user) => updateSubject(db, user.id, req.params.id, req.body) });
  route(app, e.deleteSubject, {
    access: superuserOnly,
    async handler(req, user) {
      const done = await deleteSubject(db, user.id, req.params.id);
      return { ...done, detail: said(req, done.detail) };
    },
  });
  route(app, e.subjectImage, {
    access: superuserOnly,
    handler: async (req, user) => uploadSubjectImage(db, storage, user.id, req.params.id, await readForm(req)),
  });

  route(app, e.listLessons, { access: superuserOnly, handler: (req) => listLessons(db, req.params.id, req.query.include_archived) });
  route(app, e.createLesson, {
    access: superuserOnly,
    handler: async (req, user, reply) => reply.code(201).send(await createLesson(db, user.id, req.params.id, req.body)),
  });
  route(app, e.updateLesson, { access: superuserOnly, handler: (req, user) => updateLesson(db, user.id, req.params.id, req.body) });
  route(app, e.deleteLesson, {
    access: superuserOnly,
    async handler(req, user) {
      const done = await deleteLesson(db, user.id, req.params.id);
      return { ...done, detail: said(req, done.detail) };
    },
  });
  route(app, e.uploadLessonFile, {
    access: superuserOnly,
    handler: async (req, user) => uploadLessonFile(db, storage, user.id, req.params.id, req.params.kind, await readForm(req)),
  });
  route(app, e.deleteLessonFile, { access: superuserOnly, handler: (req, user) => setLessonFile(db, user.id, req.params.id, req.params.kind, null) });

  route(app, e.questionBank, { access: quizAuthors, handler: (req, user) => questionBank(db, user, req.params.id, req.query) });
  route(app, e.listQuizzes, { access: quizAuthors, handler: (req, user) => listQuizzes(db, user, req.query) });
  route(app, e.createQuiz, {
    access: quizAuthors,
    async handler(req, user, reply) {
      const done = await createQuiz(db, user, req.body);
      return reply.code(201).send({ ...done, detail: said(req, done.detail) });
    },
  });
  route(app, e.getQuiz, { access: oneQuiz, handler: (_req, { user, record }) => quizWithQuestions(db, user, record) });
  route(app, e.updateQuiz, {
    access: oneQuiz,
    async handler(req, { user, record }) {
      const done = await updateQuiz(db, user, record, req.body);
      return { ...done, detail: said(req, done.detail) };
    },
  });
  route(app, e.deleteQuiz, {
    access: oneQuiz,
    async handler(req, { user, record }) {
      const done = await deleteQuiz(db, user, record);
      return { ...done, detail: said(req, done.detail) };
    },
  });

  // The lesson's text only to whom the lesson is shown (the viewer fetches it with the token and frames it from a blob).
  const pages = authoredContentEndpoints;
  route(app, pages.lessonPage, {
    access: lessonPageAccess,
    async handler(req, _subject, reply) {
      const page = await renderLessonContent(db, req.params.id, req.query.lang ?? requestLanguage(req), `${req.protocol}://${req.host}`);
      if (!page) throw notFound('Lesson not found.');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', lessonContentSecurityPolicy).header('vary', 'accept-language')
        // Answered per caller: no shared cache may keep it.
        .header('cache-control', `private, ${PAGE_CACHE}`).send(page);
    },
  });
  // Public: the lesson viewer frames the practice page and the subject cards show the image, neither sends the token.
  route(app, pages.practicePage, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      // In the language of the address (a frame sends none of the app's), else of the browser.
      const page = await renderPracticeQuiz(db, req.params.id, req.query.lang ?? requestLanguage(req));
      if (!page) throw notFound('Lesson not found.');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', practiceQuizContentSecurityPolicy)
        .header('vary', 'accept-language').header('cache-control', PAGE_CACHE).send(page);
    },
  });
  route(app, pages.subjectImage, {
    access: publicAccess,
    async handler(req, _subject, reply) {
      const { meta, bytes } = await readFileBytes(db, storage, await subjectImageFile(db, req.params.id));
      // The address changes with each upload (?v=), so the image may be kept.
      return reply.type(meta.contentType).header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'").header('x-content-type-options', 'nosniff').send(bytes);
    },
  });
};
