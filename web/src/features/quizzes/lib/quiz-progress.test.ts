import { describe, expect, it } from 'vitest';
import { deservesCelebration, unansweredNumbers } from './quiz-progress';

describe('unansweredNumbers', () => {
  const questions = [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }];

  it('numbers the questions without an answer from 1, in order', () => {
    expect(unansweredNumbers(questions, new Map([[12, 5], [14, 9]]))).toEqual([1, 3]);
  });

  it('is empty when every question is answered, and lists all when none is', () => {
    expect(unansweredNumbers(questions, new Map(questions.map((q) => [q.id, 1])))).toEqual([]);
    expect(unansweredNumbers(questions, new Map())).toEqual([1, 2, 3, 4]);
  });

  it('ignores answers to questions that are not in the quiz', () => {
    expect(unansweredNumbers(questions.slice(0, 2), new Map([[99, 1], [11, 1]]))).toEqual([2]);
  });
});

describe('deservesCelebration', () => {
  it('is for a pass only', () => {
    expect(deservesCelebration({ passed: true })).toBe(true);
    expect(deservesCelebration({ passed: false })).toBe(false);
  });
});
