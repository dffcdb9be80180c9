import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, date, timestamp, uuid, jsonb, doublePrecision, index, uniqueIndex, check, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck, sectionCheck, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';
import { subjects } from '../lessons/subjects.table';
import { storedFiles } from '../files/files.table';
import { QUESTION_KINDS, QUESTION_MAX_MARKS, QUIZ_KINDS, QUIZ_TYPES, REVIEW_MODES } from '@prayog/contract';

export const quizzes = pgTable('quizzes', {
  id: id(),
  quizName: text('quiz_name').notNull(),
  topic: text('topic').notNull(),
  quizType: text('quiz_type').notNull(),
  /** practice: a lesson's self-check, answers public, never assigned; graded: assignable, answers kept (ADR 0022). */
  kind: text('kind').notNull().default('graded'),
  timeMinutes: integer('time_minutes').notNull(),
  passPercent: integer('pass_percent').notNull().default(60),
  /** The share of a question's marks a wrong answer loses (ADR 0041); 0: no negative marking. Blanks never lose marks. */
  negativePercent: integer('negative_percent').notNull().default(0),
  /** A pool quiz: each attempt draws this many of its questions, preferring ones the student has not met (ADR 0041). */
  drawCount: integer('draw_count'),
  /** Each attempt gets the questions, and the options of choice questions, in its own order, kept across reloads. */
  shuffle: boolean('shuffle').notNull().default(false),
  /** When students who took it may see its correct answers (ADR 0005). */
  reviewMode: text('review_mode').notNull().default('after_close'),
  subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
  grade: integer('grade'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** The school that owns it (a teacher's quiz); null: made by an administrator for every school. */
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  /** 1, then +1 for each new version made because a quiz with attempts had its questions changed. */
  version: integer('version').notNull().default(1),
  previousVersionId: integer('previous_version_id').references((): AnyPgColumn => quizzes.id, { onDelete: 'set null' }),
  /** Set when it was replaced by a new version or deleted after students took it: kept for reports. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('quizzes_type_grade_idx').on(t.quizType, t.grade),
  index('quizzes_school_idx').on(t.schoolId),
  index('quizzes_previous_version_idx').on(t.previousVersionId),
  check('quizzes_version_ck', sql`${t.version} >= 1`),
  check('quizzes_type_ck', inList(t.quizType, QUIZ_TYPES)),
  check('quizzes_kind_ck', inList(t.kind, QUIZ_KINDS)),
  check('quizzes_review_mode_ck', inList(t.reviewMode, REVIEW_MODES)),
  check('quizzes_time_ck', sql`${t.timeMinutes} between 1 and 300`),
  check('quizzes_pass_ck', sql`${t.passPercent} between 0 and 100`),
  check('quizzes_negative_ck', sql`${t.negativePercent} between 0 and 100`),
  check('quizzes_draw_ck', sql`${t.drawCount} is null or ${t.drawCount} >= 1`),
  check('quizzes_grade_ck', sql`${t.grade} is null or ${gradeCheck(t.grade)}`),
]);

export const questions = pgTable('questions', {
  id: id(),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  /** How it is answered and marked (ADR 0041): single, multiple, true_false, numeric, short_text. */
  kind: text('kind').notNull().default('single'),
  marks: integer('marks').notNull().default(1),
  /** Numeric questions: how far from the answer still counts as right. */
  tolerance: doublePrecision('tolerance'),
  /** The bank's tags (a topic, a difficulty): what a pool quiz's questions are picked by in the editors. */
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [
  uniqueIndex('questions_quiz_position_uq').on(t.quizId, t.position),
  check('questions_kind_ck', inList(t.kind, QUESTION_KINDS)),
  check('questions_marks_ck', sql`${t.marks} between 1 and ${sql.raw(String(QUESTION_MAX_MARKS))}`),
  check('questions_tolerance_ck', sql`${t.tolerance} is null or ${t.tolerance} >= 0`),
]);

/** An answer option; is_correct never leaves the server before the attempt is submitted. */
export const answers = pgTable('answers', {
  id: id(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  isCorrect: boolean('is_correct').notNull().default(false),
  /** Numeric and short-text questions: the accepted answer as marking compares it (answerMatchKey). */
  matchKey: text('match_key'),
}, (t) => [uniqueIndex('answers_question_position_uq').on(t.questionId, t.position)]);

/** A quiz given to one class (school, grade, section). */
export const quizAssignments = pgTable('quiz_assignments', {
  id: id(),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  grade: integer('grade').notNull(),
  section: text('section').notNull(),
  assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  assignedAt: createdAt('assigned_at'),
  dueDate: date('due_date'),
}, (t) => [
  uniqueIndex('quiz_assignments_class_uq').on(t.quizId, t.schoolId, t.grade, t.section),
  index('quiz_assignments_class_idx').on(t.schoolId, t.grade, t.section),
  // Every column the reports' answer-review rule reads of a school's assignments of a quiz: read from the index alone.
  index('quiz_assignments_school_quiz_idx').on(t.schoolId, t.quizId, t.grade, t.section, t.dueDate),
  check('quiz_assignments_grade_ck', gradeCheck(t.grade)),
  check('quiz_assignments_section_ck', sectionCheck(t.section)),
]);

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;

/** One attempt per student and quiz; the deadline is set by the server when the attempt starts. */
export const quizAttempts = pgTable('quiz_attempts', {
  id: id(),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The student's school when the attempt started: the school's recent submissions read it by index. */
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('in_progress'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  totalQuestions: integer('total_questions').notNull(),
  correctCount: integer('correct_count').notNull().default(0),
  wrongCount: integer('wrong_count').notNull().default(0),
  unattemptedCount: integer('unattempted_count').notNull().default(0),
  scorePercent: integer('score_percent').notNull().default(0),
  /** The marks scored (negative marking may take it below zero) and the marks of the attempt's questions (ADR 0041). */
  marksScored: doublePrecision('marks_scored').notNull().default(0),
  marksTotal: integer('marks_total').notNull().default(0),
  /**
   * The attempt's questions in the order it shows them: drawn from a pool and shuffled when the quiz says so, fixed
   * when the attempt starts so a reload shows the same paper. Null: every question of the quiz, in its order.
   */
  questionIds: integer('question_ids').array(),
  /** The credit (0–1) of each answered question at submit (question id → credit): item analysis reads it. */
  credits: jsonb('credits').$type<Record<string, number>>(),
  /**
   * The answer to each answered question (question id → option id; option ids for multiple select; the typed text for
   * numeric and short text), written when the attempt is submitted
   * (attempt-scoring.ts), whose answers never change after: a district's reports read one row per attempt instead of
   * each answer (ADR 0020). Null for rows written without it (tests' fixtures); the reports then read attempt_answers.
   */
  chosen: jsonb('chosen').$type<Record<string, number | number[] | string | null>>(),
}, (t) => [
  uniqueIndex('quiz_attempts_student_quiz_uq').on(t.studentId, t.quizId),
  index('quiz_attempts_quiz_idx').on(t.quizId, t.status),
  index('quiz_attempts_school_submitted_idx').on(t.schoolId, t.submittedAt),
  check('quiz_attempts_status_ck', inList(t.status, ATTEMPT_STATUSES)),
  check('quiz_attempts_counts_ck', sql`${t.correctCount} >= 0 and ${t.wrongCount} >= 0 and ${t.unattemptedCount} >= 0 and ${t.correctCount} + ${t.wrongCount} + ${t.unattemptedCount} <= ${t.totalQuestions}`),
  check('quiz_attempts_score_ck', sql`${t.scorePercent} between 0 and 100`),
]);

export const attemptAnswers = pgTable('attempt_answers', {
  attemptId: integer('attempt_id').notNull().references(() => quizAttempts.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  answerId: integer('answer_id').references(() => answers.id, { onDelete: 'set null' }),
  /** Multiple-select questions: the options chosen (answer_id stays null). */
  choiceIds: integer('choice_ids').array(),
  /** Numeric and short-text questions: the answer as typed, and as marking compares it (answerMatchKey). */
  response: text('response'),
  responseKey: text('response_key'),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })]);

/** The PDF certificate of a passing attempt. */
export const certificates = pgTable('certificates', {
  id: id(),
  attemptId: integer('attempt_id').notNull().references(() => quizAttempts.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'restrict' }),
  issuedAt: createdAt('issued_at'),
}, (t) => [uniqueIndex('certificates_attempt_uq').on(t.attemptId), index('certificates_student_idx').on(t.studentId)]);
