/**
 * Each subject's bank of assessment questions (question-banks/<slug>.json): six per lesson. The seed gives
 * every quiz of a grade and subject its own questions from the bank, so no report of a submitted quiz
 * answers a question of another quiz of the same class (ADR 0005).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { questionSchema, type Question } from './schema';
import { subjectCatalogue } from './catalogue';

export const QUESTIONS_PER_LESSON_IN_BANK = 6;

const bankSchema = z.array(questionSchema).refine(
  (qs) => new Set(qs.map((q) => q.text.toLowerCase())).size === qs.length,
  'question texts must be distinct within a bank',
);

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'question-banks');
const banks = new Map<string, readonly Question[]>();

/** The bank of a subject (validated once, then kept). */
export function questionBank(subjectSlug: string): readonly Question[] {
  let bank = banks.get(subjectSlug);
  if (!bank) {
    if (!subjectCatalogue.some((s) => s.slug === subjectSlug)) throw new RangeError(`No subject "${subjectSlug}"`);
    bank = bankSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, `${subjectSlug}.json`), 'utf8')));
    banks.set(subjectSlug, bank);
  }
  return bank;
}
