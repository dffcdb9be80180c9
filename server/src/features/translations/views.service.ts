import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { TRANSLATIONS_MESSAGES, type Language, type SubjectTranslations, type TranslationItem } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { Principal } from '../../policies';
import { lessonSchools, lessons, subjectSchools, subjects } from '../lessons/lessons.table';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { news, updates } from '../news/news.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../../core/identity/accounts.table';
import { selectItems, toItem, type ItemRow } from './translation-items';

/** The news the editor lists (the newest), and at most this many current updates: the coverage row counts the same. */
export const NEWS_LIMIT = 50;
export const UPDATES_LIMIT = 100;
/** The newest notifications the editor lists: older ones have been read already, and the coverage row counts the same. */
export const NOTIFICATIONS_LIMIT = 50;
/** Updates run to their last day in India time, as the dashboards show them. */
export const UPDATES_TIME_ZONE = 'Asia/Kolkata';

/**
 * The school a teacher's view is narrowed to (null for a superuser, who sees everything). A teacher without a school
 * sees nothing (-1 matches no school).
 */
export const viewerSchool = (user: Principal): number | null => (user.isSuperuser ? null : user.schoolId ?? -1);

/**
 * Offered to the school: in authoring (subject_schools) or through any of its lessons (lesson_schools, as lessons
 * the seed or an older release offered directly) — the rule authoring's subject list uses.
 */
export const offeredTo = (schoolId: number, subjectId: SQL | typeof subjects.id = subjects.id): SQL => sql`(
  exists (select 1 from ${subjectSchools} ss where ss.subject_id = ${subjectId} and ss.school_id = ${schoolId})
  or exists (select 1 from ${lessonSchools} ls join ${lessons} l on l.id = ls.lesson_id where l.subject_id = ${subjectId} and ls.school_id = ${schoolId}))`;

/** The quizzes a viewer sees in a subject: not archived; for a teacher, every school's and their own school's. */
export const visibleQuizzes = (subjectId: number, school: number | null): SQL =>
  and(eq(quizzes.subjectId, subjectId), isNull(quizzes.archivedAt), school === null ? undefined : or(isNull(quizzes.schoolId), eq(quizzes.schoolId, school)))!;

/** Rows grouped by their parent's id, keeping their order. */
function byParent(rows: ItemRow[]): Map<number | null, ItemRow[]> {
  const out = new Map<number | null, ItemRow[]>();
  for (const row of rows) out.set(row.parentId, [...(out.get(row.parentId) ?? []), row]);
  return out;
}

/**
 * One subject's content beside its versions in a language, in the editor's order: the subject, its lessons by
 * position, then each quiz (by name) followed by its questions, each followed by its answers. Five set-based reads,
 * however many quizzes the subject has. 404 for an archived subject, and for a teacher one not offered to their school.
 */
export async function subjectView(db: Db, user: Principal, subjectId: number, language: Language): Promise<SubjectTranslations> {
  const school = viewerSchool(user);
  const [subject] = await selectItems(db, 'subject', language,
    and(eq(subjects.id, subjectId), isNull(subjects.archivedAt), school === null ? undefined : offeredTo(school)));
  if (!subject) throw notFound(TRANSLATIONS_MESSAGES.notFound);
  const ofQuizzes = visibleQuizzes(subjectId, school);
  const [lessonRows, quizRows, questionRows, answerRows] = await Promise.all([
    selectItems(db, 'lesson', language, and(eq(lessons.subjectId, subjectId), isNull(lessons.archivedAt)), [asc(lessons.position), asc(lessons.id)]),
    selectItems(db, 'quiz', language, ofQuizzes, [asc(quizzes.quizName), asc(quizzes.id)]),
    selectItems(db, 'question', language, ofQuizzes, [asc(questions.position), asc(questions.id)]),
    selectItems(db, 'answer', language, ofQuizzes, [asc(answers.position), asc(answers.id)]),
  ]);
  const questionsOf = byParent(questionRows);
  const answersOf = byParent(answerRows);
  const ordered: ItemRow[] = [subject, ...lessonRows];
  for (const quiz of quizRows) {
    ordered.push(quiz);
    for (const question of questionsOf.get(quiz.id) ?? []) ordered.push(question, ...(answersOf.get(question.id) ?? []));
  }
  return { language, subject_id: subjectId, items: ordered.map((row) => toItem(row, user)) };
}

/**
 * The notifications a viewer translates (who-writes.ts lets them write each): a superuser the administrators' — sent
 * by a superuser, or to every school (no school; a sender since removed included) —, a teacher only the ones they sent.
 * A school's own notifications from its teachers stay theirs, so a superuser's list is not crowded by every school's.
 */
export const viewerNotifications = (user: Principal): SQL => (user.isSuperuser
  ? or(isNull(notifications.schoolId), sql`exists (select 1 from ${users} where ${users.id} = ${notifications.sentBy} and ${users.isSuperuser})`)!
  : eq(notifications.sentBy, user.id));

/** The newest first, as the bell lists them. */
export const NOTIFICATIONS_ORDER = [desc(notifications.createdAt), desc(notifications.id)];

/**
 * Superusers: the news (newest first), the updates still running (newest first) and the newest notifications of the
 * administrators, beside their versions in a language. Teachers: only the notifications they sent (news and updates
 * are the administrators' to write).
 */
export async function newsView(db: Db, user: Principal, language: Language, now = new Date()): Promise<{ language: Language; items: TranslationItem[] }> {
  const admin = user.isSuperuser;
  const [newsRows, updateRows, notificationRows] = await Promise.all([
    admin ? selectItems(db, 'news', language, undefined, [desc(news.publishedAt), desc(news.id)], NEWS_LIMIT) : [],
    admin ? selectItems(db, 'update', language, gte(updates.endDate, schoolToday(UPDATES_TIME_ZONE, now)), [desc(updates.createdAt), desc(updates.id)], UPDATES_LIMIT) : [],
    selectItems(db, 'notification', language, viewerNotifications(user), NOTIFICATIONS_ORDER, NOTIFICATIONS_LIMIT),
  ]);
  return { language, items: [...newsRows, ...updateRows, ...notificationRows].map((row) => toItem(row, user)) };
}
