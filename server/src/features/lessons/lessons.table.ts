import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, uuid, timestamp, index, uniqueIndex, check, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';
// Quizzes name their subject (subjects.table.ts) and a lesson names its practice quiz: with subjects in a file of their
// own the two table files do not import each other.
import { quizzes } from '../quizzes/quizzes.table';
import { subjects } from './subjects.table';

export { subjects };

/** One of the 8 lessons of a subject, with its resources. Missing resources are null. */
export const lessons = pgTable('lessons', {
  id: id(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  contentUrl: text('content_url'),
  videoUrl: text('video_url'),
  simulatorUrl: text('simulator_url'),
  quizUrl: text('quiz_url'),
  imageUrl: text('image_url'),
  hintFileId: uuid('hint_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  lessonPlanFileId: uuid('lesson_plan_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  lessonPptFileId: uuid('lesson_ppt_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  displayOnFrontend: boolean('display_on_frontend').notNull().default(true),
  /** Rich text written in the authoring screens, stored sanitised; content_url then points at its page. */
  contentHtml: text('content_html').notNull().default(''),
  /** The quiz the Quiz tab offers as a self-check (authoring); quiz_url then points at its page. */
  practiceQuizId: integer('practice_quiz_id').references((): AnyPgColumn => quizzes.id, { onDelete: 'set null' }),
  /** Set when a lesson students used was deleted: no longer offered to any school, kept for reports. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  // Archived lessons keep their old position for reports and give the place up to a new lesson.
  uniqueIndex('lessons_subject_position_uq').on(t.subjectId, t.position).where(sql`${t.archivedAt} is null`),
  // Every lesson of a subject, archived ones too (a student's home asks which subjects have one offered to the school).
  index('lessons_subject_idx').on(t.subjectId),
  check('lessons_position_ck', sql`${t.position} between 1 and 8`),
]);

/**
 * The schools a subject is offered to (authoring); each of its lessons not archived is offered to the same schools in
 * lesson_schools, which every reader filters by.
 */
export const subjectSchools = pgTable('subject_schools', {
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.subjectId, t.schoolId] }), index('subject_schools_school_idx').on(t.schoolId)]);

/** Which schools a lesson is offered to (the curriculum viewer filters by it). */
export const lessonSchools = pgTable('lesson_schools', {
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.lessonId, t.schoolId] }), index('lesson_schools_school_idx').on(t.schoolId)]);

export const lessonCompletions = pgTable('lesson_completions', {
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.studentId, t.lessonId] }), index('lesson_completions_lesson_idx').on(t.lessonId)]);
