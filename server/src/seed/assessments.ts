/**
 * What issue 32 added to the quizzes, in the demo data so a newcomer meets it at once (assessment-papers.ts has the
 * papers): demo.teacher's three Robotics quizzes for 7 A, demo.student's class —
 * - "All question types: Forces and motion", open, one question of each kind, taken by four classmates;
 * - "Unit test with negative marking", closed, 4 marks a question and 25% off for a wrong answer, taken in class by
 *   demo.student and all but one classmate;
 * - "Weekly practice pool", open, 5 of its 15 tagged questions drawn per attempt and shuffled, taken by three.
 * The quizzes are made through the authoring service as demo.teacher's saves would be (validated, audited); the
 * attempts are written running, with their answers as the quiz's saves store them, and then submitted by the
 * engine's own scoring (closeAttempts), so their marks, credits and counts are the app's by construction.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { answerMatchKey, createQuizSchema, type QuestionKind } from '@prayog/contract';
import { quizAssignments, quizAttempts, attemptAnswers, quizzes, answers, questions, auditLog, timeAccommodations } from '../schema';
import { createQuiz } from '../features/authoring/quizzes.service';
import { closeAttempts } from '../features/quizzes/attempt-scoring';
import { intArray, timestampArray } from '../db/array-literals';
import type { Principal } from '../policies';
import { type SeedContext, countRows } from './context';
import type { Curriculum } from './curriculum';
import type { LoginPlan } from './logins';
import type { Rng } from './random';
import type { People, StudentRef } from './schools-and-users';
import { PAPERS, type Paper, type PaperQuestion } from './assessment-papers';
import { addDays, addSeconds, istTime, weekday, type Day } from './time';

export const DEMO_ASSESSMENT_GRADE = 7;
export const DEMO_ASSESSMENT_SECTION = 'A';

/** When each paper was written, given and due (days from today, IST), and when a class sat it together, if it did. */
const TIMING: Record<Paper['key'], { createdDaysAgo: number; assignedDaysAgo: number; dueInDays: number; takers: number | 'all_but_one'; sittingDaysAgo?: number }> = {
  // Due after the open homework of the catalogue (today + 5), so journeys that start the first open quiz still get that one.
  all_kinds: { createdDaysAgo: 3, assignedDaysAgo: 2, dueInDays: 7, takers: 4 },
  negative: { createdDaysAgo: 24, assignedDaysAgo: 21, dueInDays: -12, takers: 'all_but_one', sittingDaysAgo: 14 },
  pool: { createdDaysAgo: 4, assignedDaysAgo: 3, dueInDays: 6, takers: 3 },
};

/**
 * demo.student's unit test, question by question, so their report shows each case: 6 right (24 marks), one multiple
 * select half right (+2), two wrong (−1 each) and one left blank (0): 24 of 40, 60%.
 */
const DEMO_STUDENT_UNIT_TEST: Outcome[] = ['right', 'right', 'right', 'wrong', 'right', 'blank', 'right', 'partial', 'wrong', 'right'];

type Outcome = 'right' | 'partial' | 'wrong' | 'blank';

export interface DemoAssessment {
  key: Paper['key'];
  id: number;
  name: string;
  /** The quiz's question ids by position. */
  questionIds: number[];
}

interface StoredQuestion {
  id: number;
  kind: QuestionKind;
  paper: PaperQuestion;
  rightIds: number[];
  wrongIds: number[];
}

interface PlannedAttempt {
  row: typeof quizAttempts.$inferInsert;
  submittedAt: Date;
  answers: Omit<typeof attemptAnswers.$inferInsert, 'attemptId'>[];
}

export async function seedDemoAssessments(ctx: SeedContext, people: People, curriculum: Curriculum, logins: LoginPlan, papersRng: Rng): Promise<DemoAssessment[]> {
  const teacher = people.demo.teacher;
  const author: Principal = { id: teacher.id, username: teacher.username, role: 'teacher', isSuperuser: false, schoolId: teacher.schoolId, name: teacher.name, student: null };
  const subject = curriculum.byGrade.get(DEMO_ASSESSMENT_GRADE)!.find((s) => s.slug === 'robotics')!;
  const classmates = people.students
    .filter((s) => s.schoolId === teacher.schoolId && s.grade === DEMO_ASSESSMENT_GRADE && s.section === DEMO_ASSESSMENT_SECTION && s.id !== people.demo.student.id)
    .sort((a, b) => a.username.localeCompare(b.username));
  const extraTime = new Map((await ctx.db.select().from(timeAccommodations)).map((t) => [t.studentId, t]));

  const made: DemoAssessment[] = [];
  const planned: PlannedAttempt[] = [];
  for (const paper of PAPERS) {
    // A generator per paper: how many attempts an earlier paper skipped (their times depend on now) moves nothing here.
    const rng = papersRng.fork(paper.key);
    const timing = TIMING[paper.key];
    const createdAt = istTime(addDays(ctx.today, -timing.createdDaysAgo), 16, 10);
    const saved = await createQuiz(ctx.db, author, createQuizSchema.parse({
      name: paper.name, topic: paper.topic, quiz_type: paper.quizType, kind: 'graded', time_minutes: paper.minutes,
      pass_percent: paper.passPercent, negative_percent: paper.negativePercent, draw_count: paper.drawCount, shuffle: paper.shuffle,
      subject_id: subject.id, grade: DEMO_ASSESSMENT_GRADE,
      questions: paper.questions.map((q) => ({ text: q.text, kind: q.kind, marks: q.marks, tolerance: q.tolerance ?? null, tags: q.tags, answers: q.answers })),
    }));
    const quizId = saved.quiz.id;
    // Written on its day, as the teacher's save was: the quiz and its audit entry.
    await ctx.db.update(quizzes).set({ createdAt }).where(eq(quizzes.id, quizId));
    await ctx.db.update(auditLog).set({ at: createdAt }).where(and(eq(auditLog.entity, 'quiz'), eq(auditLog.entityId, String(quizId))));
    const stored = await storedQuestions(ctx, quizId, paper);
    made.push({ key: paper.key, id: quizId, name: paper.name, questionIds: stored.map((q) => q.id) });

    const assignedDay = addDays(ctx.today, -timing.assignedDaysAgo);
    const assignedAt = istTime(assignedDay, 8, 40 + made.length * 5);
    const dueDay = addDays(ctx.today, timing.dueInDays);
    await ctx.db.insert(quizAssignments).values({
      quizId, schoolId: teacher.schoolId, grade: DEMO_ASSESSMENT_GRADE, section: DEMO_ASSESSMENT_SECTION, assignedBy: teacher.id, assignedAt, dueDate: dueDay,
    });

    const takers = takersOf(rng, timing.takers, people.demo.student, classmates, extraTime);
    const sitting = timing.sittingDaysAgo === undefined ? null : schoolDayOnOrBefore(addDays(ctx.today, -timing.sittingDaysAgo));
    for (const [i, student] of takers.entries()) {
      const startedAt = sitting
        ? istTime(sitting, 10, 30, rng.int(0, 150))
        : startOnSignIn(ctx, rng, logins.get(student.id) ?? [], assignedAt, paper.minutes, i);
      if (!startedAt) continue;
      const accommodation = extraTime.get(student.id);
      // The server's deadline (quiz-start.ts): the quiz's time × the student's percent + minutes, when they had it then.
      const applies = accommodation !== undefined && accommodation.setAt <= startedAt;
      const allowedMs = paper.minutes * (applies ? accommodation.timePercent : 100) * 600 + (applies ? accommodation.extraMinutes : 0) * 60_000;
      const submittedAt = addSeconds(startedAt, Math.round(paper.minutes * 60 * rng.float(0.45, 0.92)));
      if (submittedAt > ctx.now) continue;
      const paperIds = drawnPaper(paper, stored, student.id, quizId);
      const onPaper = paperIds ?? stored.map((q) => q.id);
      const byId = new Map(stored.map((q) => [q.id, q]));
      const answered = onPaper.flatMap((questionId, n) => {
        const q = byId.get(questionId)!;
        const outcome = student.id === people.demo.student.id && paper.key === 'negative'
          ? DEMO_STUDENT_UNIT_TEST[stored.indexOf(q)]
          : outcomeFor(rng, student, q.paper, paper.negativePercent > 0);
        if (outcome === 'blank') return [];
        const answeredAt = new Date(startedAt.getTime() + Math.round(((submittedAt.getTime() - startedAt.getTime()) * (n + 1)) / (onPaper.length + 1)));
        return [{ questionId, answeredAt, ...answerFor(rng, q, outcome) }];
      });
      planned.push({
        row: {
          quizId, studentId: student.id, schoolId: student.schoolId, status: 'in_progress', startedAt, deadlineAt: new Date(startedAt.getTime() + allowedMs),
          totalQuestions: onPaper.length, marksTotal: onPaper.reduce((sum, id) => sum + byId.get(id)!.paper.marks, 0), questionIds: paperIds,
        },
        submittedAt,
        answers: answered,
      });
    }
  }

  await submitPlanned(ctx, planned);
  countRows(ctx, 'quizzes', made.length);
  countRows(ctx, 'quiz_assignments', made.length);
  countRows(ctx, 'audit_log', made.length);
  return made;
}

/** The quiz's questions as stored, with the ids of their right and wrong options (or accepted answers). */
async function storedQuestions(ctx: SeedContext, quizId: number, paper: Paper): Promise<StoredQuestion[]> {
  const rows = await ctx.db.select({ id: questions.id, kind: questions.kind, position: questions.position, answerId: answers.id, isCorrect: answers.isCorrect })
    .from(questions).innerJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.quizId, quizId)).orderBy(asc(questions.position), asc(answers.position));
  const out: StoredQuestion[] = paper.questions.map((q) => ({ id: 0, kind: q.kind, paper: q, rightIds: [], wrongIds: [] }));
  for (const r of rows) {
    const q = out[r.position - 1];
    q.id = r.id;
    (r.isCorrect ? q.rightIds : q.wrongIds).push(r.answerId);
  }
  countRows(ctx, 'questions', out.length);
  countRows(ctx, 'answers', rows.length);
  return out;
}

/**
 * Who takes a paper: demo.student and every classmate but one (absent that day), or a few classmates, the first of
 * them one with extra time (so the teacher's lists show an attempt that had it).
 */
function takersOf(rng: Rng, takers: number | 'all_but_one', demo: StudentRef, classmates: StudentRef[], extraTime: Map<number, unknown>): StudentRef[] {
  if (takers === 'all_but_one') {
    const absent = rng.pick(classmates);
    return [demo, ...classmates.filter((s) => s !== absent)];
  }
  const first = classmates.find((s) => extraTime.has(s.id)) ?? classmates[0];
  return [first, ...rng.sample(classmates.filter((s) => s !== first), takers - 1)];
}

/** Monday to Saturday: a class sits a test on a school day. */
function schoolDayOnOrBefore(day: Day): Day {
  return weekday(day) === 0 ? addDays(day, -1) : day;
}

/**
 * When a student starts an open quiz: a few minutes after their first sign-in since it was given, leaving time to
 * finish before now; without one, in the lab period three hours after it was given (the teacher ran it in class).
 */
function startOnSignIn(ctx: SeedContext, rng: Rng, signIns: Date[], assignedAt: Date, minutes: number, place: number): Date | null {
  const latest = ctx.now.getTime() - minutes * 60_000 - 30 * 60_000;
  const signIn = signIns.find((t) => t > assignedAt && t.getTime() <= latest);
  const start = signIn ? addSeconds(signIn, rng.int(2 * 60, 12 * 60)) : addSeconds(assignedAt, 3 * 3600 + place * 240 + rng.int(0, 59));
  return start.getTime() <= latest ? start : null;
}

/**
 * The questions an attempt gets, as the server's start draws them (quiz-start.ts): a pool quiz's draw_count of its
 * questions, ordered by md5(student:question) (none of these texts is asked elsewhere, so none was met before), then,
 * when the quiz shuffles, ordered by md5(student:quiz:question). Null when the quiz neither draws nor shuffles.
 */
function drawnPaper(paper: Paper, stored: StoredQuestion[], studentId: number, quizId: number): number[] | null {
  if (paper.drawCount === null && !paper.shuffle) return null;
  const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
  const byKey = (key: (id: number) => string) => (a: number, b: number) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  const drawn = stored.map((q) => q.id).sort(byKey((id) => md5(`${studentId}:${id}`))).slice(0, paper.drawCount ?? stored.length);
  return paper.shuffle ? drawn.sort(byKey((id) => md5(`${studentId}:${quizId}:${id}`))) : drawn.sort((a, b) => stored.findIndex((q) => q.id === a) - stored.findIndex((q) => q.id === b));
}

/** Right, half right, wrong or left blank: by the student's ability and the question's ease; unsure students leave more blank when wrong answers cost marks. */
function outcomeFor(rng: Rng, student: StudentRef, q: PaperQuestion, negative: boolean): Outcome {
  if (rng.chance((negative ? 0.06 : 0.02) + (negative ? 0.2 : 0.08) * (1 - student.ability))) return 'blank';
  if (rng.chance(Math.min(0.97, Math.max(0.05, student.ability + q.ease)))) return 'right';
  return q.kind === 'multiple' && rng.chance(0.5) ? 'partial' : 'wrong';
}

/** The answer row's value for an outcome, as a save stores it (save-payload.ts storedAnswerOf). */
function answerFor(rng: Rng, q: StoredQuestion, outcome: Exclude<Outcome, 'blank'>) {
  const none = { answerId: null, choiceIds: null, response: null, responseKey: null };
  if (q.kind === 'numeric' || q.kind === 'short_text') {
    const response = rng.pick(outcome === 'right' ? q.paper.typed!.right : q.paper.typed!.wrong);
    return { ...none, response, responseKey: answerMatchKey(q.kind, response) };
  }
  if (q.kind === 'multiple') {
    // Half right: one right option alone. Wrong: one right and one wrong (credit 0), or a wrong one alone.
    const choiceIds = outcome === 'right' ? q.rightIds
      : outcome === 'partial' ? [q.rightIds[0]]
        : rng.chance(0.5) ? [q.rightIds[1] ?? q.rightIds[0], rng.pick(q.wrongIds)] : [rng.pick(q.wrongIds)];
    return { ...none, choiceIds };
  }
  return { ...none, answerId: outcome === 'right' ? q.rightIds[0] : rng.pick(q.wrongIds) };
}

/** Writes the attempts running with their answers, then submits them all by the engine's scoring, each at its own time. */
async function submitPlanned(ctx: SeedContext, planned: PlannedAttempt[]): Promise<void> {
  if (planned.length === 0) return;
  const back = await ctx.db.insert(quizAttempts).values(planned.map((p) => p.row))
    .returning({ id: quizAttempts.id, studentId: quizAttempts.studentId, quizId: quizAttempts.quizId });
  const idOf = new Map(back.map((r) => [`${r.studentId}/${r.quizId}`, r.id]));
  const ids = planned.map((p) => idOf.get(`${p.row.studentId}/${p.row.quizId}`)!);
  const answerRows = planned.flatMap((p, i) => p.answers.map((a) => ({ ...a, attemptId: ids[i] })));
  if (answerRows.length > 0) await ctx.db.insert(attemptAnswers).values(answerRows);
  await closeAttempts(ctx.db, sql`a.id = any(${intArray(ids)}::int[])`,
    sql`(select s.at from unnest(${intArray(ids)}::int[], ${timestampArray(planned.map((p) => p.submittedAt))}::timestamptz[]) as s(id, at) where s.id = a.id)`);
  const open = await ctx.db.select({ id: quizAttempts.id }).from(quizAttempts).where(and(inArray(quizAttempts.id, ids), ne(quizAttempts.status, 'submitted')));
  if (open.length > 0) throw new Error(`${open.length} demo attempts were not submitted`);
  countRows(ctx, 'quiz_attempts', planned.length);
  countRows(ctx, 'attempt_answers', answerRows.length);
}
