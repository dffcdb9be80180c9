import type { QuestionKind } from '@prayog/contract';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { loadQuestions } from '../features/authoring';

/** A submitted quiz's paper: its questions in order with their correct options, and every option's text by id. */
export interface AnswerKey {
  questions: { id: number; text: string; kind: QuestionKind; marks: number; correct: { id: number; text: string }[] }[];
  optionText: Map<number, string>;
}

/**
 * The answer keys of quizzes that someone submitted, kept per database (ADR 0020). Those never change: a quiz whose
 * questions are edited after someone started it becomes a new quiz (a new version, authoring/quizzes.service.ts), as
 * the submit's kept options rely on too. A district's reports then read only each attempt's chosen options.
 */
const keptKeysOf = perDatabase(() => new Map<number, AnswerKey>());
/** A district has a few hundred quizzes; beyond this the oldest kept key goes. */
const KEPT_KEYS = 2000;

/** The answer keys of these submitted quizzes: from memory, the missing ones read in one query. */
export async function answerKeys(db: Db, quizIds: Iterable<number>): Promise<Map<number, AnswerKey>> {
  const kept = keptKeysOf(db);
  const keys = new Map<number, AnswerKey>();
  const missing: number[] = [];
  for (const id of new Set(quizIds)) {
    const key = kept.get(id);
    if (key) keys.set(id, key);
    else missing.push(id);
  }
  if (missing.length === 0) return keys;
  for (const [quizId, questions] of await loadQuestions(db, missing)) {
    const key: AnswerKey = {
      questions: questions.map((q) => ({ id: q.id, text: q.text, kind: q.kind, marks: q.marks, correct: q.answers.filter((a) => a.is_correct).map((a) => ({ id: a.id, text: a.text })) })),
      optionText: new Map(questions.flatMap((q) => q.answers.map((a) => [a.id, a.text] as const))),
    };
    keys.set(quizId, key);
    while (kept.size >= KEPT_KEYS) kept.delete(kept.keys().next().value!);
    kept.set(quizId, key);
  }
  return keys;
}
