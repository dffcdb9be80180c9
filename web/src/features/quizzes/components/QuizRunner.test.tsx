import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { QuizResult, QuizStartResponse } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { QuizRunner, type QuizFinish } from './QuizRunner';
import { offlineQueue } from '../../../api/offline-queue';

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
  text_language: 'en',
  questions: [1, 2, 3].map((n) => ({
    id: 100 + n,
    question: `Question text ${n}?`,
    kind: 'single' as const,
    marks: 1,
    text_language: 'en',
    answers: [1, 2].map((k) => ({ id: 1000 + n * 10 + k, answer: `Option ${n}.${k}` })),
  })),
  attempt_id: 55,
  started_at: '2025-09-01T10:00:00.000Z',
  deadline_at: '2025-09-01T10:10:00.000Z',
  seconds_left: 600,
  allowed_seconds: 600,
  max_marks: 3,
  negative_percent: 0,
  resumed: false,
  saved_answers: [],
  ...overrides,
});

const result = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  attempt_id: 55, quiz_id: 7, score: 1, total: 3, marks: 1, max_marks: 3, score_percent: 33, correct: 1, partial: 0, wrong: 0, unattempted: 2, passed: false,
  submitted_at: '2025-09-01T10:05:00.000Z', certificate_url: null, late_answers_ignored: false, ...overrides,
});

let calls: SeenCall[];
let submitReply: () => Response;

beforeEach(() => {
  // Answers go through the offline queue, which sends only for a signed-in account.
  localStorage.setItem('authToken', 'test-token-of-a-student-000000');
  localStorage.setItem('username', 'asha');
  submitReply = () => json(result());
  calls = fakeApi(({ path, body }) => {
    const { question_id, answer_id } = (body ?? {}) as { question_id?: number; answer_id?: number };
    if (path.includes('/answers/')) return json({ question_id, answer_id, answered: 1, seconds_left: 590 });
    if (path.includes('/save/')) return submitReply();
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const submits = () => calls.filter((c) => c.path.includes('/save/'));
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
  it("tells a student with extra time how long they have in all, and says nothing to the others (ADR 0040)", async () => {
    const { unmount } = renderRunner(session({ allowed_seconds: 1350, seconds_left: 1350 }));
    expect(screen.getByTestId('quiz-extra-time').textContent).toBe("You have extra time: 22.5 minutes in all (the quiz's own time is 10 minutes).");
    unmount();
    renderRunner();
    expect(screen.queryByTestId('quiz-extra-time')).toBeNull();
  });

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

  it('ignores the second half of a double click on Next, never a pick', async () => {
    const { user } = renderRunner();
    // A pick straight after the question appears counts.
    await user.click(screen.getAllByTestId('quiz-option')[1]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { question_id: 101, answer_id: 1012 } });

    // A double click on Next moves one question only; a pick at once on the new question counts.
    await user.dblClick(screen.getByTestId('quiz-next'));
    expect(heading(2)).toBeInTheDocument();
    expect(screen.getByTestId('question-circle-2')).toHaveAttribute('data-state', 'current');
    await user.click(screen.getAllByTestId('quiz-option')[0]);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { question_id: 102, answer_id: 1021 } });
    // A quick single click on Next counts too.
    await user.click(screen.getByTestId('quiz-next'));
    expect(heading(3)).toBeInTheDocument();
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
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: false, refused: [] }));
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
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: false, refused: [] }));
  });

  it("submits by itself when the time runs out and says it was the time", async () => {
    const { onFinished } = renderRunner(session({ seconds_left: 1 }));
    expect(await screen.findByTestId('quiz-time-up-running', {}, { timeout: 3000 })).toHaveTextContent('Time is up. Submitting your answers...');
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: true, refused: [] }));
    expect(submits()).toHaveLength(1);
  });

  it('closes the unanswered-questions dialog when the time runs out', async () => {
    const { user, onFinished } = renderRunner(session({ seconds_left: 3 }));
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result(), timeUp: true, refused: [] }), { timeout: 4000 });
    // Closed in the render after time up, which a busy machine may not have drawn yet when onFinished is called.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submits()).toHaveLength(1);
  });

  it('counts a late submit the server refused in part as time up', async () => {
    submitReply = () => json(result({ late_answers_ignored: true }));
    const s = session({ saved_answers: [{ question_id: 101, answer_id: 1011 }, { question_id: 102, answer_id: 1022 }, { question_id: 103, answer_id: 1031 }] });
    const { user, onFinished } = renderRunner(s);
    await settled();
    await user.click(screen.getByTestId('question-circle-3'));
    await settled();
    await user.click(screen.getByTestId('quiz-submit'));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: result({ late_answers_ignored: true }), timeUp: true, refused: [] }));
  });

  it('ends with time up and no score when the server had already closed the attempt at 0:00', async () => {
    submitReply = () => json({ detail: 'You have already submitted this quiz.' }, 409);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onFinished } = renderRunner(session({ seconds_left: 1 }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ result: null, timeUp: true, refused: [] }), { timeout: 3000 });
    expect(error).toHaveBeenCalledWith('Failed to save quiz result.', expect.anything());
    error.mockRestore();
  });
});

describe('QuizRunner at a quick pace (fake timers)', () => {
  /** A save the test answers when it chooses, so replies can come back in any order. */
  interface HeldSave { questionId: number; answerId: number; reply: () => void }
  let held: HeldSave[];
  /** The fake server's stored answers, written as each save is answered (the order a racing server would see). */
  let stored: Map<number, number>;

  beforeEach(() => {
    vi.useFakeTimers();
    held = [];
    stored = new Map();
    calls = fakeApi(({ path, body: sent }) => {
      if (!path.includes('/answers/')) return undefined;
      const body = sent as { question_id: number; answer_id: number };
      return new Promise<Response>((resolve) => {
        held.push({
          questionId: body.question_id,
          answerId: body.answer_id,
          reply: () => {
            stored.set(body.question_id, body.answer_id);
            resolve(json({ ...body, answered: stored.size, seconds_left: 590 }));
          },
        });
      });
    });
  });
  afterEach(async () => {
    // The offline queue is one per page: answer what it still holds, then empty it for the next test.
    for (let i = 0; i < held.length; i++) {
      held[i].reply();
      await pass(0);
    }
    await offlineQueue.forget();
    vi.useRealTimers();
  });

  const tenQuestions = () => session({
    no_of_questions: 10,
    questions: Array.from({ length: 10 }, (_, i) => ({
      id: 101 + i,
      question: `Question text ${i + 1}?`,
      kind: 'single' as const,
      marks: 1,
      text_language: 'en',
      answers: [1, 2, 3].map((k) => ({ id: 1000 + (i + 1) * 10 + k, answer: `Option ${i + 1}.${k}` })),
    })),
  });
  /** Lets fetch's promises, React Query and React settle, with `ms` of the fake clock passing. */
  /** A quick real click (one press: `detail` 1). */
  const click = (el: HTMLElement) => fireEvent.click(el, { detail: 1 });
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('keeps every answer picked at a 0.3 s pace, each question saved with its own pick', async () => {
    renderRunner(tenQuestions());
    for (let i = 0; i < 10; i++) {
      await pass(300);
      click(screen.getAllByTestId('quiz-option')[i % 3]);
      if (i < 9) click(screen.getByTestId('quiz-next'));
    }
    await pass(0);
    expect(heading(10, 10)).toBeInTheDocument();
    // Ten saves, one per question, kept on the phone (the offline queue) and sent one at a time in the order picked.
    expect(runner()).toHaveAttribute('data-saves-pending', '10');
    for (let i = 0; i < 10; i++) {
      expect(held).toHaveLength(i + 1);
      held[i].reply();
      await pass(0);
    }
    expect(held.map((h) => [h.questionId, h.answerId])).toEqual(Array.from({ length: 10 }, (_, i) => [101 + i, 1000 + (i + 1) * 10 + (i % 3) + 1]));
    expect(stored.size).toBe(10);
    expect(runner()).toHaveAttribute('data-saves-pending', '0');
    for (let n = 1; n <= 10; n++) expect(screen.getByTestId(`question-circle-${n}`)).toHaveAttribute('data-state', n === 10 ? 'current' : 'answered');
  });

  it('stores the last pick of a question changed quickly, whatever order the replies come in', async () => {
    renderRunner(tenQuestions());
    const options = () => screen.getAllByTestId('quiz-option');
    click(options()[0]);
    await pass(100);
    click(options()[1]);
    await pass(100);
    click(options()[2]);
    await pass(100);
    click(options()[1]);
    await pass(0);
    // One save of the question travels at a time: the first; the newest pick waits behind it, the ones between are dropped.
    expect(held.map((h) => h.answerId)).toEqual([1011]);
    held[0].reply();
    await pass(0);
    expect(held.map((h) => h.answerId)).toEqual([1011, 1012]);
    held[1].reply();
    await pass(0);
    expect(stored.get(101)).toBe(1012);
    expect(held).toHaveLength(2);
    expect(options()[1]).toHaveAttribute('data-checked');
    expect(runner()).toHaveAttribute('data-saves-pending', '0');
  });

});

describe('QuizRunner across a dropped connection', () => {
  it('submitted offline, fails at once and on reconnect submits after the kept answers, naming those refused as too late', async () => {
    let online = false;
    calls = fakeApi(({ path }) => {
      if (!online) throw new TypeError('Failed to fetch');
      return path.includes('/answers/') ? json({ detail: 'The time for this quiz is over.' }, 409) : json(result({ late_answers_ignored: true }));
    });
    const one = session({ no_of_questions: 1, questions: session().questions.slice(0, 1) });
    onlineManager.setOnline(false);
    offlineQueue.setOnline(false);
    try {
      const { onFinished } = renderRunner(one);
      await settled();
      fireEvent.click(screen.getByText('Option 1.1'));
      await waitFor(async () => expect(await offlineQueue.count()).toBe(1));
      fireEvent.click(screen.getByTestId('quiz-submit'));
      // Not held by the query client until the network returns: the runner is told now.
      expect(await screen.findByTestId('quiz-submit-error')).toBeInTheDocument();

      online = true;
      // The tries made offline failed before reaching the server: it sees only what follows.
      const triedOffline = calls.length;
      onlineManager.setOnline(true);
      act(() => offlineQueue.setOnline(true));
      await waitFor(() => expect(onFinished).toHaveBeenCalled());
      expect(calls.slice(triedOffline).map((c) => c.path.includes('/answers/') ? 'answer' : 'submit')).toEqual(['answer', 'submit']);
      expect(onFinished.mock.calls[0][0]).toMatchObject({ timeUp: true, refused: [1] });
    } finally {
      onlineManager.setOnline(true);
      await offlineQueue.forget();
      offlineQueue.setOnline(true);
    }
  });
});
