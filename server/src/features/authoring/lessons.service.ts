import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORING_MESSAGES, LESSONS_PER_SUBJECT, SIMULATOR_IDS, YOUTUBE_URL_PATTERN, authoredLessonPageUrl, fileUrl, practiceQuizPageUrl, simulatorUrl,
  type AuthoringDeleteResponse, type AuthoringLesson, type LessonFileKind, type SimulatorId, type createLessonSchema, type updateLessonSchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { activityDaily } from '../activity/activity.table';
import { lessonCompletions, lessons } from '../lessons/lessons.table';
import { quizzes } from '../quizzes/quizzes.table';
import { sanitizeLessonHtml } from './sanitize';
import { offerSubject, requireSubject } from './subjects.service';

/** The outer lesson in correlated subqueries, in full (a one-table select renders its columns unqualified). */
const LESSON_ID = sql.raw('"lessons"."id"');

const lessonColumns = {
  id: lessons.id, subjectId: lessons.subjectId, position: lessons.position, name: lessons.name,
  contentHtml: lessons.contentHtml, contentUrl: lessons.contentUrl, videoUrl: lessons.videoUrl, simulatorUrl: lessons.simulatorUrl,
  quizUrl: lessons.quizUrl, practiceQuizId: lessons.practiceQuizId, displayOnFrontend: lessons.displayOnFrontend,
  hintFileId: lessons.hintFileId, lessonPlanFileId: lessons.lessonPlanFileId, lessonPptFileId: lessons.lessonPptFileId,
  archivedAt: lessons.archivedAt,
  // Students used it: a completion or time spent in one of its tabs.
  inUse: sql<boolean>`(exists (select 1 from ${lessonCompletions} lc where lc.lesson_id = ${LESSON_ID})
    or exists (select 1 from ${activityDaily} a where a.lesson_id = ${LESSON_ID}))`,
};
const selectLessons = (db: Db) => db.select(lessonColumns).from(lessons);
type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

/** The built-in simulator a lesson's simulator address opens, if it is one. */
function simulatorOf(url: string | null): SimulatorId | null {
  const id = url ? /^\/api\/content\/simulators\/([a-z0-9-]+)\/$/.exec(url)?.[1] : undefined;
  return id && (SIMULATOR_IDS as readonly string[]).includes(id) ? (id as SimulatorId) : null;
}

function toLesson(r: LessonRow): AuthoringLesson {
  return {
    id: r.id, subject_id: r.subjectId, position: r.position, name: r.name, content_html: r.contentHtml,
    video_url: r.videoUrl, simulator: simulatorOf(r.simulatorUrl), practice_quiz_id: r.practiceQuizId,
    display_on_frontend: r.displayOnFrontend,
    hint_url: r.hintFileId ? fileUrl(r.hintFileId) : null,
    lesson_plan_url: r.lessonPlanFileId ? fileUrl(r.lessonPlanFileId) : null,
    ppt_url: r.lessonPptFileId ? fileUrl(r.lessonPptFileId) : null,
    content_page_url: r.contentUrl, archived: r.archivedAt !== null, in_use: Boolean(r.inUse),
  };
}

async function findLessonRow(db: Db, id: number): Promise<LessonRow> {
  const [row] = await selectLessons(db).where(eq(lessons.id, id)).limit(1);
  if (!row) throw notFound(AUTHORING_MESSAGES.noSuchLesson);
  return row;
}

export const findLesson = async (db: Db, id: number) => toLesson(await findLessonRow(db, id));

export async function listLessons(db: Db, subjectId: number, includeArchived: boolean) {
  const subject = await requireSubject(db, subjectId);
  const rows = await selectLessons(db)
    .where(and(eq(lessons.subjectId, subjectId), includeArchived ? undefined : isNull(lessons.archivedAt)))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return { subject, lessons: rows.map(toLesson) };
}

/** A YouTube link in the form the lesson viewer turns into its player (watch?v=). */
function canonicalVideo(url: string | null): string | null {
  if (url === null) return null;
  if (!YOUTUBE_URL_PATTERN.test(url)) throw badRequest(AUTHORING_MESSAGES.badVideo, [{ field: 'video_url', message: AUTHORING_MESSAGES.badVideo }]);
  const id = /(?:v=|youtu\.be\/|embed\/|shorts\/)([A-Za-z0-9_-]{11})/.exec(url)![1];
  return `https://www.youtube.com/watch?v=${id}`;
}

/**
 * A lesson practises only with a practice quiz (ADR 0022): its page carries the answers. A practice quiz never becomes
 * graded, so the check holds after it, too.
 */
async function checkPracticeQuiz(db: Db, quizId: number | null | undefined): Promise<void> {
  if (quizId === null || quizId === undefined) return;
  const [quiz] = await db.select({ kind: quizzes.kind }).from(quizzes).where(and(eq(quizzes.id, quizId), isNull(quizzes.archivedAt))).limit(1);
  if (!quiz) throw badRequest(AUTHORING_MESSAGES.noSuchPracticeQuiz, [{ field: 'practice_quiz_id', message: AUTHORING_MESSAGES.noSuchPracticeQuiz }]);
  if (quiz.kind !== 'practice') throw conflict(AUTHORING_MESSAGES.practiceQuizGraded);
}

/** Positions held by the subject's lessons that are not archived (but `exceptId`). */
async function livePositions(db: Db, subjectId: number, exceptId = -1): Promise<{ id: number; position: number }[]> {
  return db.select({ id: lessons.id, position: lessons.position }).from(lessons)
    .where(and(eq(lessons.subjectId, subjectId), isNull(lessons.archivedAt), ne(lessons.id, exceptId)))
    .orderBy(asc(lessons.position)).for('update');
}

type LessonInput = Partial<z.output<typeof createLessonSchema>>;

/** The stored columns for the fields given: sanitised content and the tab addresses that follow from them. */
function columnsFor(lessonId: number, input: LessonInput, current?: LessonRow) {
  const set: Partial<typeof lessons.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.content_html !== undefined) {
    set.contentHtml = sanitizeLessonHtml(input.content_html);
    // Content written here replaces a page from elsewhere; clearing it empties the tab only if it showed this content.
    if (set.contentHtml) set.contentUrl = authoredLessonPageUrl(lessonId);
    else if (!current || current.contentUrl === authoredLessonPageUrl(lessonId)) set.contentUrl = null;
  }
  if (input.video_url !== undefined) set.videoUrl = canonicalVideo(input.video_url);
  if (input.simulator !== undefined) set.simulatorUrl = input.simulator === null ? null : simulatorUrl(input.simulator);
  if (input.practice_quiz_id !== undefined) {
    set.practiceQuizId = input.practice_quiz_id;
    if (input.practice_quiz_id !== null) set.quizUrl = practiceQuizPageUrl(lessonId);
    else if (!current || current.quizUrl === practiceQuizPageUrl(lessonId)) set.quizUrl = null;
  }
  if (input.display_on_frontend !== undefined) set.displayOnFrontend = input.display_on_frontend;
  return set;
}

const auditView = (l: AuthoringLesson) => ({
  subject_id: l.subject_id, position: l.position, name: l.name, content_length: l.content_html.length, video_url: l.video_url,
  simulator: l.simulator, practice_quiz_id: l.practice_quiz_id, display_on_frontend: l.display_on_frontend, archived: l.archived,
});

export async function createLesson(db: Db, actorId: number | null, subjectId: number, input: z.output<typeof createLessonSchema>): Promise<AuthoringLesson> {
  await requireSubject(db, subjectId);
  await checkPracticeQuiz(db, input.practice_quiz_id);
  const id = await db.transaction(async (tx) => {
    const taken = await livePositions(tx, subjectId);
    if (taken.length >= LESSONS_PER_SUBJECT) throw conflict(AUTHORING_MESSAGES.subjectFull);
    const held = new Set(taken.map((l) => l.position));
    const position = input.position ?? Array.from({ length: LESSONS_PER_SUBJECT }, (_, i) => i + 1).find((p) => !held.has(p))!;
    if (held.has(position)) throw conflict(AUTHORING_MESSAGES.positionTaken);
    const [row] = await tx.insert(lessons).values({ subjectId, position, name: input.name }).returning({ id: lessons.id });
    await tx.update(lessons).set(columnsFor(row.id, input)).where(eq(lessons.id, row.id));
    await offerSubject(tx, subjectId);
    await recordAudit(tx, { schoolId: null, actorId, action: 'create', entity: 'lesson', entityId: row.id, after: auditView(toLesson(await findLessonRow(tx, row.id))) });
    return row.id;
  });
  return findLesson(db, id);
}

/**
 * Changes a lesson. A new position swaps it with the lesson holding that place: the lesson steps out of the unique
 * index for a moment (a position cannot be parked outside 1–8, and the index cannot be deferred), the other takes
 * its old place, then it takes the new one — all in one transaction, the subject's lessons locked meanwhile.
 */
export async function updateLesson(db: Db, actorId: number | null, id: number, input: z.output<typeof updateLessonSchema>): Promise<AuthoringLesson> {
  const current = await findLessonRow(db, id);
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(AUTHORING_MESSAGES.nothingToChange);
  await checkPracticeQuiz(db, input.practice_quiz_id);
  const before = toLesson(current);
  await db.transaction(async (tx) => {
    const restoring = input.archived === false && current.archivedAt !== null;
    const live = current.archivedAt === null || restoring;
    const target = input.position ?? current.position;
    if (live) {
      const others = await livePositions(tx, current.subjectId, id);
      const holder = others.find((l) => l.position === target);
      if (restoring && others.length >= LESSONS_PER_SUBJECT) throw conflict(AUTHORING_MESSAGES.subjectFull);
      if (holder && restoring) throw conflict(AUTHORING_MESSAGES.positionTaken);
      if (holder) {
        await tx.update(lessons).set({ archivedAt: new Date() }).where(eq(lessons.id, id));
        await tx.update(lessons).set({ position: current.position }).where(eq(lessons.id, holder.id));
      }
    }
    await tx.update(lessons).set({
      ...columnsFor(id, input, current), position: target, archivedAt: live ? null : current.archivedAt,
    }).where(eq(lessons.id, id));
    if (restoring) await offerSubject(tx, current.subjectId);
    const after = toLesson(await findLessonRow(tx, id));
    await recordAudit(tx, { schoolId: null, actorId, action: 'update', entity: 'lesson', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return findLesson(db, id);
}

/** Deletes a lesson nobody used; one students used is archived: offered to no school, its place free, kept for reports. */
export async function deleteLesson(db: Db, actorId: number | null, id: number): Promise<AuthoringDeleteResponse> {
  const before = toLesson(await findLessonRow(db, id));
  const archive = before.in_use;
  await db.transaction(async (tx) => {
    if (archive) {
      if (!before.archived) await tx.update(lessons).set({ archivedAt: new Date() }).where(eq(lessons.id, id));
      await offerSubject(tx, before.subject_id);
    } else {
      await tx.delete(lessons).where(eq(lessons.id, id));
    }
    await recordAudit(tx, { schoolId: null, actorId, action: 'delete', entity: 'lesson', entityId: id, before: auditView(before), after: archive ? { archived: true } : null });
  });
  return { detail: archive ? AUTHORING_MESSAGES.archived : AUTHORING_MESSAGES.deleted, archived: archive };
}

const FILE_COLUMN = { hint: 'hintFileId', lesson_plan: 'lessonPlanFileId', ppt: 'lessonPptFileId' } as const;

/** Puts an uploaded file (stored first by the caller) in the lesson's slot, or empties the slot (null). */
export async function setLessonFile(db: Db, actorId: number | null, id: number, kind: LessonFileKind, fileId: string | null): Promise<AuthoringLesson> {
  const current = await findLessonRow(db, id);
  const column = FILE_COLUMN[kind];
  await db.transaction(async (tx) => {
    await tx.update(lessons).set({ [column]: fileId }).where(eq(lessons.id, id));
    await recordAudit(tx, { schoolId: null, actorId, action: 'update', entity: 'lesson', entityId: id, before: { [kind]: current[column] }, after: { [kind]: fileId } });
  });
  return findLesson(db, id);
}
