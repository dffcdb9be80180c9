import type { Db } from '../../db/client';
import type { TestApp } from '../../test/test-app';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';
import type { QuizType } from '@prayog/contract';
import { tokenFor as issueTokenFor } from '../../test/tokens';

/** Shifts a YYYY-MM-DD date by whole days (UTC arithmetic, so no daylight-saving surprises). */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const tokenFor = (t: TestApp, username: string) => issueTokenFor(t.db, username);

interface QuizSpec {
  name: string;
  type: QuizType;
  schoolId: number;
  grade?: number;
  section?: string;
  dueDate: string | null;
  subjectId?: number | null;
}

/** A quiz given to one class with a due date. */
export async function assignQuiz(db: Db, q: QuizSpec) {
  const [quiz] = await db.insert(quizzes).values({
    quizName: q.name, topic: `${q.name} topic`, quizType: q.type, timeMinutes: 10, grade: q.grade ?? 7, subjectId: q.subjectId ?? null,
  }).returning();
  await db.insert(quizAssignments).values({ quizId: quiz.id, schoolId: q.schoolId, grade: q.grade ?? 7, section: q.section ?? 'A', dueDate: q.dueDate });
  return quiz;
}

export async function attempt(db: Db, quizId: number, studentId: number, status: 'submitted' | 'in_progress', score = 0) {
  const correct = Math.round(score / 25);
  const [row] = await db.insert(quizAttempts).values({
    quizId, studentId, status, deadlineAt: new Date(Date.now() + 600_000), submittedAt: status === 'submitted' ? new Date() : null,
    totalQuestions: 4, correctCount: status === 'submitted' ? correct : 0, wrongCount: status === 'submitted' ? 4 - correct : 0, scorePercent: status === 'submitted' ? score : 0,
    marksScored: status === 'submitted' ? correct : 0, marksTotal: 4,
  }).returning();
  return row;
}
