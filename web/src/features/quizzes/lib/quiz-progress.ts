import type { QuizQuestion, QuizResult } from '@prayog/contract';

/** The 1-based numbers of the questions without an answer (`answered` holds the ids of those with one), in order. */
export function unansweredNumbers(questions: readonly Pick<QuizQuestion, 'id'>[], answered: { has: (id: number) => boolean }): number[] {
  return questions.flatMap((q, index) => (answered.has(q.id) ? [] : [index + 1]));
}

/**
 * 'Great Job!', the trophy and anything else that celebrates are for results that earned them: a pass,
 * by the quiz's own pass mark, which the server applies (`passed`). Anything below gets an honest,
 * encouraging message instead.
 */
export const deservesCelebration = (result: Pick<QuizResult, 'passed'>): boolean => result.passed;
