import { stringify } from 'csv-stringify/sync';
import { csvSafeCell, type ItemAnalysis, type QuestionKind } from '@prayog/contract';
import { localize, type ServerLanguage } from '../../lib/localize';

/** The CSV's columns, in English (hi/item-analysis.json has them in Hindi). */
const COLUMNS = [
  'Rank', 'Question no.', 'Question', 'Kind', 'Marks', 'Given to', 'Right', 'Right %', 'Partly right', 'Wrong', 'Blank',
  'Discrimination', 'Options chosen', 'Commonest wrong answers',
] as const;

const KIND_NAMES: Record<QuestionKind, string> = {
  single: 'Single choice', multiple: 'Multiple select', true_false: 'True or false', numeric: 'Number', short_text: 'Short text',
};

/** The file's name: the quiz, and the grade or class when one was chosen. */
export function csvFileName(analysis: Pick<ItemAnalysis, 'quiz' | 'grade' | 'section'>): string {
  const scope = analysis.grade === null ? 'school' : `grade-${analysis.grade}${analysis.section ? `-${analysis.section}` : ''}`;
  return `item-analysis-quiz-${analysis.quiz.id}-${scope}.csv`;
}

/**
 * The analysis as the screen shows it, one row per question, most missed first: UTF-8 with a BOM (Excel reads Hindi
 * right), every cell defused against spreadsheet formulas (csvSafeCell). Options are "text: count" in the quiz's order,
 * the right ones marked only when the caller may see them; typed questions list their commonest wrong answers.
 */
export function itemAnalysisCsv(analysis: ItemAnalysis, language: ServerLanguage): string {
  const t = (text: string) => localize(text, language);
  const rightMark = t('(right)');
  const rows = analysis.questions.map((q, i) => [
    i + 1, q.position, q.text, t(KIND_NAMES[q.kind]), q.marks, q.given, q.right, q.right_percent, q.partial, q.wrong, q.blank,
    q.discrimination,
    q.options.map((o) => `${o.text}${o.is_correct ? ` ${rightMark}` : ''}: ${o.chosen}`).join('; '),
    q.wrong_responses.map((r) => `${r.response}: ${r.count}`).join('; '),
  ].map((cell) => csvSafeCell(cell)));
  return stringify(rows, { header: true, columns: COLUMNS.map((c) => t(c)), bom: true });
}
