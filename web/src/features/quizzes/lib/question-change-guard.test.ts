import { describe, expect, it } from 'vitest';
import { QUESTION_CHANGE_GUARD_MS, createQuestionChangeGuard } from './question-change-guard';

describe('the question change guard', () => {
  it('lets clicks through before any question change', () => {
    expect(createQuestionChangeGuard().allows(0, 2)).toBe(true);
  });

  it('ignores the later clicks of a double click for 500 ms after a change', () => {
    expect(QUESTION_CHANGE_GUARD_MS).toBe(500);
    const guard = createQuestionChangeGuard();
    guard.markChange(10_000);
    expect(guard.allows(10_080, 2)).toBe(false); // a double click's second click
    expect(guard.allows(10_499, 3)).toBe(false);
    expect(guard.allows(10_500, 2)).toBe(true);
  });

  it("always lets a single click or a key press through: a quick student's clicks all count", () => {
    const guard = createQuestionChangeGuard();
    guard.markChange(10_000);
    expect(guard.allows(10_000, 1)).toBe(true);
    expect(guard.allows(10_050, 1)).toBe(true);
    expect(guard.allows(10_050, 0)).toBe(true);
  });

  it('starts the window again at every change', () => {
    const guard = createQuestionChangeGuard(300);
    guard.markChange(1000);
    guard.markChange(1250);
    expect(guard.allows(1400, 2)).toBe(false);
    expect(guard.allows(1550, 2)).toBe(true);
  });
});
