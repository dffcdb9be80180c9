import { sql } from 'drizzle-orm';
import { pgTable, text, integer, uuid, timestamp, primaryKey, check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';
import { lessons, subjects } from '../lessons/lessons.table';
import { quizzes, questions, answers } from '../quizzes/quizzes.table';
import { news, updates } from '../news/news.table';
import { notifications } from '../notifications/notifications.table';

/**
 * The versions of learning content in languages other than English (ADR 0044): one table per kind, one row per item
 * and language, a column per translated field (null: that field is read in English). The item's own row is the
 * English text; a version goes with its item (on delete cascade), so export, erasure and archiving follow the item.
 * None holds anything about a person but who last wrote it (set null when that account goes).
 */
const language = () => text('language').notNull();
const languageCheck = (name: string, col: AnyPgColumn) => check(name, sql`${col} ~ '^[a-z]{2,3}$' and ${col} <> 'en'`);
const written = () => ({
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const subjectTranslations = pgTable('subject_translations', {
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  language: language(),
  name: text('name'),
  description: text('description'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.subjectId, t.language] }), languageCheck('subject_translations_language_ck', t.language)]);

export const lessonTranslations = pgTable('lesson_translations', {
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  language: language(),
  name: text('name'),
  /** Sanitised like lessons.content_html (authoring's sanitiser) before it is stored. */
  contentHtml: text('content_html'),
  hintFileId: uuid('hint_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  lessonPlanFileId: uuid('lesson_plan_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  ...written(),
}, (t) => [primaryKey({ columns: [t.lessonId, t.language] }), languageCheck('lesson_translations_language_ck', t.language)]);

export const quizTranslations = pgTable('quiz_translations', {
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  language: language(),
  quizName: text('quiz_name'),
  topic: text('topic'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.quizId, t.language] }), languageCheck('quiz_translations_language_ck', t.language)]);

export const questionTranslations = pgTable('question_translations', {
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  language: language(),
  text: text('text'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.questionId, t.language] }), languageCheck('question_translations_language_ck', t.language)]);

/** An option's or accepted answer's text; a typed question's accepted answer keeps its match key, which marking accepts for every student. */
export const answerTranslations = pgTable('answer_translations', {
  answerId: integer('answer_id').notNull().references(() => answers.id, { onDelete: 'cascade' }),
  language: language(),
  text: text('text'),
  matchKey: text('match_key'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.answerId, t.language] }), languageCheck('answer_translations_language_ck', t.language)]);

export const newsTranslations = pgTable('news_translations', {
  newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
  language: language(),
  title: text('title'),
  content: text('content'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.newsId, t.language] }), languageCheck('news_translations_language_ck', t.language)]);

export const updateTranslations = pgTable('update_translations', {
  updateId: integer('update_id').notNull().references(() => updates.id, { onDelete: 'cascade' }),
  language: language(),
  message: text('message'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.updateId, t.language] }), languageCheck('update_translations_language_ck', t.language)]);

export const notificationTranslations = pgTable('notification_translations', {
  notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
  language: language(),
  subject: text('subject'),
  message: text('message'),
  ...written(),
}, (t) => [primaryKey({ columns: [t.notificationId, t.language] }), languageCheck('notification_translations_language_ck', t.language)]);
