/**
 * The translation tests' world: the access cast (two schools, every kind of caller) and a subject with lessons and
 * quizzes of every owner — the home school's, every school's, the away school's, one archived — and news, updates and
 * a notification the home teacher sent.
 */
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACTORS, castToken, createCast, type Actor, type Cast } from '../../test/cast';
import { callerWith, type Caller } from '../../test/world';
import type { Db } from '../../db/client';
import { auditLog } from '../audit/audit.table';
import { lessons, subjectSchools, subjects } from '../lessons/lessons.table';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { news, updates } from '../news/news.table';
import { notifications } from '../notifications/notifications.table';

export interface Content {
  subjectId: number;
  archivedSubjectId: number;
  awaySubjectId: number;
  lessonIds: number[];
  archivedLessonId: number;
  /** The home school's quiz: a choice question, a short-text one and a numeric one. */
  homeQuiz: { id: number; choice: number; shortText: number; numeric: number; options: number[]; accepted: number; number: number };
  everySchoolQuiz: { id: number; question: number; options: number[] };
  awayQuiz: { id: number; question: number };
  archivedQuizId: number;
  newsIds: number[];
  currentUpdateId: number;
  endedUpdateId: number;
  notificationId: number;
}

export interface TranslationWorld {
  t: TestApp;
  cast: Cast;
  content: Content;
  as(actor: Actor): Caller;
  lastAudit(): Promise<typeof auditLog.$inferSelect>;
  auditCount(): Promise<number>;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function quizWith(db: Db, values: { name: string; schoolId: number | null; subjectId: number; archived?: boolean }, qs: { text: string; kind?: 'single' | 'short_text' | 'numeric'; answers: [string, boolean][] }[]) {
  const [quiz] = await db.insert(quizzes).values({
    quizName: values.name, topic: `${values.name} topic`, quizType: 'homework', timeMinutes: 10, grade: 7, subjectId: values.subjectId, schoolId: values.schoolId,
    archivedAt: values.archived ? new Date() : null,
  }).returning();
  const made: { id: number; answers: number[] }[] = [];
  for (const [i, q] of qs.entries()) {
    const [question] = await db.insert(questions).values({ quizId: quiz.id, position: i + 1, text: q.text, kind: q.kind ?? 'single' }).returning();
    const rows = await db.insert(answers).values(q.answers.map(([text, isCorrect], j) => ({ questionId: question.id, position: j + 1, text, isCorrect }))).returning();
    made.push({ id: question.id, answers: rows.map((r) => r.id) });
  }
  return { id: quiz.id, questions: made };
}

async function makeContent(db: Db, cast: Cast): Promise<Content> {
  const [subject] = await db.insert(subjects).values({ grade: 7, slug: 'optics', name: 'Optics', description: 'Light, mirrors and lenses' }).returning();
  await db.insert(subjectSchools).values({ subjectId: subject.id, schoolId: cast.homeSchoolId });
  const [archived] = await db.insert(subjects).values({ grade: 7, slug: 'old-optics', name: 'Old optics', archivedAt: new Date() }).returning();
  const [away] = await db.insert(subjects).values({ grade: 6, slug: 'away-only', name: 'Away only', description: '' }).returning();
  await db.insert(subjectSchools).values({ subjectId: away.id, schoolId: cast.awaySchoolId });
  const lessonRows = await db.insert(lessons).values([
    { subjectId: subject.id, position: 2, name: 'Mirrors', contentHtml: '' },
    { subjectId: subject.id, position: 1, name: 'Light', contentHtml: '<p>Light travels in straight lines.</p>' },
  ]).returning();
  const [archivedLesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 3, name: 'Old lesson', archivedAt: new Date() }).returning();
  const home = await quizWith(db, { name: 'Mirrors check', schoolId: cast.homeSchoolId, subjectId: subject.id }, [
    { text: 'What does a mirror do?', answers: [['Reflects light', true], ['Makes light', false]] },
    { text: 'Name a shiny surface.', kind: 'short_text', answers: [['Mirror', true]] },
    { text: 'What is g in m/s²?', kind: 'numeric', answers: [['9.8', true]] },
  ]);
  const every = await quizWith(db, { name: 'Light basics', schoolId: null, subjectId: subject.id }, [
    { text: 'Is light fast?', answers: [['Yes', true], ['No', false]] },
  ]);
  const awayQuiz = await quizWith(db, { name: 'Away check', schoolId: cast.awaySchoolId, subjectId: subject.id }, [{ text: 'Away question?', answers: [['Away answer', true]] }]);
  const gone = await quizWith(db, { name: 'Archived check', schoolId: cast.homeSchoolId, subjectId: subject.id, archived: true }, [{ text: 'Old?', answers: [['Yes', true]] }]);
  const newsRows = await db.insert(news).values([
    { title: 'Science fair', content: 'The fair is on Friday.', publishedAt: new Date(Date.now() - 2 * 86_400_000) },
    { title: 'New lab', content: 'The lab opens soon.', schoolId: cast.homeSchoolId, publishedAt: new Date(Date.now() - 86_400_000) },
  ]).returning();
  const [current] = await db.insert(updates).values({ type: 'info', message: 'Exams next week', endDate: day(5) }).returning();
  const [ended] = await db.insert(updates).values({ type: 'info', message: 'Old update', endDate: day(-2) }).returning();
  const [notification] = await db.insert(notifications).values({ subject: 'Homework', message: 'Bring a mirror.', sentBy: cast.ids.teacher, schoolId: cast.homeSchoolId }).returning();
  return {
    subjectId: subject.id, archivedSubjectId: archived.id, awaySubjectId: away.id,
    lessonIds: [lessonRows[1].id, lessonRows[0].id], archivedLessonId: archivedLesson.id,
    homeQuiz: {
      id: home.id, choice: home.questions[0].id, shortText: home.questions[1].id, numeric: home.questions[2].id,
      options: home.questions[0].answers, accepted: home.questions[1].answers[0], number: home.questions[2].answers[0],
    },
    everySchoolQuiz: { id: every.id, question: every.questions[0].id, options: every.questions[0].answers },
    awayQuiz: { id: awayQuiz.id, question: awayQuiz.questions[0].id },
    archivedQuizId: gone.id,
    newsIds: newsRows.map((n) => n.id), currentUpdateId: current.id, endedUpdateId: ended.id, notificationId: notification.id,
  };
}

export async function createTranslationWorld(): Promise<TranslationWorld> {
  const t = await createTestApp();
  const cast = await createCast(t.db, t.ctx.storage);
  const content = await makeContent(t.db, cast);
  const callers = new Map(await Promise.all(ACTORS.map(async (actor) => [actor, callerWith(t, await castToken(t, actor))] as const)));
  return {
    t, cast, content,
    as: (actor) => callers.get(actor)!,
    lastAudit: async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0],
    auditCount: async () => (await t.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.entity, 'translation')))).length,
  };
}
