import { sql, type SQL } from 'drizzle-orm';
import type { SubmitQuizRequest } from '@prayog/contract';
import { badRequest } from '../../lib/http-errors';

export interface Option {
  questionId: number;
  questionText: string;
  answerId: number;
  answerText: string;
}

/**
 * SQL for every question and option of the quiz as one JSON array of Options, in order (questions_quiz_position_uq,
 * answers_question_position_uq): a column of a bigger statement, so a submit reads them with its lock.
 */
export const quizOptionsJson = (quizId: SQL): SQL => sql`(
  select coalesce(json_agg(json_build_object('questionId', q.id, 'questionText', q.text, 'answerId', x.id, 'answerText', x.text)
    order by q.position, x.position), '[]'::json)
  from questions q join answers x on x.question_id = q.id
  where q.quiz_id = ${quizId}
)`;

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;

/**
 * Turns either save payload into question id → answer id, checked against the quiz's options: the spec's
 * question text → answer text map (texts compared after trimming), or {answers: [{question_id, answer_id}]}.
 * Anything that is not a question of this quiz, or an option of that question, is a 400 listing
 * every problem, and nothing is stored.
 */
export function resolveSavePayload(options: Option[], payload: SubmitQuizRequest): Map<number, number> {
  const chosen = new Map<number, number>();
  const errors: { field: string; message: string }[] = [];

  if ('answers' in payload && Array.isArray(payload.answers)) {
    const optionOf = new Map(options.map((o) => [o.answerId, o]));
    const questionIds = new Set(options.map((o) => o.questionId));
    payload.answers.forEach(({ question_id, answer_id }, i) => {
      const field = `answers.${i}`;
      if (!questionIds.has(question_id)) errors.push({ field, message: `Question ${question_id} is not part of this quiz.` });
      else if (optionOf.get(answer_id)?.questionId !== question_id) errors.push({ field, message: `Answer ${answer_id} is not an option of question ${question_id}.` });
      else if (chosen.has(question_id)) errors.push({ field, message: `Question ${question_id} is answered more than once.` });
      else chosen.set(question_id, answer_id);
    });
  } else {
    const byQuestionText = new Map<string, Option[]>();
    for (const o of options) {
      const key = o.questionText.trim();
      byQuestionText.set(key, [...(byQuestionText.get(key) ?? []), o]);
    }
    for (const [questionText, answerText] of Object.entries(payload as Record<string, string | null>)) {
      if (answerText === null) continue;
      const candidates = byQuestionText.get(questionText.trim());
      const questionIds = new Set(candidates?.map((o) => o.questionId));
      if (!candidates) {
        errors.push({ field: questionText, message: `Unknown question ${quote(questionText)}.` });
      } else if (questionIds.size > 1) {
        errors.push({ field: questionText, message: `Question ${quote(questionText)} appears more than once in this quiz; send answers by id.` });
      } else {
        const match = candidates.filter((o) => o.answerText.trim() === answerText.trim());
        if (match.length !== 1) errors.push({ field: questionText, message: `${quote(answerText)} is not an option of question ${quote(questionText)}.` });
        else chosen.set(match[0].questionId, match[0].answerId);
      }
    }
  }

  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return chosen;
}
