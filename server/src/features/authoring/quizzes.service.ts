import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORING_MESSAGES,
  type AuthoringDeleteResponse, type AuthoringQuiz, type AuthoringQuizSummary, type QuizKind, type QuizSaveResponse, type QuizType, type ReviewMode,
  type authoringQuizListQuerySchema, type createQuizSchema, type updateQuizSchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import { mayChangeSchoolRecord, type Principal } from '../../policies';
import { recordAudit } from '../audit';
import { lessons, subjects } from '../lessons/lessons.table';
import { questions, quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { schools } from '../../core/identity/schools.table';
import {
  QUIZ_AUTHOR_ROLES, asWritten, loadQuestions, refuseQuestionsOfOtherKind, resolveQuestions, retagQuestions, sameQuestions, writeQuestions,
} from './quiz-questions';

/** The outer quiz in correlated subqueries, in full (a one-table select renders its columns unqualified). */
const QUIZ_ID = sql.raw('"quizzes"."id"');

const quizColumns = {
  id: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, quizType: quizzes.quizType, kind: quizzes.kind, timeMinutes: quizzes.timeMinutes,
  passPercent: quizzes.passPercent, negativePercent: quizzes.negativePercent, drawCount: quizzes.drawCount, shuffle: quizzes.shuffle,
  reviewMode: quizzes.reviewMode, subjectId: quizzes.subjectId, grade: quizzes.grade,
  schoolId: quizzes.schoolId, version: quizzes.version, previousVersionId: quizzes.previousVersionId, archivedAt: quizzes.archivedAt,
  hasAttempts: sql<boolean>`exists (select 1 from ${quizAttempts} qa where qa.quiz_id = ${QUIZ_ID})`,
  questionCount: sql<number>`(select count(*)::int from ${questions} q where q.quiz_id = ${QUIZ_ID})`,
  // A pool quiz's attempt scores at most its draw_count weightiest questions' marks.
  maxMarks: sql<number>`(select coalesce(sum(m.marks), 0)::int from (select q.marks from ${questions} q where q.quiz_id = ${QUIZ_ID}
    order by q.marks desc limit coalesce(${quizzes.drawCount}, 2147483647)) m)`,
};
const selectQuizzes = (db: Db) => db.select(quizColumns).from(quizzes);
export type QuizRow = Awaited<ReturnType<typeof selectQuizzes>>[number];

/** The quiz the one-quiz routes are about (the policy loads it once). */
export async function loadQuiz(db: Db, id: number): Promise<QuizRow | null> {
  const [row] = await selectQuizzes(db).where(eq(quizzes.id, id)).limit(1);
  return row ?? null;
}

function toSummary(r: QuizRow, user: Principal): AuthoringQuizSummary {
  return {
    id: r.id, name: r.name, topic: r.topic, quiz_type: r.quizType as QuizType, kind: r.kind as QuizKind, time_minutes: r.timeMinutes,
    pass_percent: r.passPercent, negative_percent: r.negativePercent, draw_count: r.drawCount, shuffle: r.shuffle, max_marks: Number(r.maxMarks),
    review_mode: r.reviewMode as ReviewMode, subject_id: r.subjectId, grade: r.grade,
    school_id: r.schoolId, version: r.version, previous_version_id: r.previousVersionId, archived: r.archivedAt !== null,
    has_attempts: Boolean(r.hasAttempts), question_count: Number(r.questionCount),
    editable: r.archivedAt === null && mayChangeSchoolRecord(user, QUIZ_AUTHOR_ROLES, r.schoolId),
  };
}

/**
 * A quiz with its questions. Correct answers only for its authors — superusers, and teachers for their own school's
 * quizzes (ADR 0005's rule: an every-school quiz may be the paper a class is about to sit).
 */
export async function quizWithQuestions(db: Db, user: Principal, row: QuizRow): Promise<AuthoringQuiz> {
  const author = mayChangeSchoolRecord(user, QUIZ_AUTHOR_ROLES, row.schoolId);
  const list = (await loadQuestions(db, [row.id])).get(row.id)!;
  return {
    ...toSummary(row, user), answers_hidden: !author,
    questions: list.map((q) => ({ ...q, answers: q.answers.map((a) => ({ ...a, is_correct: author ? a.is_correct : null })) })),
  };
}

/** Teachers see their school's quizzes and every school's; a superuser every quiz, or one school's and every school's. */
export async function listQuizzes(db: Db, user: Principal, q: z.output<typeof authoringQuizListQuerySchema>) {
  const ownerSchool = user.isSuperuser ? q.school : user.schoolId ?? -1;
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    ownerSchool === undefined ? undefined : or(isNull(quizzes.schoolId), eq(quizzes.schoolId, ownerSchool)),
    q.include_archived ? undefined : isNull(quizzes.archivedAt),
    q.quiz_type ? eq(quizzes.quizType, q.quiz_type) : undefined,
    q.kind ? eq(quizzes.kind, q.kind) : undefined,
    q.subject_id ? eq(quizzes.subjectId, q.subject_id) : undefined,
    q.grade ? eq(quizzes.grade, q.grade) : undefined,
    term ? or(ilike(quizzes.quizName, term), ilike(quizzes.topic, term)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectQuizzes(db).where(where).orderBy(desc(quizzes.createdAt), desc(quizzes.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(quizzes).where(where),
  ]);
  return { count: total, limit: q.limit, offset: q.offset, results: rows.map((r) => toSummary(r, user)) };
}

async function checkSubject(db: Db, subjectId: number | null | undefined): Promise<void> {
  if (subjectId === null || subjectId === undefined) return;
  const [found] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!found) throw badRequest(AUTHORING_MESSAGES.noSuchSubject, [{ field: 'subject_id', message: AUTHORING_MESSAGES.noSuchSubject }]);
}

/** The school a new quiz belongs to: a teacher's own (naming another is 403); an administrator's choice, null for every school. */
async function owningSchool(db: Db, user: Principal, requested: number | null | undefined): Promise<number | null> {
  if (!user.isSuperuser) {
    if (requested !== undefined && requested !== user.schoolId) throw forbidden(AUTHORING_MESSAGES.schoolOfTeacher);
    return user.schoolId;
  }
  if (requested === undefined || requested === null) return null;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, requested)).limit(1);
  if (!school) throw badRequest(AUTHORING_MESSAGES.noSuchSchool, [{ field: 'school_id', message: AUTHORING_MESSAGES.noSuchSchool }]);
  return requested;
}

const auditView = (q: AuthoringQuiz) => ({
  name: q.name, topic: q.topic, quiz_type: q.quiz_type, kind: q.kind, time_minutes: q.time_minutes, subject_id: q.subject_id, grade: q.grade,
  school_id: q.school_id, version: q.version, questions: q.questions.length, pass_percent: q.pass_percent,
  negative_percent: q.negative_percent, draw_count: q.draw_count, shuffle: q.shuffle,
});

/** A pool quiz draws from the questions it holds: never more than those (400). */
function checkDraw(drawCount: number | null, questionCount: number): void {
  if (drawCount !== null && drawCount > questionCount) {
    throw badRequest(AUTHORING_MESSAGES.drawTooMany, [{ field: 'draw_count', message: AUTHORING_MESSAGES.drawTooMany }]);
  }
}

async function saved(db: Db, user: Principal, id: number) {
  return quizWithQuestions(db, user, (await loadQuiz(db, id))!);
}

export async function createQuiz(db: Db, user: Principal, input: z.output<typeof createQuizSchema>): Promise<QuizSaveResponse> {
  const schoolId = await owningSchool(db, user, input.school_id);
  await checkSubject(db, input.subject_id);
  const written = await resolveQuestions(db, user, input.questions.map((q) => ({ ...q, id: undefined })));
  checkDraw(input.draw_count, written.length);
  const id = await db.transaction(async (tx) => {
    await refuseQuestionsOfOtherKind(tx, input.kind, written.map((q) => q.text));
    const [row] = await tx.insert(quizzes).values({
      quizName: input.name, topic: input.topic, quizType: input.quiz_type, kind: input.kind, timeMinutes: input.time_minutes, passPercent: input.pass_percent,
      negativePercent: input.negative_percent, drawCount: input.draw_count, shuffle: input.shuffle, reviewMode: input.review_mode, subjectId: input.subject_id, grade: input.grade, schoolId, createdBy: user.id,
    }).returning({ id: quizzes.id });
    await writeQuestions(tx, row.id, written);
    await recordAudit(tx, { schoolId, actorId: user.id, action: 'create', entity: 'quiz', entityId: row.id, after: auditView(await saved(tx, user, row.id)) });
    return row.id;
  });
  return { detail: AUTHORING_MESSAGES.savedInPlace, new_version: false, quiz: await saved(db, user, id) };
}

/**
 * Whether the quiz may change kind (ADR 0022), asked under the quiz's lock: a practice quiz never becomes graded (its
 * answers may have been read on its lesson's page); a graded one becomes practice only if nobody was given or took it.
 */
async function checkKindChange(tx: Db, current: QuizRow, kind: QuizKind | undefined): Promise<void> {
  if (kind === undefined || kind === current.kind) return;
  if (kind === 'graded') throw conflict(AUTHORING_MESSAGES.practiceStaysPractice);
  const [used] = await tx.select({ one: sql`1` }).from(quizAssignments).where(eq(quizAssignments.quizId, current.id))
    .union(tx.select({ one: sql`1` }).from(quizAttempts).where(eq(quizAttempts.quizId, current.id))).limit(1);
  if (used) throw conflict(AUTHORING_MESSAGES.gradedInUse);
}

/**
 * Changes a quiz. Its name, topic, type, time, pass mark, review mode, subject and grade change in place. Changed
 * questions on a quiz without attempts are rewritten in place; on a quiz with attempts they make a new version — a new
 * quiz naming the old one as its previous version — and the old one is archived with its attempts, reports and
 * assignments untouched. Lessons that practise with the old one practise with the new one. Its kind changes only as
 * checkKindChange allows, and its questions stay clear of the other kind's (ADR 0022).
 */
export async function updateQuiz(db: Db, user: Principal, current: QuizRow, input: z.output<typeof updateQuizSchema>): Promise<QuizSaveResponse> {
  if (current.archivedAt !== null) throw conflict(AUTHORING_MESSAGES.archivedReadOnly);
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(AUTHORING_MESSAGES.nothingToChange);
  await checkSubject(db, input.subject_id);
  const before = await quizWithQuestions(db, user, current);
  const written = input.questions ? await resolveQuestions(db, user, input.questions) : null;
  const fields = {
    quizName: input.name ?? current.name, topic: input.topic ?? current.topic, quizType: input.quiz_type ?? current.quizType,
    kind: input.kind ?? current.kind,
    timeMinutes: input.time_minutes ?? current.timeMinutes, passPercent: input.pass_percent ?? current.passPercent,
    negativePercent: input.negative_percent ?? current.negativePercent,
    drawCount: input.draw_count === undefined ? current.drawCount : input.draw_count, shuffle: input.shuffle ?? current.shuffle,
    reviewMode: input.review_mode ?? current.reviewMode,
    subjectId: input.subject_id === undefined ? current.subjectId : input.subject_id,
    grade: input.grade === undefined ? current.grade : input.grade,
  };
  checkDraw(fields.drawCount, written?.length ?? before.questions.length);
  // What an attempt's paper and marks depend on (ADR 0041): changed on a quiz with attempts, they make a new version.
  const markingChange = fields.negativePercent !== current.negativePercent || fields.drawCount !== current.drawCount || fields.shuffle !== current.shuffle;
  const questionsChange = (written !== null && !sameQuestions(before.questions, written)) || (markingChange && written === null);
  const tagsOnly = written !== null && !questionsChange && JSON.stringify(written.map((q) => q.tags)) !== JSON.stringify(before.questions.map((q) => q.tags));
  const result = await db.transaction(async (tx) => {
    // Lock the quiz, then ask again whether anyone started it: an attempt begun meanwhile still gets its paper kept.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, current.id)).for('update');
    await checkKindChange(tx, current, input.kind);
    if (questionsChange || fields.kind !== current.kind) {
      await refuseQuestionsOfOtherKind(tx, fields.kind as QuizKind, (written ?? before.questions).map((q) => q.text), current.id);
    }
    const [{ attempts }] = await tx.select({ attempts: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, current.id));
    if (questionsChange && attempts > 0) {
      const [row] = await tx.insert(quizzes).values({
        ...fields, schoolId: current.schoolId, createdBy: user.id, version: current.version + 1, previousVersionId: current.id,
      }).returning({ id: quizzes.id });
      await writeQuestions(tx, row.id, (written ?? before.questions.map(asWritten)).map((q) => ({ ...q, id: undefined })));
      await tx.update(quizzes).set({ archivedAt: new Date() }).where(eq(quizzes.id, current.id));
      await tx.update(lessons).set({ practiceQuizId: row.id }).where(eq(lessons.practiceQuizId, current.id));
      const after = await saved(tx, user, row.id);
      await recordAudit(tx, { schoolId: current.schoolId, actorId: user.id, action: 'update', entity: 'quiz', entityId: current.id, before: auditView(before), after: { ...auditView(after), new_version_id: row.id } });
      return { id: row.id, newVersion: true };
    }
    await tx.update(quizzes).set(fields).where(eq(quizzes.id, current.id));
    if (questionsChange && written) await writeQuestions(tx, current.id, written);
    if (tagsOnly) await retagQuestions(tx, current.id, written);
    await recordAudit(tx, { schoolId: current.schoolId, actorId: user.id, action: 'update', entity: 'quiz', entityId: current.id, before: auditView(before), after: auditView(await saved(tx, user, current.id)) });
    return { id: current.id, newVersion: false };
  });
  return {
    detail: result.newVersion ? AUTHORING_MESSAGES.newVersion : AUTHORING_MESSAGES.savedInPlace,
    new_version: result.newVersion, quiz: await saved(db, user, result.id),
  };
}

/**
 * Deletes a quiz nobody attempted, with its assignments; one with attempts is archived: no longer listed or startable
 * where nobody took it, kept with its attempts for reports. Lessons stop offering it as practice either way.
 */
export async function deleteQuiz(db: Db, user: Principal, current: QuizRow): Promise<AuthoringDeleteResponse> {
  const before = await quizWithQuestions(db, user, current);
  const archive = Boolean(current.hasAttempts);
  await db.transaction(async (tx) => {
    await tx.update(lessons).set({ practiceQuizId: null, quizUrl: null }).where(eq(lessons.practiceQuizId, current.id));
    if (archive) {
      if (current.archivedAt === null) await tx.update(quizzes).set({ archivedAt: new Date() }).where(eq(quizzes.id, current.id));
    } else {
      await tx.delete(quizzes).where(eq(quizzes.id, current.id));
    }
    await recordAudit(tx, { schoolId: current.schoolId, actorId: user.id, action: 'delete', entity: 'quiz', entityId: current.id, before: auditView(before), after: archive ? { archived: true } : null });
  });
  return { detail: archive ? AUTHORING_MESSAGES.archived : AUTHORING_MESSAGES.deleted, archived: archive };
}
