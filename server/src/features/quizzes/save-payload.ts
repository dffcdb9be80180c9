import { sql, type SQL } from 'drizzle-orm';
import { answerMatchKey, type AnswerValue, type QuestionKind, type SubmitQuizRequest } from '@prayog/contract';
import { badRequest } from '../../lib/http-errors';

/**
 * A question of the quiz as a payload is checked against: its kind and, for choice kinds, its options, each with its
 * English text and its versions' texts in other languages (ADR 0044), so the spec's text payload names a question or
 * an option in whichever language the student read it.
 */
export interface PaperQuestion {
  id: number;
  text: string;
  /** The text's versions in other languages (none when it has none). */
  versions?: string[] | null;
  kind: QuestionKind;
  options: { id: number; text: string; versions?: string[] | null }[];
}

/** One question's answer as it is stored (attempt_answers): exactly one of the option, the options, the typed text. */
export interface StoredAnswer {
  answerId: number | null;
  choiceIds: number[] | null;
  response: string | null;
  /** The typed text as marking compares it (answerMatchKey). */
  responseKey: string | null;
}

/**
 * SQL for every question of the quiz with its kind and, for choice questions, its options, in order
 * (questions_quiz_position_uq, answers_question_position_uq), each with its versions' texts (by the versions' primary
 * keys): a column of a bigger statement, so a submit reads them with its lock. The accepted answers of typed questions
 * are not read: a payload is never checked against them.
 */
export const quizPaperJson = (quizId: SQL): SQL => sql`(
  select coalesce(json_agg(json_build_object('id', q.id, 'text', q.text, 'kind', q.kind,
    'versions', (select json_agg(qv.text) from question_translations qv where qv.question_id = q.id and qv.text is not null),
    'options', case when q.kind in ('numeric', 'short_text')
    then '[]'::json else (select coalesce(json_agg(json_build_object('id', x.id, 'text', x.text,
        'versions', (select json_agg(xv.text) from answer_translations xv where xv.answer_id = x.id and xv.text is not null)) order by x.position), '[]'::json)
      from answers x where x.question_id = q.id) end) order by q.position), '[]'::json)
  from questions q where q.quiz_id = ${quizId}
)`;

/** A question's or option's texts in every language it is written in, trimmed, each once. */
const textsOf = (item: { text: string; versions?: string[] | null }) => [...new Set([item.text, ...(item.versions ?? [])].map((t) => t.trim()))];

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;

type Problem = { field: string; message: string };

/**
 * One answer checked against its question: an option of a single-choice or true/false question, options of a
 * multiple-select one, a number for a numeric one, text for a short-text one. The problem, or the answer as stored.
 */
export function storedAnswerOf(question: PaperQuestion, value: Omit<AnswerValue, 'question_id'>): StoredAnswer | string {
  const none: StoredAnswer = { answerId: null, choiceIds: null, response: null, responseKey: null };
  const optionIds = new Set(question.options.map((o) => o.id));
  switch (question.kind) {
    case 'multiple': {
      if (value.answer_ids === undefined) return `Question ${question.id} takes several options: send answer_ids.`;
      const ids = [...new Set(value.answer_ids)];
      const bad = ids.find((id) => !optionIds.has(id));
      return bad === undefined ? { ...none, choiceIds: ids } : `Answer ${bad} is not an option of question ${question.id}.`;
    }
    case 'numeric':
    case 'short_text': {
      if (value.response === undefined) return `Question ${question.id} is answered by typing: send response.`;
      // An empty response clears the answer (stored as no response, so it counts as blank).
      if (value.response === '') return { ...none, response: '' };
      const key = answerMatchKey(question.kind, value.response);
      if (key === null) return `Question ${question.id} takes a number, for example 9.8 or -3.`;
      return { ...none, response: value.response, responseKey: key };
    }
    default:
      if (value.answer_id === undefined) return `Question ${question.id} takes one option: send answer_id.`;
      return optionIds.has(value.answer_id) ? { ...none, answerId: value.answer_id } : `Answer ${value.answer_id} is not an option of question ${question.id}.`;
  }
}

/**
 * Turns either save payload into question id → answer, checked against the quiz's paper: the spec's question text →
 * answer text map (texts compared after trimming; a typed question's value is the answer as typed), or
 * {answers: [{question_id, answer_id | answer_ids | response}]}. Anything that is not a question of this quiz, or an
 * answer its kind takes, is a 400 listing every problem, and nothing is stored.
 */
export function resolveSavePayload(paper: PaperQuestion[], payload: SubmitQuizRequest): Map<number, StoredAnswer> {
  const chosen = new Map<number, StoredAnswer>();
  const errors: Problem[] = [];

  if ('answers' in payload && Array.isArray(payload.answers)) {
    const byId = new Map(paper.map((q) => [q.id, q]));
    payload.answers.forEach((value, i) => {
      const field = `answers.${i}`;
      const question = byId.get(value.question_id);
      if (!question) return errors.push({ field, message: `Question ${value.question_id} is not part of this quiz.` });
      if (chosen.has(question.id)) return errors.push({ field, message: `Question ${question.id} is answered more than once.` });
      const answer = storedAnswerOf(question, value);
      if (typeof answer === 'string') errors.push({ field, message: answer });
      else chosen.set(question.id, answer);
    });
  } else {
    const byText = new Map<string, PaperQuestion[]>();
    for (const q of paper) for (const text of textsOf(q)) byText.set(text, [...(byText.get(text) ?? []), q]);
    for (const [questionText, answerText] of Object.entries(payload as Record<string, string | null>)) {
      if (answerText === null) continue;
      const candidates = byText.get(questionText.trim());
      const field = questionText;
      if (!candidates) errors.push({ field, message: `Unknown question ${quote(questionText)}.` });
      else if (candidates.length > 1) errors.push({ field, message: `Question ${quote(questionText)} appears more than once in this quiz; send answers by id.` });
      else {
        const [question] = candidates;
        const answer = byTextAnswer(question, answerText);
        if (typeof answer === 'string') errors.push({ field, message: answer });
        else chosen.set(question.id, answer);
      }
    }
  }

  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return chosen;
}

/** The spec payload's answer text for one question: a typed answer, or the one option with that text. */
function byTextAnswer(question: PaperQuestion, answerText: string): StoredAnswer | string {
  if (question.kind === 'numeric' || question.kind === 'short_text') {
    const response = answerText.trim();
    return response ? storedAnswerOf(question, { response }) : `Type an answer to question ${quote(question.text)}.`;
  }
  if (question.kind === 'multiple') return `Question ${quote(question.text)} takes several options; send answers by id.`;
  const match = question.options.filter((o) => textsOf(o).includes(answerText.trim()));
  return match.length === 1 ? storedAnswerOf(question, { answer_id: match[0].id })
    : `${quote(answerText)} is not an option of question ${quote(question.text)}.`;
}
