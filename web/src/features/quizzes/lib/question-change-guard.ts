/**
 * How long after a question appears clicks on the quiz are ignored. A double click (or a double press of
 * Enter) on Next lands its second half on the new question; without this it would pick an answer, go one
 * question further or, on the second-to-last question, reach Submit.
 */
export const QUESTION_CHANGE_GUARD_MS = 500;

export interface QuestionChangeGuard {
  /** The question changed (or first appeared) at `now` (ms, one clock for every call). */
  markChange: (now: number) => void;
  /** Whether a click at `now` is the student's own, not a leftover of the click that changed the question. */
  allows: (now: number) => boolean;
}

export function createQuestionChangeGuard(windowMs = QUESTION_CHANGE_GUARD_MS): QuestionChangeGuard {
  let changedAt = Number.NEGATIVE_INFINITY;
  return {
    markChange: (now) => {
      changedAt = now;
    },
    allows: (now) => now - changedAt >= windowMs,
  };
}
