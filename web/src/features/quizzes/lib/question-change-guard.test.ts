import { describe, expect, it } from 'vitest';
import { QUESTION_CHANGE_GUARD_MS, createQuestionChangeGuard } from './question-change-guard';

describe('the question change guard', () => {
  it('lets clicks through before any question change', () => {
    expect(createQuestionChangeGuard().allows(0)).toBe(true);
  });

  it('ignores clicks for 500 ms after a change, the second half of a double click included', () => {
    expect(QUESTION_CHANGE_GUARD_MS).toBe(500);
    const guard = createQuestionChangeGuard();
    guard.markChange(10_000);
    expect(guard.allows(10_000)).toBe(false);
    expect(guard.allows(10_080)).toBe(false); // a double click's second click
    expect(guard.allows(10_499)).toBe(false);
    expect(guard.allows(10_500)).toBe(true);
    expect(guard.allows(12_000)).toBe(true);
  });

  it('starts the window again at every change', () => {
    const guard = createQuestionChangeGuard(300);
    guard.markChange(1000);
    guard.markChange(1250);
    expect(guard.allows(1400)).toBe(false);
    expect(guard.allows(1550)).toBe(true);
  });
});
