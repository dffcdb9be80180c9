/**
 * Quizzes' texts in a reader's language for what reads them from memory rather than in its own statement (ADR 0044):
 * reports build their feedback from the kept answer keys (read-models/answer-keys.ts, English, never changing), so the
 * versions of the few quizzes a report shows are read in one statement and laid over them, field by field. A reader in
 * English reads nothing more. Versions may change at any time, so they are not kept.
 */
import { sql } from 'drizzle-orm';
import { SOURCE_LANGUAGE, type Language } from '@prayog/contract';
import type { Db } from '../../db/client';
import { intArray } from '../../db/array-literals';
import { rowsOf } from '../../db/rows';
import { inLanguage, versionOf } from '../translations';
import { answerTranslations, questionTranslations, quizTranslations } from '../translations/translations.table';
import { answers, questions, quizzes } from './quizzes.table';

/** Each text in the language where its version has it, else the English text given. */
export interface QuizTexts {
  quizName(quizId: number, english: string): string;
  topic(quizId: number, english: string): string;
  question(questionId: number, english: string): string;
  option(answerId: number, english: string): string;
  /** Whether the quiz's name has a version in the language (its text_language is the language, else English). */
  quizInLanguage(quizId: number): boolean;
}

const asIs: QuizTexts = {
  quizName: (_id, english) => english, topic: (_id, english) => english,
  question: (_id, english) => english, option: (_id, english) => english, quizInLanguage: () => false,
};

interface Row { kind: 'quiz' | 'question' | 'option'; id: number; text: string; topic: string | null; versioned: boolean }

/**
 * The versions in the language of these quizzes, their questions and their options, in one statement: only items
 * that have a version (joined by its primary key, item and language), each field falling back to English alone.
 */
export async function quizTextsIn(db: Db, quizIds: Iterable<number>, language: Language): Promise<QuizTexts> {
  const ids = [...new Set(quizIds)];
  if (language === SOURCE_LANGUAGE || ids.length === 0) return asIs;
  const list = sql`${intArray(ids)}::int[]`;
  const rows = rowsOf<Row>(await db.execute(sql`
    select 'quiz' as kind, ${quizzes.id} as id, ${inLanguage(quizTranslations.quizName, quizzes.quizName)} as text,
      ${inLanguage(quizTranslations.topic, quizzes.topic)} as topic, ${quizTranslations.quizName} is not null as versioned
    from ${quizzes} join ${quizTranslations} on ${versionOf(quizTranslations.quizId, quizzes.id, quizTranslations.language, language)}
    where ${quizzes.id} = any(${list})
    union all
    select 'question', ${questions.id}, ${inLanguage(questionTranslations.text, questions.text)}, null, true
    from ${questions} join ${questionTranslations} on ${versionOf(questionTranslations.questionId, questions.id, questionTranslations.language, language)}
    where ${questions.quizId} = any(${list}) and ${questionTranslations.text} is not null
    union all
    select 'option', ${answers.id}, ${inLanguage(answerTranslations.text, answers.text)}, null, true
    from ${questions} join ${answers} on ${answers.questionId} = ${questions.id}
      join ${answerTranslations} on ${versionOf(answerTranslations.answerId, answers.id, answerTranslations.language, language)}
    where ${questions.quizId} = any(${list}) and ${answerTranslations.text} is not null`));
  const quizRows = new Map<number, Row>();
  const questionTexts = new Map<number, string>();
  const optionTexts = new Map<number, string>();
  for (const r of rows) {
    const id = Number(r.id);
    if (r.kind === 'quiz') quizRows.set(id, r);
    else (r.kind === 'question' ? questionTexts : optionTexts).set(id, r.text);
  }
  return {
    quizName: (id, english) => quizRows.get(id)?.text ?? english,
    topic: (id, english) => quizRows.get(id)?.topic ?? english,
    question: (id, english) => questionTexts.get(id) ?? english,
    option: (id, english) => optionTexts.get(id) ?? english,
    quizInLanguage: (id) => quizRows.get(id)?.versioned ?? false,
  };
}
