import { z } from 'zod';

/**
 * The kinds of question a quiz asks and how each is marked (ADR 0041):
 * - single: one option is right (the original kind);
 * - multiple: several options are right; credit = (right chosen − wrong chosen) / right options, never below zero;
 * - true_false: two options, "True" and "False", one right;
 * - numeric: a number, right within the question's tolerance of the answer;
 * - short_text: a few words, right when they match an accepted answer with case, spacing, Unicode form and the
 *   Devanagari joiners ignored (normaliseAnswerText).
 * The options of numeric and short-text questions are their accepted answers: they never go to a student before the
 * review rule allows, so the runner shows a field instead.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'true_false', 'numeric', 'short_text'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKindSchema>;

/** Kinds answered by choosing options (the others by typing). */
export const CHOICE_KINDS: readonly QuestionKind[] = ['single', 'multiple', 'true_false'];
export const isChoiceKind = (kind: QuestionKind) => CHOICE_KINDS.includes(kind);

export const QUESTION_MAX_MARKS = 100;
/** The shares of a question's marks that negative marking takes per wrong answer, as offered in the editors. */
export const NEGATIVE_MARKING_CHOICES = [0, 25, 33, 50, 100] as const;
export const RESPONSE_MAX_LENGTH = 200;

/**
 * A typed answer as short-text marking compares it: Unicode NFC (so a nukta letter typed as one code point or as two
 * matches), zero-width joiners and non-joiners dropped (Devanagari keyboards differ in where they put them), case
 * folded, spaces trimmed and collapsed, and a final full stop or danda (।) dropped.
 */
export function normaliseAnswerText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.।॥]+$/u, '')
    .trim();
}

/**
 * A typed number as numeric marking reads it: digits with an optional sign and decimal point, commas between digits
 * read as grouping (1,00,000 in the Indian way, or 100,000), Devanagari (०–९) and Bengali (০–৯) digits read as 0–9.
 * Null when it is not a number.
 */
export function parseAnswerNumber(text: string): number | null {
  const ascii = text.trim().replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/\s/g, '').replace(/(\d),(?=\d)/g, '$1');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(ascii)) return null;
  const value = Number(ascii);
  return Number.isFinite(value) ? value : null;
}

/** The key a stored answer is matched on: the normalised text, or the number as JavaScript prints it. */
export function answerMatchKey(kind: QuestionKind, text: string): string | null {
  if (kind === 'short_text') return normaliseAnswerText(text);
  if (kind === 'numeric') {
    const value = parseAnswerNumber(text);
    return value === null ? null : String(value);
  }
  return null;
}

/**
 * The credit (0 to 1) of one answered question, as the submit's SQL gives it: the same rule, for the browser's review
 * and the tests. `right` are the right options' ids (choice kinds) or the accepted keys (typed kinds).
 */
export function creditOf(kind: QuestionKind, answer: { optionIds?: number[]; key?: string | null }, right: { ids: number[]; keys: string[]; tolerance: number }): number {
  if (kind === 'numeric') {
    const value = answer.key === null || answer.key === undefined ? NaN : Number(answer.key);
    return right.keys.some((k) => Math.abs(Number(k) - value) <= right.tolerance + 1e-9) ? 1 : 0;
  }
  if (kind === 'short_text') return answer.key !== null && answer.key !== undefined && right.keys.includes(answer.key) ? 1 : 0;
  const chosen = new Set(answer.optionIds ?? []);
  const rightChosen = right.ids.filter((id) => chosen.has(id)).length;
  if (kind !== 'multiple') return rightChosen === 1 && chosen.size === 1 ? 1 : 0;
  return right.ids.length === 0 ? 0 : Math.max(0, (rightChosen - (chosen.size - rightChosen)) / right.ids.length);
}

/**
 * The marks one answered question earns: full credit its marks, no credit minus the quiz's negative share of them
 * (a blank is never answered, so never penalised), partial credit that part of its marks. Two decimals.
 */
export function marksOf(credit: number, marks: number, negativePercent: number): number {
  const earned = credit >= 1 ? marks : credit <= 0 ? -marks * negativePercent / 100 : marks * credit;
  return Math.round(earned * 100) / 100 || 0; // never -0
}
