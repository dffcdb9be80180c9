/**
 * The people every access test calls the API as, and the records they are about: two schools ("home" and
 * "away"), a student of each, a parent whose link to the home student the school confirmed and one whose link
 * it did not, the staff of both schools, and an administrator. The home student owns the records the samples
 * name (a certificate, a homework file, a notification …).
 */
import type { Db } from '../db/client';
import type { TestApp } from './test-app';
import { seedWorld } from './world';
import { tokenFor } from './tokens';
import { lessonSchools, lessons, subjects } from '../features/lessons/lessons.table';
import { quizzes, questions, answers, quizAssignments, quizAttempts } from '../features/quizzes/quizzes.table';
import { storeFile } from '../features/files/files.service';
import { notifications, notificationRecipients } from '../features/notifications/notifications.table';
import type { FileStorage } from '../lib/storage';

export const ACTORS = [
  'anonymous', 'student', 'otherStudent', 'linkedParent', 'unlinkedParent',
  'teacher', 'otherTeacher', 'school', 'otherSchool', 'superuser',
] as const;
export type Actor = (typeof ACTORS)[number];

export const CAST_USERNAMES: Record<Exclude<Actor, 'anonymous'>, string> = {
  student: 'cast.student',
  otherStudent: 'cast.other.student',
  linkedParent: 'cast.parent',
  unlinkedParent: 'cast.unlinked.parent',
  teacher: 'cast.teacher',
  otherTeacher: 'cast.other.teacher',
  school: 'cast.school',
  otherSchool: 'cast.other.school',
  superuser: 'cast.admin',
};

export interface CastQuiz { id: number; questionIds: number[]; answerIds: number[] }

export interface Cast {
  homeSchoolId: number;
  awaySchoolId: number;
  joinCode: string;
  ids: Record<Exclude<Actor, 'anonymous'>, number>;
  /** Quizzes assigned to each student's class (7 A of their school), open for a month. */
  quiz: { home: CastQuiz; away: CastQuiz };
  /** A submitted, passing attempt of the home student (its certificate). */
  passedAttemptId: number;
  /** The home student's homework file. */
  homeworkFileId: string;
  /** A notification each signed-in actor received, by actor. */
  notificationIds: Record<Exclude<Actor, 'anonymous'>, number>;
}

async function castQuiz(db: Db, schoolId: number, name: string, dueDate: string): Promise<CastQuiz> {
  const [quiz] = await db.insert(quizzes).values({ quizName: name, topic: 'Sensors', quizType: 'homework', timeMinutes: 10, grade: 7, reviewMode: 'after_submission' }).returning();
  const qs = await db.insert(questions).values([1, 2].map((position) => ({ quizId: quiz.id, position, text: `${name}: question ${position}?` }))).returning();
  const opts = await db.insert(answers).values(qs.flatMap((q) => [
    { questionId: q.id, position: 1, text: `right ${q.position}`, isCorrect: true },
    { questionId: q.id, position: 2, text: `wrong ${q.position}`, isCorrect: false },
  ])).returning();
  await db.insert(quizAssignments).values({ quizId: quiz.id, schoolId, grade: 7, section: 'A', dueDate });
  return { id: quiz.id, questionIds: qs.map((q) => q.id), answerIds: opts.filter((o) => o.isCorrect).map((o) => o.id) };
}

export async function createCast(db: Db, storage: FileStorage): Promise<Cast> {
  const world = await seedWorld(db, {
    schools: { 'cast-home': { name: 'Cast Home School, Sector 1, Noida' }, 'cast-away': { name: 'Cast Away School, Sector 2, Pune' } },
    users: {
      [CAST_USERNAMES.student]: { role: 'student', school: 'cast-home' },
      [CAST_USERNAMES.otherStudent]: { role: 'student', school: 'cast-away' },
      [CAST_USERNAMES.linkedParent]: { role: 'parent', school: 'cast-home' },
      [CAST_USERNAMES.unlinkedParent]: { role: 'parent', school: 'cast-home' },
      [CAST_USERNAMES.teacher]: { role: 'teacher', school: 'cast-home' },
      [CAST_USERNAMES.otherTeacher]: { role: 'teacher', school: 'cast-away' },
      [CAST_USERNAMES.school]: { role: 'school', school: 'cast-home' },
      [CAST_USERNAMES.otherSchool]: { role: 'school', school: 'cast-away' },
      [CAST_USERNAMES.superuser]: { role: 'school', superuser: true },
    },
    links: [[CAST_USERNAMES.linkedParent, CAST_USERNAMES.student, 'approved'], [CAST_USERNAMES.unlinkedParent, CAST_USERNAMES.student, 'pending']],
    // Each call of an access test takes a fresh token (castToken).
    signedIn: false,
  });
  const home = { id: world.school['cast-home'], joinCode: world.joinCode['cast-home'] };
  const away = { id: world.school['cast-away'] };
  const ids = Object.fromEntries(Object.entries(CAST_USERNAMES).map(([actor, username]) => [actor, world.id[username]])) as Cast['ids'];

  // Grade 7 Robotics with one lesson offered to both schools (lesson viewer, heartbeats, completion).
  const [subject] = await db.insert(subjects).values({ grade: 7, slug: 'robotics', name: 'Robotics' }).returning();
  const [lesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 1, name: 'Meet the robot' }).returning();
  await db.insert(lessonSchools).values([{ lessonId: lesson.id, schoolId: home.id }, { lessonId: lesson.id, schoolId: away.id }]);

  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quiz = { home: await castQuiz(db, home.id, 'Cast quiz', inAMonth), away: await castQuiz(db, away.id, 'Away quiz', inAMonth) };
  const passed = await castQuiz(db, home.id, 'Passed quiz', inAMonth);
  const [attempt] = await db.insert(quizAttempts).values({
    quizId: passed.id, studentId: ids.student, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(),
    totalQuestions: 2, correctCount: 2, wrongCount: 0, unattemptedCount: 0, scorePercent: 100, marksScored: 2, marksTotal: 2,
  }).returning();

  const homeworkFileId = await storeFile(db, storage, {
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), kind: 'homework', originalName: 'homework.pdf', contentType: 'application/pdf', ownerId: ids.student, schoolId: home.id,
  });

  const notificationIds = {} as Cast['notificationIds'];
  for (const [actor, id] of Object.entries(ids) as [keyof Cast['ids'], number][]) {
    const [n] = await db.insert(notifications).values({ subject: `For ${actor}`, message: 'Hello', sentBy: ids.teacher, schoolId: home.id }).returning();
    await db.insert(notificationRecipients).values({ notificationId: n.id, userId: id });
    notificationIds[actor] = n.id;
  }

  return { homeSchoolId: home.id, awaySchoolId: away.id, joinCode: home.joinCode, ids, quiz, passedAttemptId: attempt.id, homeworkFileId, notificationIds };
}

/** A fresh token for an actor (none for anonymous): a call that signs out or changes the password spends only its own. */
export async function castToken(t: TestApp, actor: Actor): Promise<string | null> {
  return actor === 'anonymous' ? null : tokenFor(t.db, CAST_USERNAMES[actor]);
}
