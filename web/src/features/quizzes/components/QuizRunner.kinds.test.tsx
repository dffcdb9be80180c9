import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { QuizQuestion, QuizResult, QuizStartResponse } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { offlineQueue } from '../../../api/offline-queue';
import { QuizRunner, type QuizFinish } from './QuizRunner';
import { TYPED_SAVE_DELAY_MS } from './useQuizAnswers';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});

/** One question of each kind (ADR 0041), in the paper's order. */
const QUESTIONS: QuizQuestion[] = [
  { id: 201, question: 'Which is a renewable source?', kind: 'single', marks: 1, answers: [{ id: 2011, answer: 'Coal' }, { id: 2012, answer: 'Wind' }], text_language: 'en' },
  { id: 202, question: 'Which of these are metals?', kind: 'multiple', marks: 2, answers: [{ id: 2021, answer: 'Iron' }, { id: 2022, answer: 'Wood' }, { id: 2023, answer: 'Copper' }], text_language: 'en' },
  { id: 203, question: 'Sound travels faster than light.', kind: 'true_false', marks: 1, answers: [{ id: 2031, answer: 'True' }, { id: 2032, answer: 'False' }], text_language: 'en' },
  { id: 204, question: 'What is g on Earth, in m/s²?', kind: 'numeric', marks: 3, answers: [], text_language: 'en' },
  { id: 205, question: 'Who gave the laws of motion?', kind: 'short_text', marks: 2, answers: [], text_language: 'en' },
];
const NOT_A_NUMBER = 'This question takes a number, for example 9.8 or -3.';

const session = (overrides: Partial<QuizStartResponse> = {}): QuizStartResponse => ({
  id: 8, quiz_name: 'Science Half-Yearly', topic: 'Forces and energy', quiz_type: 'half_yearly', time: 20, no_of_questions: 5, text_language: 'en',
  questions: QUESTIONS, attempt_id: 77, started_at: '2026-11-30T04:00:00.000Z', deadline_at: '2026-11-30T04:20:00.000Z',
  seconds_left: 1200, allowed_seconds: 1200, resumed: false, max_marks: 9, negative_percent: 25, saved_answers: [], ...overrides,
});
const result: QuizResult = {
  attempt_id: 77, quiz_id: 8, score: 3, total: 5, marks: 6.5, max_marks: 9, score_percent: 72, correct: 3, partial: 1, wrong: 1,
  unattempted: 0, passed: true, submitted_at: '2026-11-30T04:10:00.000Z', certificate_url: null, late_answers_ignored: false,
};

let calls: SeenCall[];
beforeEach(() => {
  localStorage.setItem('authToken', 'test-token-of-a-student-000000');
  localStorage.setItem('username', 'asha');
  calls = fakeApi(({ path, body }) => {
    if (path.includes('/answers/')) {
      const sent = body as { question_id: number; response?: string };
      if (sent.response !== undefined && sent.question_id === 204 && !/^[\d०-९.+-]+$/.test(sent.response)) {
        return json({ detail: NOT_A_NUMBER, errors: [{ field: 'response', message: NOT_A_NUMBER }] }, 400);
      }
      return json({ ...sent, answered: 1, seconds_left: 1190 });
    }
    if (path.includes('/save/')) return json(result);
    return undefined;
  });
});
afterEach(async () => {
  await offlineQueue.forget();
  vi.unstubAllGlobals();
});

const saves = () => calls.filter((c) => c.path.includes('/answers/')).map((c) => c.body);
const submits = () => calls.filter((c) => c.path.includes('/save/'));
const settled = () => waitFor(() => expect(screen.getByTestId('quiz-runner')).toHaveAttribute('data-settled', 'true'), { timeout: 2000 });

function renderRunner(s = session()) {
  const onFinished = vi.fn<(finish: QuizFinish) => void>();
  const view = renderWithProviders(<QuizRunner session={s} onFinished={onFinished} onExit={() => {}} />);
  return { ...view, onFinished };
}

async function goTo(user: ReturnType<typeof renderRunner>['user'], n: number) {
  await settled();
  await user.click(screen.getByTestId(`question-circle-${n}`));
}

describe('QuizRunner: the kinds of question (ADR 0041)', () => {
  it("shows each question's marks, the maximum and the negative marking rule; no rule without negative marking", async () => {
    const { unmount } = renderRunner();
    expect(screen.getByRole('heading', { name: /^Question 1 of 5 · 1 mark(?!s)/ })).toHaveFocus();
    expect(screen.getByTestId('quiz-max-marks')).toHaveTextContent('Maximum marks: 9');
    expect(screen.getByTestId('quiz-negative-marking')).toHaveTextContent(
      "Negative marking: a wrong answer loses 25% of the question's marks. Blank answers lose nothing.",
    );
    unmount();
    renderRunner(session({ negative_percent: 0 }));
    expect(screen.queryByTestId('quiz-negative-marking')).toBeNull();
  });

  it('multiple select: checkboxes with their hint, every change saved as answer_ids, all cleared saves []', async () => {
    const { user } = renderRunner();
    await goTo(user, 2);
    const group = screen.getByRole('group', { name: /Which of these are metals\?/ });
    expect(group).toHaveAccessibleDescription('Choose all that apply.');
    expect(screen.getByRole('heading', { name: /Question 2 of 5 · 2 marks/ })).toHaveFocus();
    const iron = within(group).getByRole('checkbox', { name: 'Iron' });
    const copper = within(group).getByRole('checkbox', { name: 'Copper' });
    await user.click(copper);
    await user.click(iron);
    expect(iron).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(saves()).toHaveLength(2));
    // In the options' order, whatever order they were ticked in.
    expect(saves()).toEqual([{ question_id: 202, answer_ids: [2023] }, { question_id: 202, answer_ids: [2021, 2023] }]);
    expect(screen.getByTestId('question-circle-2')).toHaveAttribute('data-state', 'current');
    await user.click(iron);
    await user.click(copper);
    await waitFor(() => expect(saves().at(-1)).toEqual({ question_id: 202, answer_ids: [] }));
    // Cleared, so no longer answered.
    await user.click(screen.getByTestId('question-circle-3'));
    expect(screen.getByTestId('question-circle-2')).toHaveAttribute('data-state', 'skipped');
  });

  it('true/false: a radio group, answered by keyboard or by a click', async () => {
    const { user } = renderRunner();
    await goTo(user, 3);
    const group = screen.getByRole('radiogroup', { name: /Sound travels faster than light\./ });
    within(group).getByRole('radio', { name: 'True' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saves()).toEqual([{ question_id: 203, answer_id: 2031 }]));
    await user.click(within(group).getByRole('radio', { name: 'False' }));
    await waitFor(() => expect(saves().at(-1)).toEqual({ question_id: 203, answer_id: 2032 }));
    expect(within(group).getByRole('radio', { name: 'False' })).toHaveAttribute('aria-checked', 'true');
  });

  it('numeric: a decimal keypad field; Devanagari digits saved once typing pauses, not per key; the server\'s refusal shown on the field', async () => {
    const { user } = renderRunner();
    await goTo(user, 4);
    const field = screen.getByRole('textbox', { name: /Your answer.*What is g on Earth/ });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription(/Type a number, for example 9\.8 or -3\./);
    await user.type(field, '९.८');
    expect(saves()).toEqual([]);
    await waitFor(() => expect(saves()).toEqual([{ question_id: 204, response: '९.८' }]), { timeout: TYPED_SAVE_DELAY_MS + 2000 });
    expect(screen.getByTestId('question-circle-4')).toHaveAttribute('data-state', 'current');

    // Not a number: sent when the field is left, refused, and the server's words are shown on the field.
    await user.clear(field);
    await user.type(field, 'nine');
    await user.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(new RegExp(NOT_A_NUMBER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(saves().at(-1)).toEqual({ question_id: 204, response: 'nine' });
    // The number saved before still counts, and the field says so.
    expect(screen.getByTestId('quiz-typed-kept')).toHaveTextContent('Your saved answer “९.८” still counts until you type another.');
    const sent = saves().length;
    await user.clear(field);
    await user.type(field, '9.81');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(saves()).toHaveLength(sent + 1));
    expect(saves().at(-1)).toEqual({ question_id: 204, response: '9.81' });
    // Leaving the field again without a change sends nothing more.
    await user.click(field);
    await user.tab();
    await new Promise((r) => setTimeout(r, 50));
    expect(saves()).toHaveLength(sent + 1);
  });

  it('short text: saved when the field is left, and an emptied field clears it (a blank again)', async () => {
    const { user } = renderRunner();
    await goTo(user, 5);
    const field = screen.getByRole('textbox', { name: /Your answer.*Who gave the laws of motion\?/ });
    expect(field).toHaveAccessibleDescription(/Capital letters and extra spaces do not matter\./);
    await user.type(field, '  Isaac Newton ');
    await user.tab();
    await waitFor(() => expect(saves()).toEqual([{ question_id: 205, response: 'Isaac Newton' }]));
    await user.clear(field);
    await user.tab();
    // Under negative marking a student may take a guess back: the empty answer clears the saved one.
    await waitFor(() => expect(saves()).toEqual([{ question_id: 205, response: 'Isaac Newton' }, { question_id: 205, response: '' }]));
    expect(screen.queryByTestId('quiz-typed-kept')).toBeNull();
    expect(screen.getByTestId('question-circle-5')).toHaveAttribute('data-state', 'current');
  });

  it('submits every kind by id, with the typed answer still waiting for its pause', async () => {
    const { user, onFinished } = renderRunner();
    await user.click(screen.getByRole('radio', { name: 'Wind' }));
    await goTo(user, 2);
    await user.click(screen.getByRole('checkbox', { name: 'Iron' }));
    await goTo(user, 3);
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await goTo(user, 4);
    await user.type(screen.getByRole('textbox'), '9.8');
    await goTo(user, 5);
    const field = screen.getByRole('textbox');
    await user.type(field, 'Newton');
    // Submit at once: the short answer's pause has not come yet.
    await user.click(screen.getByTestId('quiz-submit'));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result, timeUp: false, refused: [] }));
    expect(submits()).toHaveLength(1);
    expect(submits()[0].body).toEqual({
      answers: [
        { question_id: 201, answer_id: 2012 },
        { question_id: 202, answer_ids: [2021] },
        { question_id: 203, answer_id: 2031 },
        { question_id: 204, response: '9.8' },
        { question_id: 205, response: 'Newton' },
      ],
    });
    // The typed answer was saved on its own too, before the submit.
    expect(saves()).toContainEqual({ question_id: 205, response: 'Newton' });
    const order = calls.map((c) => (c.path.includes('/save/') ? 'submit' : c.body));
    expect(order.indexOf('submit')).toBeGreaterThan(order.findIndex((b) => (b as { question_id?: number } | undefined)?.question_id === 205));
  });

  it('resumes with saved options, ticked options and typed answers, at the first unanswered question', async () => {
    const { user } = renderRunner(session({
      resumed: true,
      saved_answers: [
        { question_id: 201, answer_id: 2011 },
        { question_id: 202, answer_ids: [2021, 2023] },
        { question_id: 204, response: '९.८' },
        { question_id: 205, response: 'Newton' },
      ],
    }));
    expect(screen.getByRole('heading', { name: /^Question 3 of 5/ })).toHaveFocus();
    expect(['1', '2', '3', '4', '5'].map((n) => screen.getByTestId(`question-circle-${n}`).getAttribute('data-state')))
      .toEqual(['answered', 'answered', 'current', 'answered', 'answered']);
    await goTo(user, 2);
    expect(screen.getByRole('checkbox', { name: 'Iron' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Wood' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('checkbox', { name: 'Copper' })).toHaveAttribute('aria-checked', 'true');
    await goTo(user, 4);
    expect(screen.getByRole('textbox')).toHaveValue('९.८');
    // Leaving a resumed field unchanged sends nothing.
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    await goTo(user, 5);
    expect(screen.getByRole('textbox')).toHaveValue('Newton');
    expect(saves()).toEqual([]);
  });
});
