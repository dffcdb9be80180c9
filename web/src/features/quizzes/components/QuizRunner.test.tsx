import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { QuizResult, QuizStartResponse } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QuizRunner, type QuizFinish } from './QuizRunner';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});

const session = (overrides: Partial<QuizStartResponse> = {}): QuizStartResponse => ({
  id: 7,
  quiz_name: 'Robotics Homework',
  topic: 'Sensors',
  quiz_type: 'homework',
  time: 10,
  no_of_questions: 3,
  questions: [1, 2, 3].map((n) => ({
    id: 100 + n,
    question: `Question text ${n}?`,
    answers: [1, 2].map((k) => ({ id: 1000 + n * 10 + k, answer: `Option ${n}.${k}` })),
  })),
  attempt_id: 55,
  started_at: '2025-09-01T10:00:00.000Z',
  deadline_at: '2025-09-01T10:10:00.000Z',
  seconds_left: 600,
  resumed: false,
  saved_answers: [],
  ...overrides,
});

const result = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  attempt_id: 55, quiz_id: 7, score: 1, total: 3, score_percent: 33, correct: 1, wrong: 0, unattempted: 2, passed: false,
  submitted_at: '2025-09-01T10:05:00.000Z', certificate_url: null, late_answers_ignored: false, ...overrides,
});

interface Call { method: string; url: string; body: unknown }
let calls: Call[];
let submitReply: () => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  submitReply = () => json(200, result());
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) as { question_id?: number; answer_id?: number } : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    if (url.includes('/answers/')) return json(200, { question_id: body?.question_id, answer_id: body?.answer_id, answered: 1, seconds_left: 590 });
    if (url.includes('/save/')) return submitReply();
    return json(404, { detail: 'Not found' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const submits = () => calls.filter((c) => c.url.includes('/save/'));
const runner = () => screen.getByTestId('quiz-runner');
/** Clicks count again once the question has been on screen for 500 ms. */
const settled = () => waitFor(() => expect(runner()).toHaveAttribute('data-settled', 'true'), { timeout: 2000 });
const heading = (n: number, total = 3) => screen.getByRole('heading', { name: new RegExp(`^Question ${n} of ${total}`) });

function renderRunner(s = session()) {
  const onFinished = vi.fn<(finish: QuizFinish) => void>();
  const view = renderWithProviders(<QuizRunner session={s} onFinished={onFinished} onExit={() => {}} />);
  return { ...view, onFinished };
}

describe('QuizRunner', () => {
  it('puts the focus on the first question when it appears, and on each new question', async () => {
    const { user } = renderRunner();
    expect(heading(1)).toHaveFocus();
    expect(heading(1)).toHaveTextContent('Question text 1?');
    await settled();
    await user.click(screen.getByTestId('quiz-next'));
    expect(heading(2)).toHaveFocus();
    await settled();
    await user.click(screen.getByTestId('question-circle-1'));
    expect(heading(1)).toHaveFocus();
  });

  it('ignores clicks for 500 ms after the question changes', async () => {
    const { user } = renderRunner();
    // Straight after the first question appears (a click left over from the countdown).
    await user.click(screen.getByTestId('quiz-next'));
    expect(heading(1)).toBeInTheDocument();
    await settled();

    // A double click on Next moves one question only, and picks nothing on the new one.
    await user.dblClick(screen.getByTestId('quiz-next'));
    expect(heading(2)).toBeInTheDocument();
    await user.click(screen.getAllByTestId('quiz-option')[0]);
    expect(calls).toEqual([]);
    expect(screen.getByTestId('question-circle-2')).toHaveAttribute('data-state', 'current');

    await settled();
    await user.click(screen.getAllByTestId('quiz-option')[0]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { question_id: 102, answer_id: 1021 } });
  });

  it('never shows Submit in place of Next, and a double click on Next at the second-to-last question does not submit', async () => {
    const { user, onFinished } = renderRunner();
    await settled();
    await user.click(screen.getByTestId('quiz-next'));
    await settled();
    const next = screen.getByTestId('quiz-next');
    await user.dblClick(next);
    expect(heading(3)).toHaveFocus();
    expect(screen.queryByTestId('quiz-next')).not.toBeInTheDocument();
    const submit = screen.getByTestId('quiz-submit');
    // Another element, in the middle column (Next's column stays empty).
    expect(submit).not.toBe(next);
    expect(submit.className).not.toBe(next.className);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submits()).toEqual([]);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('asks before submitting with unanswered questions, naming how many and which', async () => {
    const { user, onFinished } = renderRunner();
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getAllByTestId('quiz-option')[1]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByTestId('quiz-submit'));

    const dialog = screen.getByRole('dialog', { name: 'Submit the quiz?' });
    expect(dialog).toHaveTextContent('You have 2 unanswered questions. Submit anyway?');
    expect(dialog).toHaveTextContent('Questions 1 and 2 have no answer yet.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep answering' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep answering' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submits()).toEqual([]);

    await user.click(screen.getByTestId('question-circle-1'));
    await settled();
    await user.click(screen.getAllByTestId('quiz-option')[0]);
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    expect(screen.getByRole('dialog')).toHaveTextContent('You have 1 unanswered question. Submit anyway?');
    expect(screen.getByRole('dialog')).toHaveTextContent('Question 2 has no answer yet.');
    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: false }));
    expect(submits()).toHaveLength(1);
    expect(submits()[0].body).toEqual({ 'Question text 1?': 'Option 1.1', 'Question text 3?': 'Option 3.2' });
  });

  it('submits at once when every question is answered', async () => {
    const s = session({ saved_answers: [{ question_id: 101, answer_id: 1011 }, { question_id: 102, answer_id: 1022 }, { question_id: 103, answer_id: 1031 }] });
    const { user, onFinished } = renderRunner(s);
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: false }));
  });

  it("submits by itself when the time runs out and says it was the time", async () => {
    const { onFinished } = renderRunner(session({ seconds_left: 1 }));
    expect(await screen.findByTestId('quiz-time-up-running', {}, { timeout: 3000 })).toHaveTextContent('Time is up. Submitting your answers...');
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: true }));
    expect(submits()).toHaveLength(1);
  });

  it('closes the unanswered-questions dialog when the time runs out', async () => {
    const { user, onFinished } = renderRunner(session({ seconds_left: 3 }));
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: true }), { timeout: 4000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submits()).toHaveLength(1);
  });

  it('counts a late submit the server refused in part as time up', async () => {
    submitReply = () => json(200, result({ late_answers_ignored: true }));
    const s = session({ saved_answers: [{ question_id: 101, answer_id: 1011 }, { question_id: 102, answer_id: 1022 }, { question_id: 103, answer_id: 1031 }] });
    const { user, onFinished } = renderRunner(s);
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result({ late_answers_ignored: true }), timeUp: true }));
  });

  it('ends with time up and no score when the server had already closed the attempt at 0:00', async () => {
    submitReply = () => json(409, { detail: 'You have already submitted this quiz.' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onFinished } = renderRunner(session({ seconds_left: 1 }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: null, timeUp: true }), { timeout: 3000 });
    expect(error).toHaveBeenCalledWith('Failed to save quiz result.', expect.anything());
    error.mockRestore();
  });
});
