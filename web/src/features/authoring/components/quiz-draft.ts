import type { AuthoringQuestion, BankQuestion, QuestionInput } from '@prayog/contract';

/**
 * The question editor's working copy of a quiz's questions. Each question and answer has a key of its own (React's
 * and the radio's), the correct answer is one key (a radio group, so two answers can never both be correct), and a
 * question taken from the bank remembers it: unchanged, it is sent as the bank's id for the server to copy.
 */
export interface DraftAnswer { key: string; text: string }
export interface DraftQuestion {
  key: string;
  /** The stored question this one keeps (`id` in the request). */
  id?: number;
  /** The bank question it was taken from, and that question's text and answers as taken. */
  bank?: { id: number; text: string; answers: readonly { text: string; is_correct: boolean }[] };
  text: string;
  answers: DraftAnswer[];
  /** The key of the correct answer; null when none is marked yet. */
  correct: string | null;
}

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

export const emptyQuestion = (): DraftQuestion => {
  const answers = [{ key: newKey(), text: '' }, { key: newKey(), text: '' }];
  return { key: newKey(), text: '', answers, correct: null };
};

/** A stored question as the editor starts it; without the correct answers (not the caller's) none is marked. */
export function fromStored(question: AuthoringQuestion): DraftQuestion {
  const answers = question.answers.map((a) => ({ key: newKey(), text: a.text }));
  const correctIndex = question.answers.findIndex((a) => a.is_correct === true);
  return { key: newKey(), id: question.id, text: question.text, answers, correct: correctIndex >= 0 ? answers[correctIndex].key : null };
}

export function fromBank(question: BankQuestion): DraftQuestion {
  const answers = question.answers.map((a) => ({ key: newKey(), text: a.text }));
  const correctIndex = question.answers.findIndex((a) => a.is_correct);
  return {
    key: newKey(),
    bank: { id: question.id, text: question.text, answers: question.answers },
    text: question.text,
    answers,
    correct: correctIndex >= 0 ? answers[correctIndex].key : null,
  };
}

const answersOf = (q: DraftQuestion) => q.answers.map((a) => ({ text: a.text, is_correct: a.key === q.correct }));

const sameAnswers = (a: readonly { text: string; is_correct: boolean }[], b: readonly { text: string; is_correct: boolean }[]) =>
  a.length === b.length && a.every((x, i) => x.text === b[i].text && x.is_correct === b[i].is_correct);

/** The request's question: a bank question left as it was goes by its id alone; any other goes whole. */
export function toInput(q: DraftQuestion): QuestionInput {
  const answers = answersOf(q);
  if (q.bank && q.text === q.bank.text && sameAnswers(answers, q.bank.answers)) return { bank_question_id: q.bank.id };
  return { ...(q.id !== undefined ? { id: q.id } : {}), text: q.text, answers };
}

/** Whether the questions as written differ from the stored ones (only then does an edit send them). */
export function questionsChanged(drafts: readonly DraftQuestion[], stored: readonly AuthoringQuestion[]): boolean {
  if (drafts.length !== stored.length) return true;
  return drafts.some((q, i) => {
    const s = stored[i];
    return q.id !== s.id || q.bank !== undefined || q.text !== s.text
      || !sameAnswers(answersOf(q), s.answers.map((a) => ({ text: a.text, is_correct: a.is_correct === true })));
  });
}
