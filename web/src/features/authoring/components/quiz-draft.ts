import type { AuthoringQuestion, BankQuestion, QuestionInput, QuestionKind } from '@prayog/contract';

/**
 * The question editor's working copy of a quiz's questions (ADR 0041's kinds). Each question and answer has a key of
 * its own (React's and the radios'). Each kind keeps its own part — the options of single and multiple choice, the two
 * of true/false, the number and its tolerance, the accepted answers of a short answer — so switching a question's kind
 * back and forth loses nothing typed. A question taken from the bank remembers it: unchanged, it is sent as the bank's
 * id for the server to copy.
 */
export interface DraftAnswer { key: string; text: string }

/** A question as the request carries it, for comparisons. */
interface Written {
  text: string;
  kind: QuestionKind;
  marks: number;
  tolerance: number | null;
  tags: readonly string[];
  answers: readonly { text: string; is_correct: boolean }[];
}

export interface DraftQuestion {
  key: string;
  /** The stored question this one keeps (`id` in the request). */
  id?: number;
  /** The bank question it was taken from, as taken. */
  bank?: { id: number } & Written;
  kind: QuestionKind;
  text: string;
  /** What the marks field holds: a number, or '' (or a half-typed text) until one is typed. */
  marks: number | string;
  tags: string[];
  /** single and multiple: the options, and the keys of the right ones (single: at most one). */
  options: DraftAnswer[];
  correct: string[];
  /** true_false: its two options (their texts fixed when the question became true/false), and the right one's key. */
  truth: DraftAnswer[];
  truthCorrect: string | null;
  /** numeric: the answer as typed, and how far from it still counts (± value). */
  number: string;
  tolerance: number | string;
  /** short_text: the accepted answers. */
  accepted: DraftAnswer[];
}

/** The texts a new true/false question's two options get, in the author's language. */
export interface TruthTexts { true: string; false: string }

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;
const answer = (text = ''): DraftAnswer => ({ key: newKey(), text });
const twoBlank = () => [answer(), answer()];

export const emptyQuestion = (): DraftQuestion => ({
  key: newKey(), kind: 'single', text: '', marks: 1, tags: [], options: twoBlank(), correct: [], truth: [], truthCorrect: null,
  number: '', tolerance: 0, accepted: [answer()],
});

/** The question as another kind; the options of single and multiple choice carry over (single keeps one right one). */
export function withKind(q: DraftQuestion, kind: QuestionKind, truthTexts: TruthTexts): DraftQuestion {
  const next = { ...q, kind };
  if (kind === 'single' && q.correct.length > 1) next.correct = q.correct.slice(0, 1);
  if (kind === 'true_false' && q.truth.length !== 2) next.truth = [answer(truthTexts.true), answer(truthTexts.false)];
  return next;
}

/** A question (stored or from the bank) as the editor starts it; without the correct answers (not the caller's) none is marked. */
function fromWritten(q: { kind: QuestionKind; text: string; marks: number; tolerance: number | null; tags: readonly string[]; answers: readonly { text: string; is_correct: boolean | null }[] }) {
  const draft = { ...emptyQuestion(), kind: q.kind, text: q.text, marks: q.marks, tags: [...q.tags] };
  const answers = q.answers.map((a) => answer(a.text));
  const right = answers.filter((_, i) => q.answers[i].is_correct === true).map((a) => a.key);
  switch (q.kind) {
    case 'numeric':
      return { ...draft, number: q.answers[0]?.text ?? '', tolerance: q.tolerance ?? 0 };
    case 'short_text':
      return { ...draft, accepted: answers.length ? answers : [answer()] };
    case 'true_false':
      return { ...draft, truth: answers, truthCorrect: right[0] ?? null };
    default:
      return { ...draft, options: answers, correct: q.kind === 'single' ? right.slice(0, 1) : right };
  }
}

export const fromStored = (question: AuthoringQuestion): DraftQuestion => ({ ...fromWritten(question), id: question.id });

export function fromBank(question: BankQuestion): DraftQuestion {
  const { id, text, kind, marks, tolerance, tags, answers } = question;
  return { ...fromWritten(question), bank: { id, text, kind, marks, tolerance, tags, answers } };
}

/** The marks typed, as a number (NaN when none is, which the contract refuses with its message). */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/** The question's answers as the request carries them: options with their right ones, or the accepted answers (all right). */
function answersOf(q: DraftQuestion): { text: string; is_correct: boolean }[] {
  switch (q.kind) {
    case 'numeric':
      return [{ text: q.number.trim(), is_correct: true }];
    case 'short_text':
      return q.accepted.map((a) => ({ text: a.text, is_correct: true }));
    case 'true_false':
      return q.truth.map((a) => ({ text: a.text, is_correct: a.key === q.truthCorrect }));
    default:
      return q.options.map((a) => ({ text: a.text, is_correct: q.correct.includes(a.key) }));
  }
}

function written(q: DraftQuestion): Written {
  return {
    text: q.text, kind: q.kind, marks: numberOf(q.marks), tolerance: q.kind === 'numeric' ? numberOf(q.tolerance === '' ? 0 : q.tolerance) : null,
    tags: q.tags, answers: answersOf(q),
  };
}

const sameWritten = (a: Written, b: Written) => a.text === b.text && a.kind === b.kind && a.marks === b.marks && a.tolerance === b.tolerance
  && a.tags.length === b.tags.length && a.tags.every((tag, i) => tag === b.tags[i])
  && a.answers.length === b.answers.length && a.answers.every((x, i) => x.text === b.answers[i].text && x.is_correct === b.answers[i].is_correct);

/** The request's question: a bank question left as it was goes by its id alone; any other goes whole. */
export function toInput(q: DraftQuestion): QuestionInput {
  const w = written(q);
  if (q.bank && sameWritten(w, { ...q.bank, tolerance: q.bank.kind === 'numeric' ? q.bank.tolerance ?? 0 : null })) return { bank_question_id: q.bank.id };
  return {
    ...(q.id !== undefined ? { id: q.id } : {}),
    kind: w.kind, text: w.text, marks: w.marks, tags: [...w.tags],
    ...(w.kind === 'numeric' ? { tolerance: w.tolerance } : {}),
    answers: [...w.answers],
  };
}

/** The question's answers as the contract's per-kind rule reads them (answersProblem). */
export const answersForCheck = answersOf;

/** Whether the questions as written differ from the stored ones (only then does an edit send them). */
export function questionsChanged(drafts: readonly DraftQuestion[], stored: readonly AuthoringQuestion[]): boolean {
  if (drafts.length !== stored.length) return true;
  return drafts.some((q, i) => {
    const s = stored[i];
    return q.id !== s.id || q.bank !== undefined || !sameWritten(written(q), {
      ...s, tolerance: s.kind === 'numeric' ? s.tolerance ?? 0 : null, answers: s.answers.map((a) => ({ text: a.text, is_correct: a.is_correct === true })),
    });
  });
}

/**
 * The marks an attempt can score, as the server counts max_marks: every question's, or a pool quiz's `draw` weightiest
 * ones'. Questions whose marks are not yet a number count nothing.
 */
export function totalMarks(drafts: readonly DraftQuestion[], draw: number | null): number {
  const marks = drafts.map((q) => numberOf(q.marks)).filter((m) => Number.isInteger(m) && m > 0).sort((a, b) => b - a);
  return marks.slice(0, draw ?? marks.length).reduce((sum, m) => sum + m, 0);
}
