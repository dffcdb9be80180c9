import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reportItemSchema } from '@prayog/contract';
import { openTestDatabase } from '../../test/test-db';
import type { Database } from '../../db/client';
import { seedWorld } from '../../test/world';
import { quizzes, questions, answers, quizAttempts, attemptAnswers, quizAssignments } from '../quizzes/quizzes.table';
import { findStudent, type StudentContext } from '../../core/identity/student-context';
import { schoolToday } from '../../lib/school-time';
import { shiftDay } from '../student-dashboard/test-helpers';
import { listStudentReports, reportLists } from './student-reports.service';
import { answerKeys } from '../../read-models/answer-keys';

let database: Database;
let me: StudentContext;
let quizId: number;
let myAttemptId: number;
let optionId: (question: number, right: boolean) => number;
let questionId: (question: number) => number;
const today = schoolToday('Asia/Kolkata');
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const world = await seedWorld(db, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, X, Delhi' } },
    users: {
      me: { role: 'student', school: 'green-valley' },
      mate: { role: 'student', school: 'green-valley' },
      far: { role: 'student', school: 'other' },
    },
    signedIn: false,
  });
  const [stu, mate, far] = [{ id: world.id.me }, { id: world.id.mate }, { id: world.id.far }];
  me = (await findStudent(db, stu.id))!;
  const [quiz] = await db.insert(quizzes).values({ quizName: 'Circuits Check', topic: 'Circuits', quizType: 'pre-assessment', timeMinutes: 10, passPercent: 50, reviewMode: 'after_submission' }).returning();
  quizId = quiz.id;
  const qs = await db.insert(questions).values([1, 2, 3, 4].map((p) => ({ quizId: quiz.id, position: p, text: `Q${p}?` }))).returning();
  const ans = await db.insert(answers).values(qs.flatMap((q) => [{ questionId: q.id, position: 1, text: `right ${q.position}`, isCorrect: true }, { questionId: q.id, position: 2, text: `wrong ${q.position}`, isCorrect: false }])).returning();
  const pick = (qi: number, right: boolean) => ans.find((a) => a.questionId === qs[qi].id && a.isCorrect === right)!.id;
  const attempt = async (studentId: number, correct: number, wrong: number, score: number) => {
    const [a] = await db.insert(quizAttempts).values({ quizId: quiz.id, studentId, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(), totalQuestions: 4, correctCount: correct, wrongCount: wrong, unattemptedCount: 4 - correct - wrong, scorePercent: score }).returning();
    return a;
  };
  const mine = await attempt(stu.id, 2, 1, 50);
  myAttemptId = mine.id;
  optionId = pick;
  questionId = (qi) => qs[qi].id;
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
      { question: 'Q1?', student_answer: 'right 1', correct_answer: 'right 1', is_correct: true, marks: 1, marks_earned: 1, state: 'correct' },
      { question: 'Q2?', student_answer: 'right 2', correct_answer: 'right 2', is_correct: true, marks: 1, marks_earned: 1, state: 'correct' },
      { question: 'Q3?', student_answer: 'wrong 3', correct_answer: 'right 3', is_correct: false, marks: 1, marks_earned: 0, state: 'incorrect' },
      { question: 'Q4?', student_answer: null, correct_answer: 'right 4', is_correct: false, marks: 1, marks_earned: 0, state: 'unanswered' },
    ]);
    // The states agree with the counts: one wrong, one unattempted (issue 28 item 3).
    const states = item.questions_feedback.map((f) => f.state);
    expect(states.filter((s) => s === 'incorrect')).toHaveLength(item.wrong_questions);
    expect(states.filter((s) => s === 'unanswered')).toHaveLength(item.unattempted_questions);
    expect(item.answers_hidden).toBeNull();
  });

  it('reads the options a submit kept on the attempt, and the answers only where none were kept', async () => {
    const db = database.db;
    // Different from the attempt's answer rows, so the test tells which one the report read.
    await db.update(quizAttempts).set({ chosen: { [questionId(0)]: optionId(0, false), [questionId(3)]: optionId(3, true) } }).where(eq(quizAttempts.id, myAttemptId));
    try {
      const [item] = await listStudentReports(db, me);
      expect(item.questions_feedback.map((f) => f.student_answer)).toEqual(['wrong 1', null, null, 'right 4']);
    } finally {
      await db.update(quizAttempts).set({ chosen: null }).where(eq(quizAttempts.id, myAttemptId));
    }
    const [again] = await listStudentReports(db, me);
    expect(again.questions_feedback.map((f) => f.student_answer)).toEqual(['right 1', 'right 2', 'wrong 3', null]);
  });

  it("reads the school's highest kept beside its count, and from the counts per score where it is unknown", async () => {
    const db = database.db;
    // A kept value the attempts do not have, so the test tells which one the report read.
    await db.execute(sql`update quiz_school_totals set highest = 99 where quiz_id = ${quizId} and school_id = ${me.schoolId}`);
    expect((await listStudentReports(db, me))[0].highest_score).toBe(99);
    await db.execute(sql`update quiz_school_totals set highest = null where quiz_id = ${quizId} and school_id = ${me.schoolId}`);
    expect((await listStudentReports(db, me))[0].highest_score).toBe(100);
    await db.execute(sql`update quiz_school_totals set highest = 100 where quiz_id = ${quizId} and school_id = ${me.schoolId}`);
  });

  it('files the item under the dashboard list of its quiz type and filters by type', async () => {
    const lists = reportLists(await listStudentReports(database.db, me));
    expect(lists.preassessment_reports).toHaveLength(1);
    expect(lists.homework_reports).toHaveLength(0);
    expect(await listStudentReports(database.db, me, 'homework')).toEqual([]);
  });

  describe('the answer-review rule (ADR 0005)', () => {
    const setMode = (reviewMode: 'after_submission' | 'after_close' | 'never') =>
      database.db.update(quizzes).set({ reviewMode }).where(eq(quizzes.id, quizId));
    const assignToMyClass = (dueDate: string | null) =>
      database.db.insert(quizAssignments).values({ quizId, schoolId: me.schoolId, grade: me.grade, section: me.section, dueDate });
    const feedback = async () => (await listStudentReports(database.db, me))[0];

    it('holds back every correct answer of a quiz whose review mode is never', async () => {
      await setMode('never');
      const item = await feedback();
      expect(item.answers_hidden).toEqual({ reason: 'never', until: null });
      expect(item.questions_feedback.map((f) => [f.correct_answer, f.is_correct])).toEqual([[null, null], [null, null], [null, null], [null, null]]);
      // The marking is held back, but a question left unanswered is still shown as unanswered (it gives nothing away).
      expect(item.questions_feedback.map((f) => f.state)).toEqual(['hidden', 'hidden', 'hidden', 'unanswered']);
      // The student's own answers stay visible.
      expect(item.questions_feedback[0].student_answer).toBe('right 1');
    });

    it('shows answers after close only once the due date has passed for the class', async () => {
      await setMode('after_close');
      await assignToMyClass(today);
      const open = await feedback();
      expect(open.answers_hidden).toEqual({ reason: 'until_close', until: today });
      expect(open.questions_feedback.every((f) => f.correct_answer === null)).toBe(true);
      await database.db.update(quizAssignments).set({ dueDate: shiftDay(today, -1) }).where(eq(quizAssignments.quizId, quizId));
      const closed = await feedback();
      expect(closed.answers_hidden).toBeNull();
      expect(closed.questions_feedback[2]).toMatchObject({ correct_answer: 'right 3', is_correct: false });
    });

    it('never answers a question that is in a quiz the student can still start, whatever the mode', async () => {
      await setMode('after_submission');
      const [open] = await database.db.insert(quizzes).values({ quizName: 'Final', topic: 'All', quizType: 'final_exam', timeMinutes: 10 }).returning();
      const [q] = await database.db.insert(questions).values({ quizId: open.id, position: 1, text: '  q2? ' }).returning();
      await database.db.insert(answers).values({ questionId: q.id, position: 1, text: 'right 2', isCorrect: true });
      await database.db.insert(quizAssignments).values({ quizId: open.id, schoolId: me.schoolId, grade: me.grade, section: me.section, dueDate: shiftDay(today, 3) });
      const item = await feedback();
      expect(item.answers_hidden).toEqual({ reason: 'open_quiz', until: null });
      // Even the student's own answer is held back: with the score it could give the answer away.
      expect(item.questions_feedback[1]).toEqual({ question: 'Q2?', student_answer: null, correct_answer: null, is_correct: null, marks: 1, marks_earned: null, state: 'hidden' });
      expect(item.questions_feedback[0].correct_answer).toBe('right 1');
      // Once that quiz is submitted, the answer may be shown again.
      await database.db.insert(quizAttempts).values({ quizId: open.id, studentId: me.id, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(), totalQuestions: 1, correctCount: 1, wrongCount: 0, unattemptedCount: 0, scorePercent: 100 });
      const after = (await listStudentReports(database.db, me)).find((r) => r.quiz_id === quizId)!;
      expect(after.questions_feedback[1].correct_answer).toBe('right 2');
    });
  });
});

describe('answer keys', () => {
  it('reads a submitted quiz\'s paper once and keeps it: questions in order with their correct options, and every option\'s text', async () => {
    const first = await answerKeys(database.db, [quizId, quizId]);
    const key = first.get(quizId)!;
    expect(key.questions.map((q) => [q.text, q.correct.map((c) => c.text)])).toEqual([['Q1?', ['right 1']], ['Q2?', ['right 2']], ['Q3?', ['right 3']], ['Q4?', ['right 4']]]);
    expect([...key.optionText.values()]).toHaveLength(8);
    expect((await answerKeys(database.db, [quizId])).get(quizId)).toBe(key);
    expect((await answerKeys(database.db, [])).size).toBe(0);
  });
});
