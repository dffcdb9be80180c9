import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORING_MESSAGES, answerMatchKey, isChoiceKind, questionOfOtherKind, type AuthoringQuestion, type QuestionKind, type QuizKind, type questionInputSchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { textArray } from '../../db/array-literals';
import { conflict, notFound } from '../../lib/http-errors';
import { mayChangeSchoolRecord, type Principal } from '../../policies';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';

/** Who authors quizzes besides superusers: teachers, for their own school's. */
export const QUIZ_AUTHOR_ROLES = ['teacher'] as const;

type QuestionInput = z.output<typeof questionInputSchema>;

/** A question as it will be stored: its text, kind, marks and answers in order (`id` an existing question of the quiz to keep). */
export interface WrittenQuestion {
  id?: number;
  text: string;
  kind: QuestionKind;
  marks: number;
  tolerance: number | null;
  tags: string[];
  answers: { text: string; is_correct: boolean }[];
}

/** The questions of quizzes, in order, with their answers (is_correct as stored). */
export async function loadQuestions(db: Db, quizIds: number[]): Promise<Map<number, AuthoringQuestion[]>> {
  const byQuiz = new Map<number, AuthoringQuestion[]>(quizIds.map((id) => [id, []]));
  if (quizIds.length === 0) return byQuiz;
  const rows = await db.select({
    quizId: questions.quizId, questionId: questions.id, text: questions.text, kind: questions.kind, marks: questions.marks,
    tolerance: questions.tolerance, tags: questions.tags, answerId: answers.id, answer: answers.text, isCorrect: answers.isCorrect,
  }).from(questions).leftJoin(answers, eq(answers.questionId, questions.id))
    .where(inArray(questions.quizId, quizIds)).orderBy(asc(questions.quizId), asc(questions.position), asc(answers.position));
  for (const r of rows) {
    const list = byQuiz.get(r.quizId)!;
    if (list.at(-1)?.id !== r.questionId) {
      list.push({ id: r.questionId, text: r.text, kind: r.kind as QuestionKind, marks: r.marks, tolerance: r.tolerance, tags: r.tags, answers: [] });
    }
    if (r.answerId !== null) list.at(-1)!.answers.push({ id: r.answerId, text: r.answer!, is_correct: r.isCorrect });
  }
  return byQuiz;
}

/**
 * The questions as written, with each `bank_question_id` resolved to a copy of that question (its text and answers
 * unless the author gave their own). A bank question must be one the caller may see the answers of (the
 * answer-reveal rule: superusers any, teachers their own school's quizzes'); any other is "no such question".
 */
export async function resolveQuestions(db: Db, user: Principal, inputs: QuestionInput[]): Promise<WrittenQuestion[]> {
  const bankIds = [...new Set(inputs.flatMap((q) => (q.bank_question_id === undefined ? [] : [q.bank_question_id])))];
  const bank = new Map<number, { schoolId: number | null; question: AuthoringQuestion }>();
  if (bankIds.length > 0) {
    const owners = await db.select({ questionId: questions.id, quizId: questions.quizId, schoolId: quizzes.schoolId })
      .from(questions).innerJoin(quizzes, eq(quizzes.id, questions.quizId)).where(inArray(questions.id, bankIds));
    const loaded = await loadQuestions(db, [...new Set(owners.map((o) => o.quizId))]);
    for (const o of owners) {
      const question = loaded.get(o.quizId)!.find((q) => q.id === o.questionId)!;
      bank.set(o.questionId, { schoolId: o.schoolId, question });
    }
  }
  return inputs.map((q) => {
    if (q.bank_question_id !== undefined && (q.text === undefined || q.answers === undefined)) {
      const found = bank.get(q.bank_question_id);
      if (!found || !mayChangeSchoolRecord(user, QUIZ_AUTHOR_ROLES, found.schoolId)) throw notFound(AUTHORING_MESSAGES.noSuchBankQuestion);
      const from = found.question;
      return written({
        id: q.id, text: q.text ?? from.text, kind: q.answers ? q.kind ?? 'single' : from.kind, marks: q.marks ?? from.marks,
        tolerance: q.tolerance !== undefined ? q.tolerance : from.tolerance, tags: q.tags ?? from.tags,
        answers: q.answers ?? from.answers.map((a) => ({ text: a.text, is_correct: Boolean(a.is_correct) })),
      });
    }
    return written({ id: q.id, text: q.text!, kind: q.kind ?? 'single', marks: q.marks ?? 1, tolerance: q.tolerance ?? null, tags: q.tags ?? [], answers: q.answers! });
  });
}

/**
 * A question as stored for its kind (ADR 0041): a typed question's answers are all accepted ones, and only a numeric
 * one keeps a tolerance (0 when none was given).
 */
function written(q: WrittenQuestion): WrittenQuestion {
  const typed = !isChoiceKind(q.kind);
  return {
    ...q,
    tolerance: q.kind === 'numeric' ? q.tolerance ?? 0 : null,
    answers: typed ? q.answers.map((a) => ({ ...a, is_correct: true })) : q.answers,
  };
}

/** A question's text as the kinds' rule compares it: any case, spaces trimmed and collapsed. */
export const normalisedText = (text: unknown) => sql`lower(regexp_replace(trim(${text}), '\\s+', ' ', 'g'))`;

/** The advisory lock every check-then-write of a quiz's questions or kind holds, so two cannot cross (ADR 0022). */
const QUESTION_KINDS_LOCK = 220_022;

/**
 * Refuses (409) questions asked by a quiz of the other kind (ADR 0022): a practice quiz's answers are public, so its
 * questions may not be in a graded quiz, nor a graded quiz's in a practice one — the same text in any case and
 * spacing, archived quizzes included (their keys are what the rule keeps). Run it in the transaction that then writes:
 * it takes a lock held to the end, so two authors cannot put one question into quizzes of both kinds at once.
 */
export async function refuseQuestionsOfOtherKind(tx: Db, kind: QuizKind, texts: string[], exceptQuizId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUESTION_KINDS_LOCK})`);
  if (texts.length === 0) return;
  const other: QuizKind = kind === 'practice' ? 'graded' : 'practice';
  const [hit] = await tx.select({ text: questions.text }).from(questions).innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(and(
      eq(quizzes.kind, other),
      exceptQuizId === undefined ? undefined : ne(quizzes.id, exceptQuizId),
      sql`${normalisedText(questions.text)} in (select ${normalisedText(sql`t`)} from unnest(${textArray(texts)}::text[]) t)`,
    )).limit(1);
  if (hit) throw conflict(questionOfOtherKind(hit.text.trim(), other));
}

/**
 * Whether the written questions mark as the stored ones do (same texts, kinds, marks, tolerances, answers and correct
 * answers, in order). Tags only sort the bank, so a change of tags alone is made in place (retagQuestions).
 */
export function sameQuestions(stored: AuthoringQuestion[], written: WrittenQuestion[]): boolean {
  const shape = (qs: (Pick<WrittenQuestion, 'text' | 'kind' | 'marks' | 'tolerance'> & { answers: { text: string; is_correct: boolean | null }[] })[]) =>
    JSON.stringify(qs.map((q) => [q.text.trim(), q.kind, q.marks, q.tolerance, q.answers.map((a) => [a.text.trim(), Boolean(a.is_correct)])]));
  return shape(stored) === shape(written);
}

/** A stored question as it would be written again (a new version with the same paper). */
export const asWritten = (q: AuthoringQuestion): WrittenQuestion => ({
  text: q.text, kind: q.kind, marks: q.marks, tolerance: q.tolerance, tags: q.tags,
  answers: q.answers.map((a) => ({ text: a.text, is_correct: Boolean(a.is_correct) })),
});

const questionColumns = (q: WrittenQuestion) => ({ text: q.text, kind: q.kind, marks: q.marks, tolerance: q.tolerance, tags: q.tags });

/** Stores the written tags of a quiz's questions, matched by position (a change that leaves the marking as it was). */
export async function retagQuestions(tx: Db, quizId: number, written: WrittenQuestion[]): Promise<void> {
  for (const [index, q] of written.entries()) {
    await tx.update(questions).set({ tags: q.tags }).where(and(eq(questions.quizId, quizId), eq(questions.position, index + 1)));
  }
}

/**
 * Stores a quiz's questions as written: questions named by `id` that belong to the quiz are kept (so their ids stay)
 * and rewritten, the others removed, new ones added. Only for quizzes without attempts.
 */
export async function writeQuestions(tx: Db, quizId: number, written: WrittenQuestion[]): Promise<void> {
  const existing = new Set((await tx.select({ id: questions.id }).from(questions).where(eq(questions.quizId, quizId))).map((q) => q.id));
  const kept = written.flatMap((q) => (q.id !== undefined && existing.has(q.id) ? [q.id] : []));
  const keptIds = [...new Set(kept)];
  await tx.delete(questions).where(and(eq(questions.quizId, quizId), keptIds.length ? notInArray(questions.id, keptIds) : undefined));
  // Kept questions move out of the way of questions_quiz_position_uq before taking their new places.
  if (keptIds.length) await tx.update(questions).set({ position: sql`${questions.position} + 100000` }).where(inArray(questions.id, keptIds));
  const used = new Set<number>();
  for (const [index, q] of written.entries()) {
    const keep = q.id !== undefined && existing.has(q.id) && !used.has(q.id);
    let questionId: number;
    if (keep) {
      questionId = q.id!;
      used.add(questionId);
      await tx.update(questions).set({ position: index + 1, ...questionColumns(q) }).where(eq(questions.id, questionId));
      await tx.delete(answers).where(eq(answers.questionId, questionId));
    } else {
      const [row] = await tx.insert(questions).values({ quizId, position: index + 1, ...questionColumns(q) }).returning({ id: questions.id });
      questionId = row.id;
    }
    await tx.insert(answers).values(q.answers.map((a, i) => ({
      questionId, position: i + 1, text: a.text, isCorrect: a.is_correct, matchKey: answerMatchKey(q.kind, a.text),
    })));
  }
}
