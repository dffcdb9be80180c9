// The quiz storm's data: schools of grade-7 students with a session each, the exams they all start, and the check
// that every acknowledged write of a storm is stored (quiz-storm.ts runs the storms).
import crypto, { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, migrate, type Db } from '../server/src/db/client';
import { schools } from '../server/src/core/identity/schools.table';
import { authTokens, users } from '../server/src/core/identity/accounts.table';
import { studentProfiles } from '../server/src/core/identity/students.table';
import { tokenHash } from '../server/src/core/identity/sessions';
import { quizzes, questions, answers, quizAssignments } from '../server/src/features/quizzes/quizzes.table';
import { SECTIONS, type QuizType } from '@prayog/contract';
import type { SequenceResult } from './http-driver';

export const QUESTIONS = 10;
/** The exam's pool: each attempt draws QUESTIONS of these. */
export const POOL = 15;

/** The option a student picks for a question: options are [wrong, right, wrong], so about a third are right. */
export const pick = (student: number, q: number) => (student + q) % 3;
export const optionId = (quiz: TestQuiz, index: number, option: number) => {
  const question = quiz.questions[index];
  return option === 1 ? question.right.id : question.wrong[option === 0 ? 0 : 1].id;
};

export interface TestQuiz { id: number; questions: { id: number; right: { id: number }; wrong: { id: number }[] }[] }

/**
 * The questions a student's attempt draws, as the start statement draws them for a student who met none of them
 * before (quiz-start.ts: md5 of student and question, in byte order): indexes into quiz.questions.
 */
export const paperOf = (quiz: TestQuiz, studentId: number): number[] => {
  if (quiz.questions.length <= QUESTIONS) return quiz.questions.map((_, i) => i);
  const key = (i: number) => createHash('md5').update(`${studentId}:${quiz.questions[i].id}`).digest('hex');
  return quiz.questions.map((_, i) => i).sort((a, b) => (key(a) < key(b) ? -1 : 1)).slice(0, QUESTIONS);
};

/** Inserts rows a few thousand at a time (PostgreSQL takes at most 65,535 parameters per statement). */
async function inChunks<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>, size = 2000): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...await insert(rows.slice(i, i + size)));
  return out;
}

/**
 * A quiz of `count` questions with three options each (the second one right), assigned to every section of grade 7 of
 * every school; a pool quiz when `count` > QUESTIONS: each attempt draws QUESTIONS, shuffled, 2 marks each, 25%
 * negative marking.
 */
async function createQuiz(db: Db, schoolIds: number[], name: string, type: QuizType, count = QUESTIONS): Promise<TestQuiz> {
  const pool = count > QUESTIONS;
  const [quiz] = await db.insert(quizzes).values({
    quizName: name, topic: `${name} topic`, quizType: type, timeMinutes: 30, grade: 7,
    ...(pool && { drawCount: QUESTIONS, shuffle: true, negativePercent: 25 }),
  }).returning();
  const qs = await db.insert(questions).values(Array.from({ length: count }, (_, i) => ({
    quizId: quiz.id, position: i + 1, text: `${name}: question ${i + 1}?`, marks: pool ? 2 : 1,
  }))).returning();
  const opts = await db.insert(answers).values(qs.flatMap((q) => [1, 2, 3].map((p) => ({ questionId: q.id, position: p, text: `option ${p}`, isCorrect: p === 2 })))).returning();
  await db.insert(quizAssignments).values(schoolIds.flatMap((schoolId) => SECTIONS.map((section) => ({ quizId: quiz.id, schoolId, grade: 7, section }))));
  return {
    id: quiz.id,
    questions: qs.map((q) => ({
      id: q.id,
      right: opts.find((o) => o.questionId === q.id && o.isCorrect)!,
      wrong: opts.filter((o) => o.questionId === q.id && !o.isCorrect),
    })),
  };
}

/**
 * One session per student, all in a few statements (issueToken's one insert and one delete per student took most of
 * a minute for 5,000): a random 32-byte token, stored as its SHA-256 exactly as issueToken stores it.
 */
async function issueTokens(db: Db, userIds: number[], ttlHours: number): Promise<string[]> {
  const tokens = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await inChunks(userIds.map((userId, i) => ({ tokenHash: tokenHash(tokens[i]), userId, expiresAt })),
    (chunk) => db.insert(authTokens).values(chunk).returning({ id: authTokens.id }));
  return tokens;
}

/** One warm-up quiz and one exam per storm (each storm's students meet its exam fresh). */
export interface Round { warmUp: TestQuiz; exam: TestQuiz }
export interface Prepared { tokens: string[]; studentIds: number[]; rounds: Round[] }

/**
 * `schoolCount` schools sharing `students` grade-7 students (student s in school s mod schoolCount, so every school's
 * students start together), spread over each school's sections, and `rounds` pairs of quizzes assigned to them all.
 */
export async function prepare(databaseUrl: string, students: number, schoolCount: number, rounds: number): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  const db = database.db;
  const schoolRows = await db.insert(schools).values(Array.from({ length: schoolCount }, (_, k) => ({
    code: `storm-${k + 1}`, name: `Storm School ${k + 1}, Sector ${k + 2}, Delhi`, city: 'Delhi',
  }))).returning();
  const schoolOf = (s: number) => schoolRows[s % schoolCount].id;
  const created = await inChunks(Array.from({ length: students }, (_, i) => ({
    username: `storm.student.${i}`, email: `storm.student.${i}@bench.example`, passwordHash: 'not-used',
    role: 'student' as const, schoolId: schoolOf(i), name: `Storm Student ${i}`,
  })), (chunk) => db.insert(users).values(chunk).returning({ id: users.id }));
  await inChunks(created.map((u, i) => ({ userId: u.id, schoolId: schoolOf(i), grade: 7, section: SECTIONS[Math.floor(i / schoolCount) % SECTIONS.length] })),
    (chunk) => db.insert(studentProfiles).values(chunk).returning({ userId: studentProfiles.userId }));
  const studentIds = created.map((u) => u.id);
  const tokens = await issueTokens(db, studentIds, 24);
  const schoolIds = schoolRows.map((s) => s.id);
  const made: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    made.push({
      warmUp: await createQuiz(db, schoolIds, `Warm-up ${r}`, 'homework'),
      exam: await createQuiz(db, schoolIds, `Half-yearly exam ${r}`, 'half_yearly', POOL),
    });
  }
  await db.execute(sql`analyze`);
  await database.close();
  return { tokens, studentIds, rounds: made };
}

/** Compares every acknowledged save of a storm on `quiz` with what the database holds; returns the problems found. */
export async function verify(databaseUrl: string, quiz: TestQuiz, studentIds: number[], saves: number, result: SequenceResult): Promise<{ lines: string[]; lost: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ student_id: number; status: string; correct_count: number; question_id: number | null; answer_id: number | null }>(
    `select a.student_id, a.status, a.correct_count, aa.question_id, aa.answer_id
     from quiz_attempts a left join attempt_answers aa on aa.attempt_id = a.id where a.quiz_id = $1`, [quiz.id]);
  await client.end();
  const attempts = new Map<number, { status: string; correct: number; answers: Map<number, number | null> }>();
  for (const r of rows) {
    const a = attempts.get(r.student_id) ?? { status: r.status, correct: r.correct_count, answers: new Map() };
    if (r.question_id !== null) a.answers.set(r.question_id, r.answer_id);
    attempts.set(r.student_id, a);
  }
  const problems: string[] = [];
  let ackedStarts = 0; let ackedAnswers = 0; let keptAnswers = 0; let ackedSubmits = 0; let keptSubmits = 0;
  const ok = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;
  studentIds.forEach((id, s) => {
    const out = result.outcomes[s];
    const attempt = attempts.get(id);
    const paper = paperOf(quiz, id);
    if (ok(out[1]?.status)) {
      ackedStarts++;
      if (!attempt) problems.push(`student ${s}: started (HTTP ${out[1].status}) but no attempt is stored`);
    }
    for (let q = 0; q < saves; q++) {
      if (!ok(out[2 + q]?.status)) continue;
      ackedAnswers++;
      if (attempt?.answers.get(quiz.questions[paper[q]].id) === optionId(quiz, paper[q], pick(s, q))) keptAnswers++;
      else problems.push(`student ${s}: the saved answer to question ${q + 1} is not stored`);
    }
    if (ok(out[2 + saves]?.status)) {
      ackedSubmits++;
      const expected = paper.filter((_, q) => pick(s, q) === 1).length;
      const allStored = paper.every((index, q) => attempt?.answers.get(quiz.questions[index].id) === optionId(quiz, index, pick(s, q)));
      if (attempt?.status === 'submitted' && attempt.correct === expected && allStored) keptSubmits++;
      else problems.push(`student ${s}: submitted, but the stored attempt is ${attempt?.status ?? 'missing'} with ${attempt?.correct ?? 0}/${expected} right`);
    }
  });
  const lines = [
    `  attempts stored ${attempts.size} for ${ackedStarts} acknowledged starts`,
    `  answers saved one by one: ${keptAnswers} of ${ackedAnswers} acknowledged are stored`,
    `  submits: ${keptSubmits} of ${ackedSubmits} acknowledged are stored, submitted and scored as expected`,
    ...problems.slice(0, 10).map((p) => `  LOST: ${p}`),
  ];
  return { lines, lost: problems.length };
}
