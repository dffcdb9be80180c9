import { asc, eq } from 'drizzle-orm';
import type { SaveQuizRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { questions, answers } from './quizzes.table';

interface Option {
  questionId: number;
  questionText: string;
  answerId: number;
  answerText: string;
}

/** Every question and option of the quiz, in one query (questions_quiz_position_uq, answers_question_position_uq). */
async function quizOptions(db: Db, quizId: number): Promise<Option[]> {
  return db
    .select({ questionId: questions.id, questionText: questions.text, answerId: answers.id, answerText: answers.text })
    .from(questions)
    .innerJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.quizId, quizId))
    .orderBy(asc(questions.position), asc(answers.position));
}

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;

/**
 * Turns either save payload into question id → answer id, checked against the quiz: the spec's
 * question text → answer text map (texts compared after trimming), or {answers: [{question_id, answer_id}]}.
 * Anything that is not a question of this quiz, or an option of that question, is a 400 listing
 * every problem, and nothing is stored.
 */
export async function resolveSavePayload(db: Db, quizId: number, payload: SaveQuizRequest): Promise<Map<number, number>> {
  const options = await quizOptions(db, quizId);
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
