import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportItemSchema } from '@prayog/contract';
import { openTestDatabase } from '../../test/test-db';
import type { Database } from '../../db/client';
import { createSchool, createUser } from '../../test/fixtures';
import { quizzes, questions, answers, quizAttempts, attemptAnswers } from '../quizzes/quizzes.table';
import { listStudentReports, studentReportLists } from './student-reports.service';

let database: Database;
let me: { id: number; schoolId: number };
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const school = await createSchool(db);
  const other = await createSchool(db, 'other', 'Other School, X, Delhi');
  const stu = await createUser(db, { username: 'me', role: 'student', schoolId: school.id });
  const mate = await createUser(db, { username: 'mate', role: 'student', schoolId: school.id });
  const far = await createUser(db, { username: 'far', role: 'student', schoolId: other.id });
  me = { id: stu.id, schoolId: school.id };
  const [quiz] = await db.insert(quizzes).values({ quizName: 'Circuits Check', topic: 'Circuits', quizType: 'pre-assessment', timeMinutes: 10, passPercent: 50 }).returning();
  const qs = await db.insert(questions).values([1, 2, 3, 4].map((p) => ({ quizId: quiz.id, position: p, text: `Q${p}?` }))).returning();
  const ans = await db.insert(answers).values(qs.flatMap((q) => [{ questionId: q.id, position: 1, text: `right ${q.position}`, isCorrect: true }, { questionId: q.id, position: 2, text: `wrong ${q.position}`, isCorrect: false }])).returning();
  const pick = (qi: number, right: boolean) => ans.find((a) => a.questionId === qs[qi].id && a.isCorrect === right)!.id;
  const attempt = async (studentId: number, correct: number, wrong: number, score: number) => {
    const [a] = await db.insert(quizAttempts).values({ quizId: quiz.id, studentId, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(), totalQuestions: 4, correctCount: correct, wrongCount: wrong, unattemptedCount: 4 - correct - wrong, scorePercent: score }).returning();
    return a;
  };
  const mine = await attempt(stu.id, 2, 1, 50);
  await db.insert(attemptAnswers).values([{ attemptId: mine.id, questionId: qs[0].id, answerId: pick(0, true) }, { attemptId: mine.id, questionId: qs[1].id, answerId: pick(1, true) }, { attemptId: mine.id, questionId: qs[2].id, answerId: pick(2, false) }]);
  await attempt(mate.id, 4, 0, 100);
  await attempt(far.id, 0, 4, 0); // another school: not in this school's average
});
afterAll(() => database.close());

describe('student reports', () => {
  it('computes the school average and highest, feedback per question, and a certificate for a pass', async () => {
    const [item] = await listStudentReports(database.db, me);
    reportItemSchema.parse(item);
    expect(item).toMatchObject({
      exam_name: 'Circuits Check', quiz_type: 'pre-assessment', student_score: 50, your_result: { score: 50 },
      average_score: 75, highest_score: 100, correct_questions: 2, wrong_questions: 1, unattempted_questions: 1, passed: true,
    });
    expect(item.certificate_url).toBe(`/api/quiz/attempts/${item.id}/certificate/`);
    expect(item.questions_feedback).toEqual([
      { question: 'Q1?', student_answer: 'right 1', correct_answer: 'right 1', is_correct: true },
      { question: 'Q2?', student_answer: 'right 2', correct_answer: 'right 2', is_correct: true },
      { question: 'Q3?', student_answer: 'wrong 3', correct_answer: 'right 3', is_correct: false },
      { question: 'Q4?', student_answer: null, correct_answer: 'right 4', is_correct: false },
    ]);
  });

  it('files the item under the dashboard list of its quiz type and filters by type', async () => {
    const lists = await studentReportLists(database.db, me);
    expect(lists.preassessment_reports).toHaveLength(1);
    expect(lists.homework_reports).toHaveLength(0);
    expect(await listStudentReports(database.db, me, 'homework')).toEqual([]);
  });
});
