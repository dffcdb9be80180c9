/** Quizzes for the tests of this folder, inserted directly (the demo seed is not used here). */
import { eq } from 'drizzle-orm';
import type { QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { quizzes, questions, answers, quizAssignments, quizAttempts } from './quizzes.table';

export interface TestQuestion {
  id: number;
  text: string;
  right: { id: number; text: string };
  wrong: { id: number; text: string }[];
}
export interface TestQuiz {
  id: number;
  name: string;
  questions: TestQuestion[];
}

interface QuizSpec {
  name: string;
  type?: QuizType;
  minutes?: number;
  questionCount?: number;
  passPercent?: number;
  /** Classes the quiz is assigned to. */
  classes: { schoolId: number; grade: number; section: string; dueDate?: string }[];
}

/** A quiz with `questionCount` questions of three options each; option 2 is the correct one. */
export async function createQuiz(db: Db, spec: QuizSpec): Promise<TestQuiz> {
  const [quiz] = await db.insert(quizzes).values({
    quizName: spec.name, topic: `${spec.name} topic`, quizType: spec.type ?? 'pre-assessment', timeMinutes: spec.minutes ?? 10,
    passPercent: spec.passPercent ?? 60, grade: 7,
  }).returning();
  const qs = spec.questionCount === 0 ? [] : await db.insert(questions)
    .values(Array.from({ length: spec.questionCount ?? 4 }, (_, i) => ({ quizId: quiz.id, position: i + 1, text: `${spec.name}: question ${i + 1}?` })))
    .returning();
  const made: TestQuestion[] = [];
  for (const q of qs) {
    const opts = await db.insert(answers).values([1, 2, 3].map((p) => ({
      questionId: q.id, position: p, text: p === 2 ? `right ${q.position}` : `wrong ${q.position}.${p}`, isCorrect: p === 2,
    }))).returning();
    made.push({
      id: q.id, text: q.text,
      right: opts.filter((o) => o.isCorrect).map((o) => ({ id: o.id, text: o.text }))[0],
      wrong: opts.filter((o) => !o.isCorrect).map((o) => ({ id: o.id, text: o.text })),
    });
  }
  if (spec.classes.length > 0) {
    await db.insert(quizAssignments).values(spec.classes.map((c) => ({ quizId: quiz.id, schoolId: c.schoolId, grade: c.grade, section: c.section, dueDate: c.dueDate ?? null })));
  }
  return { id: quiz.id, name: spec.name, questions: made };
}

/** Moves the attempt's deadline `secondsAgo` into the past, as if its time had run out. */
export async function expireAttempt(db: Db, attemptId: number, secondsAgo: number): Promise<void> {
  await db.update(quizAttempts).set({ deadlineAt: new Date(Date.now() - secondsAgo * 1000) }).where(eq(quizAttempts.id, attemptId));
}

/** Every object key anywhere in a JSON value, to prove a payload carries no correct flags. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}
