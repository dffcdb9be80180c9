/**
 * How long after a question appears the second half of a double click on the quiz's navigation (Next, Previous,
 * Submit, a circle) is ignored. A double click (or a double tap) on Next would otherwise go two questions on or, on
 * the second-to-last question, reach Submit.
 */
export const QUESTION_CHANGE_GUARD_MS = 500;

export interface QuestionChangeGuard {
  /** The question changed (or first appeared) at `now` (ms, one clock for every call). */
  markChange: (now: number) => void;
  /**
   * Whether a click on the navigation at `now` is the student's own. `clickCount` is the click's `detail`: 2 or more
   * for the later clicks of a double click, 1 for a single click, 0 for a key press. Only a repeated click that lands
   * within the window is a leftover; a quick student's single clicks always count, and a double press of Enter
   * cannot reach the button (the new question's heading takes the focus).
   *
   * Picking an answer is never guarded: every option a student clicks is kept, whatever the pace (issue 28 item 1).
   */
  allows: (now: number, clickCount: number) => boolean;
}

export function createQuestionChangeGuard(windowMs = QUESTION_CHANGE_GUARD_MS): QuestionChangeGuard {
  let changedAt = Number.NEGATIVE_INFINITY;
  return {
    markChange: (now) => {
      changedAt = now;
    },
    allows: (now, clickCount) => clickCount < 2 || now - changedAt >= windowMs,
  };
}
