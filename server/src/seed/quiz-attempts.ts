import { quizAssignments, quizAttempts, attemptAnswers } from '../schema';
import { type SeedContext, chunks, countRows, insertAll } from './context';
import type { LoginPlan } from './logins';
import { QUIZ_PLAN, type QuizRef } from './quizzes';
import type { Rng } from './random';
import type { People, StudentRef } from './schools-and-users';
import { addDays, addMinutes, addSeconds, istTime } from './time';

type AttemptRow = typeof quizAttempts.$inferInsert;
type AnswerRow = typeof attemptAnswers.$inferInsert;

/**
 * What the demo teacher still has to give (issue 28): at their school, the homework and pre-assessments of grade 7's
 * last two subjects are not yet assigned to 7 B and 7 C, so Add Homework and Add Pre-Assessment have seeded quizzes
 * to assign there. 7 A, the demo student's class, has them all.
 */
export const LEFT_TO_ASSIGN = { grade: 7, sections: ['B', 'C'], types: ['homework', 'pre-assessment'], subjectIndexes: [2, 3] } as const;

function leftToAssign(quiz: QuizRef, cls: { schoolId: number; grade: number; section: string }, demoSchoolId: number): boolean {
  const left = LEFT_TO_ASSIGN;
  return cls.schoolId === demoSchoolId && cls.grade === left.grade && (left.sections as readonly string[]).includes(cls.section)
    && (left.types as readonly string[]).includes(quiz.type) && (left.subjectIndexes as readonly number[]).includes(quiz.subject.index);
}

/**
 * Every quiz is assigned to every class of its grade, but for what the demo teacher has LEFT_TO_ASSIGN. A student attempts it on one of their
 * sign-ins between the assignment and the end of the due day (never after `now`), with a chance
 * that depends on their engagement; quizzes still open are attempted less often.
 * Unanswered questions have no attempt_answers row, so answered rows = correct + wrong. The catalogue's questions are
 * single choice, 1 mark each, without negative marking (assessments.ts seeds the other kinds and markings).
 */
export async function seedQuizAttempts(ctx: SeedContext, people: People, quizList: QuizRef[], logins: LoginPlan): Promise<void> {
  const rng = ctx.rng.fork('attempts');
  const studentById = new Map(people.students.map((s) => [s.id, s]));
  const teachersOf = new Map<number, number[]>();
  for (const t of people.teachers) teachersOf.set(t.schoolId, [...(teachersOf.get(t.schoolId) ?? []), t.id]);
  const demoId = people.demo.student.id;

  const assignmentRows: (typeof quizAssignments.$inferInsert)[] = [];
  const attempts: { row: AttemptRow; answers: Omit<AnswerRow, 'attemptId'>[] }[] = [];

  for (const quiz of quizList) {
    const plan = QUIZ_PLAN[quiz.type];
    const assignedDay = addDays(ctx.today, -plan.assignedDaysAgo(quiz.subject.index));
    const dueDay = addDays(assignedDay, plan.dueAfterDays);
    const dueEnd = istTime(dueDay, 23, 59, 59);
    const open = dueDay >= ctx.today;
    for (const cls of people.classes) {
      if (cls.grade !== quiz.grade) continue;
      const schoolTeachers = teachersOf.get(cls.schoolId)!;
      // The school's first coach (the demo teacher at ABL) sets assessments; homework alternates.
      const assignedBy = quiz.type === 'homework' ? schoolTeachers[quiz.subject.index % schoolTeachers.length] : schoolTeachers[0];
      const assignedAt = istTime(assignedDay, 0, rng.int(8 * 60, 10 * 60));
      // A class left to assign draws its random numbers all the same, so every other class's data stays as it was.
      const left = leftToAssign(quiz, cls, people.demo.teacher.schoolId);
      if (!left) assignmentRows.push({ quizId: quiz.id, schoolId: cls.schoolId, grade: cls.grade, section: cls.section, assignedBy, assignedAt, dueDate: dueDay });

      for (const studentId of cls.studentIds) {
        const student = studentById.get(studentId)!;
        const chances = (logins.get(studentId) ?? []).filter((t) => t > assignedAt && t <= dueEnd);
        if (chances.length === 0) continue;
        let attempt = rng.chance((open ? (quiz.type === 'final_exam' ? 0.3 : 0.5) : 0.92) * (0.55 + 0.45 * student.engagement));
        if (studentId === demoId) {
          // The demo student has work waiting (the open homework of the last subject and every
          // final exam) and has taken the rest.
          attempt = !(quiz.type === 'final_exam' || (quiz.type === 'homework' && quiz.subject.index === 3));
        }
        if (!attempt) continue;
        const made = makeAttempt(rng, ctx.now, quiz, student, rng.pick(chances));
        if (made && !left) attempts.push(made);
      }
    }
  }

  await insertAll(ctx, quizAssignments, assignmentRows);

  const answerRows: AnswerRow[] = [];
  for (const part of chunks(attempts)) {
    const back = await ctx.db.insert(quizAttempts).values(part.map((a) => a.row))
      .returning({ id: quizAttempts.id, studentId: quizAttempts.studentId, quizId: quizAttempts.quizId });
    const idOf = new Map(back.map((r) => [`${r.studentId}/${r.quizId}`, r.id]));
    for (const a of part) {
      const attemptId = idOf.get(`${a.row.studentId}/${a.row.quizId}`)!;
      for (const ans of a.answers) answerRows.push({ ...ans, attemptId });
    }
  }
  countRows(ctx, 'quiz_attempts', attempts.length);
  await insertAll(ctx, attemptAnswers, answerRows);
}

function makeAttempt(rng: Rng, now: Date, quiz: QuizRef, student: StudentRef, login: Date): { row: AttemptRow; answers: Omit<AnswerRow, 'attemptId'>[] } | null {
  const startedAt = addSeconds(addMinutes(login, rng.int(2, 25)), rng.int(0, 59));
  const deadlineAt = addMinutes(startedAt, quiz.minutes);
  const submittedAt = addSeconds(startedAt, Math.round(quiz.minutes * 60 * rng.float(0.35, 0.95)));
  if (submittedAt > now) return null;

  const skip = 0.02 + 0.12 * (1 - student.ability);
  const answered: Omit<AnswerRow, 'attemptId'>[] = [];
  const credits: Record<string, number> = {};
  let correct = 0;
  let wrong = 0;
  let marks = 0;
  const step = (submittedAt.getTime() - startedAt.getTime()) / (quiz.questions.length + 1);
  quiz.questions.forEach((q, i) => {
    if (rng.chance(skip)) return;
    const right = rng.chance(Math.min(0.98, Math.max(0.05, student.ability + QUIZ_PLAN[quiz.type].difficulty + q.ease)));
    if (right) correct++;
    else wrong++;
    // Single choice, no negative marking on the catalogue's quizzes: a right answer earns its marks, a wrong one none.
    if (right) marks += q.marks;
    credits[q.id] = right ? 1 : 0;
    answered.push({
      questionId: q.id,
      answerId: right ? q.correctAnswerId : rng.pick(q.wrongAnswerIds),
      answeredAt: new Date(startedAt.getTime() + Math.round(step * (i + 1))),
    });
  });
  const total = quiz.questions.length;
  const marksTotal = quiz.questions.reduce((sum, q) => sum + q.marks, 0);
  return {
    row: {
      quizId: quiz.id, studentId: student.id, status: 'submitted', startedAt, deadlineAt, submittedAt,
      totalQuestions: total, correctCount: correct, wrongCount: wrong, unattemptedCount: total - correct - wrong,
      // As a submit scores it (attempt-scoring.ts): the marks over the paper's marks.
      marksScored: marks, marksTotal, scorePercent: Math.max(0, Math.round((100 * marks) / marksTotal)),
      // Kept on the attempt as a submit keeps them: each answer and its credit.
      chosen: Object.fromEntries(answered.map((a) => [a.questionId, a.answerId ?? null])),
      credits,
    },
    answers: answered,
  };
}
