import type { TFunction } from 'i18next';
import { AUTHORING_MESSAGES, answersProblem, createQuizSchema, type CreateQuizRequest } from '@prayog/contract';
import { localMessage } from './messages';
import type { QuestionErrors } from './QuestionEditor';
import { answersForCheck, type DraftQuestion } from './quiz-draft';

export type Field = 'name' | 'topic' | 'quiz_type' | 'kind' | 'time_minutes' | 'pass_percent' | 'negative_percent' | 'draw_count' | 'shuffle'
  | 'review_mode' | 'subject_id' | 'grade' | 'school_id' | 'questions';
export interface Errors { fields: Partial<Record<Field, string>>; questions: Record<number, QuestionErrors> }
export const NO_ERRORS: Errors = { fields: {}, questions: {} };

const QUESTION_PARTS = ['text', 'marks', 'tolerance', 'tags'] as const;

/** The issues of a request body, placed under the fields and questions they are about (a question's answers take the rest). */
export function placeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = { fields: {}, questions: {} };
  for (const { path, message } of issues) {
    const [field, index, part] = path;
    if (field === 'questions' && typeof index === 'number') {
      const slot = (errors.questions[index] ??= {});
      const where = QUESTION_PARTS.find((p) => p === part) ?? 'answers';
      slot[where] ??= message;
    } else {
      errors.fields[field as Field] ??= message;
    }
  }
  return errors;
}

/** "body.questions.2.answers" → ['questions', 2, 'answers'], as zod names the place. */
export const pathOf = (field: string) => field.replace(/^body\./, '').split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Every rule of the contract checked before anything is sent: the body's schema, each question's answers by the rule of
 * its kind (answersProblem: its message says what the kind needs, so it goes before a schema message about one blank
 * answer), and a pool drawing no more questions than the quiz holds. Null when the quiz is whole.
 */
export function checkQuiz(t: TFunction<'authoring'>, body: CreateQuizRequest, drafts: readonly DraftQuestion[], draw: number | null): Errors | null {
  const parsed = createQuizSchema.safeParse(body);
  const errors = parsed.success ? { fields: {}, questions: {} } as Errors
    : placeIssues(parsed.error.issues.map((issue) => ({ path: issue.path, message: localMessage(t, issue.message) })));
  drafts.forEach((q, i) => {
    const sent = body.questions[i];
    if (sent.bank_question_id !== undefined && sent.answers === undefined) return;
    const problem = answersProblem(q.kind, answersForCheck(q));
    if (problem) (errors.questions[i] ??= {}).answers = localMessage(t, problem);
  });
  if (draw !== null && draw > drafts.length) errors.fields.draw_count = localMessage(t, AUTHORING_MESSAGES.drawTooMany);
  const whole = Object.keys(errors.fields).length === 0 && Object.values(errors.questions).every((q) => Object.values(q).every((m) => !m));
  return whole ? null : errors;
}
