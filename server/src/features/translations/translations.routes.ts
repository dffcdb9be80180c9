import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTHORING_MAX_FILE_BYTES, AUTHORING_MESSAGES, translationsEndpoints as e } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { localize, requestLanguage } from '../../lib/localize';
import { readMultipartForm } from '../../lib/multipart';
import { rolesAccess, superuserOnly } from '../../policies';
import { QUIZ_AUTHOR_ROLES } from '../authoring';
import { coverage } from './coverage.service';
import { deleteLessonFile, uploadLessonFile } from './lesson-files.service';
import { saveTranslation } from './save.service';
import { translationWriter } from './translations.policy';
import { newsView, subjectView } from './views.service';

/**
 * Teachers (for their school's quizzes, the subjects offered to it and the notifications they sent) and superusers
 * (everything) read coverage, subjects and the news view (a teacher's holds only their notifications).
 */
const translators = rolesAccess(QUIZ_AUTHOR_ROLES);

/** The lesson documents' uploads take the lesson's own limits. */
const readForm = (req: FastifyRequest) => readMultipartForm(req, {
  maxFileBytes: AUTHORING_MAX_FILE_BYTES, notMultipart: AUTHORING_MESSAGES.notMultipart, tooLarge: AUTHORING_MESSAGES.tooLarge,
});

/**
 * Writing content in other languages (issue 33 item 1, ADR 0044): what is missing per subject and language, a subject's
 * (or the news') items with the English beside the version, the write of one item's version, and a lesson's hint and
 * lesson plan in a language. Who may write an item's version is who may edit the item (who-writes.ts).
 */
export const translationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, storage } = ctx;

  route(app, e.coverage, {
    access: translators,
    async handler(req, user) {
      const done = await coverage(db, user, req.query.language);
      // Subjects are named as written (English); the news (or a teacher's notifications) row is the server's own words, in the caller's language.
      return { ...done, rows: done.rows.map((r) => (r.subject_id === null ? { ...r, name: localize(r.name, requestLanguage(req)) } : r)) };
    },
  });
  route(app, e.subject, { access: translators, handler: (req, user) => subjectView(db, user, req.params.id, req.query.language) });
  route(app, e.news, { access: translators, handler: (req, user) => newsView(db, user, req.query.language) });
  route(app, e.save, {
    access: translationWriter,
    handler: (req, { user, item }) => saveTranslation(db, user, item, req.params.language, req.body),
  });
  route(app, e.uploadLessonFile, {
    access: superuserOnly,
    handler: async (req, user) => uploadLessonFile(db, storage, user, req.params.id, req.params.language, req.params.fileKind, await readForm(req)),
  });
  route(app, e.deleteLessonFile, {
    access: superuserOnly,
    handler: (req, user) => deleteLessonFile(db, user, req.params.id, req.params.language, req.params.fileKind),
  });
};
