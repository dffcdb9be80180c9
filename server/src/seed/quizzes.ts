import { quizzes, questions, answers } from '../schema';
import type { QuizType } from '@prayog/contract';
import type { Question } from '../content/catalogue';
import { questionBank } from '../content/question-banks';
import { type SeedContext, chunks, countRows } from './context';
import { GRADES, type Curriculum, type SubjectRef } from './curriculum';
import type { Rng } from './random';
import type { People } from './schools-and-users';
import { addDays, istTime } from './time';

/**
 * One quiz of each type per grade and subject. Offsets are days from today (IST): pre-assessments
 * early in the window, homework spread out (the last one still open), post-assessments and the
 * half-yearly exam two months back, and the final exam just assigned and due in a few weeks.
 */
export const QUIZ_PLAN: Record<QuizType, {
  label: string;
  questionCount: number;
  minutes: number;
  assignedDaysAgo: (subjectIndex: number) => number;
  dueAfterDays: number;
  /** Extra chance of a right answer (easier or harder than the student's usual). */
  difficulty: number;
}> = {
  'pre-assessment': { label: 'Pre-Assessment', questionCount: 8, minutes: 15, assignedDaysAgo: (s) => 165 - 4 * s, dueAfterDays: 7, difficulty: -0.15 },
  homework: { label: 'Homework', questionCount: 6, minutes: 10, assignedDaysAgo: (s) => [120, 80, 40, 5][s], dueAfterDays: 10, difficulty: 0.05 },
  'post-assessment': { label: 'Post-Assessment', questionCount: 8, minutes: 15, assignedDaysAgo: (s) => 75 - 6 * s, dueAfterDays: 10, difficulty: 0.05 },
  half_yearly: { label: 'Half-Yearly Exam', questionCount: 10, minutes: 25, assignedDaysAgo: (s) => 62 - s, dueAfterDays: 4, difficulty: -0.05 },
  final_exam: { label: 'Final Exam', questionCount: 10, minutes: 30, assignedDaysAgo: (s) => 4 - s, dueAfterDays: 25, difficulty: -0.05 },
};
export const QUIZ_TYPE_ORDER: QuizType[] = ['pre-assessment', 'homework', 'post-assessment', 'half_yearly', 'final_exam'];

export interface QuestionRef {
  id: number;
  position: number;
  correctAnswerId: number;
  wrongAnswerIds: number[];
  /** Every catalogue question is single choice, worth 1 mark. */
  marks: number;
  /** Added to the student's chance of getting it right. */
  ease: number;
}
export interface QuizRef {
  id: number;
  type: QuizType;
  grade: number;
  subject: SubjectRef;
  minutes: number;
  questions: QuestionRef[];
}

/** The lesson a homework is about; varies by grade and subject so the topics differ. */
export const homeworkLesson = (grade: number, subjectIndex: number) => 2 + ((grade + subjectIndex) % 4);

function topicFor(type: QuizType, subject: SubjectRef, grade: number): string {
  switch (type) {
    case 'homework': return subject.content.lessons[homeworkLesson(grade, subject.index) - 1].name;
    case 'pre-assessment': return `What you already know about ${subject.name}`;
    case 'post-assessment': return 'Lessons 1–4 review';
    case 'half_yearly': return 'Lessons 1–4';
    case 'final_exam': return 'Lessons 1–8';
  }
}

/** The order the quizzes of a grade and subject take their questions in: the narrowest first. */
const PICK_ORDER: QuizType[] = ['homework', 'post-assessment', 'half_yearly', 'final_exam', 'pre-assessment'];

/**
 * Gives each of the five quizzes of a grade and subject its own questions from the subject's bank (no
 * question in two of them, as a real programme sets its papers), favouring the lessons each quiz covers.
 */
function pickQuestionsForSubject(rng: Rng, subject: SubjectRef, grade: number): Map<QuizType, Question[]> {
  const bank = questionBank(subject.content.slug);
  const used = new Set<Question>();
  const picked = new Map<QuizType, Question[]>();
  for (const type of PICK_ORDER) {
    const focus = type === 'homework' ? homeworkLesson(grade, subject.index) : type === 'post-assessment' || type === 'half_yearly' ? 2.5 : 4.5;
    const chosen = bank
      .filter((q) => !used.has(q))
      .map((q) => ({ q, key: Math.abs(q.lessonPosition - focus) + rng.float(0, type === 'homework' ? 1 : 4) }))
      .sort((a, b) => a.key - b.key)
      .slice(0, QUIZ_PLAN[type].questionCount)
      .map((x) => x.q);
    for (const q of chosen) used.add(q);
    picked.set(type, chosen.sort((a, b) => a.lessonPosition - b.lessonPosition || bank.indexOf(a) - bank.indexOf(b)));
  }
  return picked;
}

/**
 * The bank's tags of a catalogue question (issue 32): its lesson's name, and "easy" or "hard" when its ease (what it adds
 * to a student's chance of a right answer) makes it so, so the seeded results bear the tags out.
 */
function tagsOf(subject: SubjectRef, q: Question, ease: number): string[] {
  const lesson = subject.content.lessons[q.lessonPosition - 1].name.toLowerCase();
  return ease >= 0.06 ? [lesson, 'easy'] : ease <= -0.06 ? [lesson, 'hard'] : [lesson];
}

/** Quizzes, their questions (single choice, 1 mark each, tagged) and answer options (exactly one correct each). */
export async function seedQuizzes(ctx: SeedContext, people: People, curriculum: Curriculum): Promise<QuizRef[]> {
  const rng = ctx.rng.fork('quizzes');
  const createdAt = istTime(addDays(ctx.windowStart, -20), 11);

  const drafts: { grade: number; subject: SubjectRef; type: QuizType; picked: Question[] }[] = [];
  for (const grade of GRADES) {
    for (const subject of curriculum.byGrade.get(grade)!) {
      const picked = pickQuestionsForSubject(rng, subject, grade);
      for (const type of QUIZ_TYPE_ORDER) drafts.push({ grade, subject, type, picked: picked.get(type)! });
    }
  }

  const quizRows = await ctx.db.insert(quizzes).values(drafts.map((d) => ({
    quizName: `${d.subject.name} ${QUIZ_PLAN[d.type].label} (Grade ${d.grade})`,
    topic: topicFor(d.type, d.subject, d.grade),
    quizType: d.type,
    // Every seeded quiz is assigned to classes, so graded; the lessons' Quiz tabs are their key-term self-checks (ADR 0022).
    kind: 'graded',
    timeMinutes: QUIZ_PLAN[d.type].minutes,
    passPercent: 60,
    subjectId: d.subject.id,
    grade: d.grade,
    createdBy: people.adminId,
    createdAt,
  }))).returning({ id: quizzes.id, subjectId: quizzes.subjectId, quizType: quizzes.quizType });
  countRows(ctx, 'quizzes', quizRows.length);
  const quizIdOf = new Map(quizRows.map((r) => [`${r.subjectId}/${r.quizType}`, r.id]));

  const refs: QuizRef[] = drafts.map((d) => ({
    id: quizIdOf.get(`${d.subject.id}/${d.type}`)!, type: d.type, grade: d.grade, subject: d.subject, minutes: QUIZ_PLAN[d.type].minutes, questions: [],
  }));

  // Each question's ease, drawn here (in the order they were always drawn) so the bank can tag it easy or hard.
  const eases = drafts.map((d) => d.picked.map(() => rng.float(-0.12, 0.12)));
  const questionRows = refs.flatMap((ref, i) => drafts[i].picked.map((q, j) => ({
    quizId: ref.id, position: j + 1, text: q.text, kind: 'single', marks: 1, tags: tagsOf(ref.subject, q, eases[i][j]),
  })));
  const questionIdOf = new Map<string, number>();
  for (const part of chunks(questionRows)) {
    const back = await ctx.db.insert(questions).values(part).returning({ id: questions.id, quizId: questions.quizId, position: questions.position });
    for (const r of back) questionIdOf.set(`${r.quizId}/${r.position}`, r.id);
  }
  countRows(ctx, 'questions', questionRows.length);

  const answerRows: (typeof answers.$inferInsert)[] = [];
  refs.forEach((ref, i) => drafts[i].picked.forEach((q, j) => {
    const questionId = questionIdOf.get(`${ref.id}/${j + 1}`)!;
    q.options.forEach((text, k) => answerRows.push({ questionId, position: k + 1, text, isCorrect: k === q.correctIndex }));
  }));
  const answersOf = new Map<number, { id: number; isCorrect: boolean }[]>();
  for (const part of chunks(answerRows)) {
    const back = await ctx.db.insert(answers).values(part).returning({ id: answers.id, questionId: answers.questionId, isCorrect: answers.isCorrect });
    for (const r of back) {
      if (!answersOf.has(r.questionId)) answersOf.set(r.questionId, []);
      answersOf.get(r.questionId)!.push(r);
    }
  }
  countRows(ctx, 'answers', answerRows.length);

  refs.forEach((ref, i) => {
    ref.questions = drafts[i].picked.map((_, j) => {
      const id = questionIdOf.get(`${ref.id}/${j + 1}`)!;
      const options = answersOf.get(id)!.sort((a, b) => a.id - b.id);
      return {
        id, position: j + 1,
        correctAnswerId: options.find((o) => o.isCorrect)!.id,
        wrongAnswerIds: options.filter((o) => !o.isCorrect).map((o) => o.id),
        marks: 1,
        ease: eases[i][j],
      };
    });
  });
  return refs;
}
