import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@prayog/contract';
import { answersFromSaved, buildSubmitPayload, isAnswered, typedAnswerFits } from './answers';

const single = (id: number, text: string): QuizQuestion => ({ id, question: text, kind: 'single', marks: 1, answers: [{ id: id * 10, answer: 'A' }, { id: id * 10 + 1, answer: 'B' }], text_language: 'en' });

describe('answers', () => {
  it('counts a cleared multiple-select question and an empty typed one as blank', () => {
    expect(isAnswered({ answer_id: 3 })).toBe(true);
    expect(isAnswered({ answer_ids: [4] })).toBe(true);
    expect(isAnswered({ answer_ids: [] })).toBe(false);
    expect(isAnswered({ response: ' ' })).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });

  it('takes a number as marking reads it (Devanagari digits too) and any short text', () => {
    expect(typedAnswerFits('numeric', ' ९.८ ')).toBe(true);
    expect(typedAnswerFits('numeric', '-3')).toBe(true);
    expect(typedAnswerFits('numeric', 'nine')).toBe(false);
    expect(typedAnswerFits('short_text', 'न्यूटन')).toBe(true);
    expect(typedAnswerFits('short_text', '   ')).toBe(false);
    expect(typedAnswerFits('short_text', 'x'.repeat(201))).toBe(false);
  });

  it('resumes saved answers of every shape', () => {
    expect([...answersFromSaved([{ question_id: 1, answer_id: 10 }, { question_id: 2, answer_ids: [20, 21] }, { question_id: 3, response: '9.8' }])])
      .toEqual([[1, { answer_id: 10 }], [2, { answer_ids: [20, 21] }], [3, { response: '9.8' }]]);
  });

  it("sends the spec's text form for choice questions with distinct texts, answers by id otherwise", () => {
    const choice = [single(1, 'One?'), { ...single(2, 'Two?'), kind: 'true_false' as const }];
    expect(buildSubmitPayload(choice, new Map([[1, { answer_id: 11 }], [2, { answer_id: 20 }]]))).toEqual({ 'One?': 'B', 'Two?': 'A' });
    const mixed: QuizQuestion[] = [...choice, { id: 3, question: 'Which?', kind: 'multiple', marks: 2, answers: [], text_language: 'en' }, { id: 4, question: 'g?', kind: 'numeric', marks: 1, answers: [], text_language: 'en' }];
    expect(buildSubmitPayload(mixed, new Map([[1, { answer_id: 11 }], [3, { answer_ids: [] }], [4, { response: '9.8' }], [99, { answer_id: 1 }]]))).toEqual({
      answers: [{ question_id: 1, answer_id: 11 }, { question_id: 3, answer_ids: [] }, { question_id: 4, response: '9.8' }],
    });
    // Two questions with one text cannot be told apart by text.
    expect(buildSubmitPayload([single(1, 'Same?'), single(2, 'Same?')], new Map([[2, { answer_id: 21 }]]))).toEqual({ answers: [{ question_id: 2, answer_id: 21 }] });
  });
});
