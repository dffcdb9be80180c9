import {
  RESPONSE_MAX_LENGTH, isChoiceKind, parseAnswerNumber,
  type AnswerValue, type QuestionKind, type QuizQuestion, type SavedAnswer, type SubmitQuizRequest,
} from '@prayog/contract';

/**
 * One question's answer as the runner keeps it and the save sends it (the contract's AnswerValue without the
 * question): an option (single, true/false), options (multiple; [] cleared), or the text typed (numeric, short text).
 */
export type AnswerInput = Omit<AnswerValue, 'question_id'>;

/** Whether the answer counts as given: a cleared multiple-select question does not (the server counts it blank). */
export function isAnswered(answer: AnswerInput | undefined): boolean {
  if (!answer) return false;
  if (answer.answer_id !== undefined) return true;
  if (answer.answer_ids !== undefined) return answer.answer_ids.length > 0;
  return (answer.response ?? '').trim() !== '';
}

/** A resumed attempt's saved answers by question. */
export function answersFromSaved(saved: readonly SavedAnswer[]): Map<number, AnswerInput> {
  return new Map(saved.map(({ question_id, ...answer }) => [question_id, answer]));
}

export const isTypedKind = (kind: QuestionKind) => !isChoiceKind(kind);

/**
 * Whether text typed into a question is an answer the server takes (so the runner keeps it as the question's answer):
 * some text, not too long, and for a numeric question a number as marking reads it (Devanagari digits too). Anything
 * else is still sent, so the server's own words say what is wrong, but it never replaces the answer kept.
 */
export function typedAnswerFits(kind: QuestionKind, text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > RESPONSE_MAX_LENGTH) return false;
  return kind !== 'numeric' || parseAnswerNumber(trimmed) !== null;
}

/**
 * The submit's payload. The spec's form (question text → chosen answer text, spec 1 §7) while every question is
 * answered by one option and the texts tell the questions and their options apart; otherwise answers by id, which
 * carry every kind (a multiple-select question's options, a typed answer).
 */
export function buildSubmitPayload(questions: readonly QuizQuestion[], answers: ReadonlyMap<number, AnswerInput>): SubmitQuizRequest {
  const unique = (texts: string[]) => new Set(texts.map((s) => s.trim())).size === texts.length;
  const byText = questions.every((q) => q.kind === 'single' || q.kind === 'true_false')
    && unique(questions.map((q) => q.question)) && questions.every((q) => unique(q.answers.map((a) => a.answer)));
  if (byText) {
    const payload: Record<string, string> = {};
    for (const q of questions) {
      const option = q.answers.find((a) => a.id === answers.get(q.id)?.answer_id);
      if (option) payload[q.question] = option.answer;
    }
    return payload;
  }
  const ids = new Set(questions.map((q) => q.id));
  return {
    answers: [...answers].flatMap(([question_id, answer]) => {
      if (!ids.has(question_id)) return [];
      // An emptied typed or multiple-select answer is sent too: it clears what the server kept.
      return [{ question_id, ...answer }];
    }),
  };
}
