import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { QuizResult } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QuizResultCard } from './QuizResultCard';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});

const result = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  attempt_id: 1, quiz_id: 2, score: 9, total: 10, marks: 9, max_marks: 10, score_percent: 90, correct: 9, partial: 0, wrong: 1, unattempted: 0, passed: true,
  submitted_at: '2025-09-01T10:05:00.000Z', certificate_url: '/api/certificates/1/', late_answers_ignored: false, ...overrides,
});

function renderCard(props: { result: QuizResult | null; timeUp?: boolean }) {
  const onBack = vi.fn();
  const onShowReport = vi.fn();
  const view = renderWithProviders(
    <QuizResultCard quizName="Robotics Final Exam" result={props.result} timeUp={props.timeUp ?? false} onBack={onBack} onShowReport={onShowReport} />,
  );
  return { ...view, onBack, onShowReport };
}

describe('QuizResultCard', () => {
  it("celebrates a pass: 'Great Job!' with the trophy, focused", () => {
    renderCard({ result: result() });
    const title = screen.getByRole('heading', { name: 'Great Job!' });
    expect(title).toHaveFocus();
    expect(screen.getByTestId('quiz-result-trophy')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-result-score')).toHaveTextContent('9/10');
    expect(screen.getByTestId('quiz-result')).toHaveTextContent('You passed. Your certificate is in the Assessment Report.');
    expect(screen.queryByTestId('quiz-time-up')).not.toBeInTheDocument();
  });

  it('gives a low score an honest, encouraging message without celebration', () => {
    renderCard({ result: result({ score: 2, score_percent: 20, correct: 2, wrong: 8, passed: false, certificate_url: null }) });
    const card = screen.getByTestId('quiz-result');
    expect(screen.getByRole('heading', { name: 'Keep practising' })).toHaveFocus();
    expect(card).not.toHaveTextContent('Great Job!');
    expect(screen.queryByTestId('quiz-result-trophy')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Review the lessons on this topic and try the next quiz.');
    expect(screen.getByTestId('quiz-result-score')).toHaveTextContent('2/10');
    expect(card).toHaveAttribute('data-passed', 'false');
  });

  it("says the time was up, first and focused, with the result below", () => {
    renderCard({ result: result({ passed: false, score: 3, score_percent: 30 }), timeUp: true });
    const notice = screen.getByRole('heading', { name: "Time's up — your answers were submitted" });
    expect(notice).toHaveFocus();
    expect(screen.getByTestId('quiz-time-up')).toHaveTextContent('The timer reached 0:00, so your quiz was handed in with the answers you had chosen.');
    expect(screen.queryByTestId('quiz-late-answers')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep practising' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-result-score')).toHaveTextContent('3/10');
  });

  it('shows the marks beside the percentage, and the partly right questions when there are some (ADR 0041)', () => {
    const { unmount } = renderCard({ result: result({ score: 6, marks: 7.5, max_marks: 10, score_percent: 75, correct: 6, partial: 1, wrong: 3 }) });
    expect(screen.getByTestId('quiz-result-marks')).toHaveTextContent('Marks: 7.5 / 10');
    expect(screen.getByTestId('quiz-result')).toHaveTextContent('75%');
    expect(screen.getByTestId('quiz-result-partial')).toHaveTextContent('1 question partly right');
    unmount();
    // Below zero under negative marking; no partly right line without any.
    renderCard({ result: result({ score: 0, marks: -1.25, score_percent: 0, correct: 0, wrong: 5, passed: false }) });
    expect(screen.getByTestId('quiz-result-marks')).toHaveTextContent('Marks: -1.25 / 10');
    expect(screen.queryByTestId('quiz-result-partial')).toBeNull();
  });

  it('in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderCard({ result: result({ marks: 7.5, partial: 2 }) });
      expect(screen.getByTestId('quiz-result-marks')).toHaveTextContent('अंक: 10 में से 7.5');
      expect(screen.getByTestId('quiz-result-partial')).toHaveTextContent('2 प्रश्न आंशिक रूप से सही');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when answers arrived too late to count', () => {
    renderCard({ result: result({ late_answers_ignored: true }), timeUp: true });
    expect(screen.getByTestId('quiz-late-answers')).toHaveTextContent('only the answers saved in time were counted');
  });

  it('without a score, says where to find it', async () => {
    const { user, onBack, onShowReport } = renderCard({ result: null, timeUp: true });
    expect(screen.getByRole('heading', { name: "Time's up — your answers were submitted" })).toHaveFocus();
    expect(screen.getByTestId('quiz-time-up')).toHaveTextContent("Your score is on the quiz's card in Assessments and in the Assessment Report.");
    expect(screen.queryByTestId('quiz-result-score')).not.toBeInTheDocument();
    expect(screen.queryByText('Great Job!')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('back-to-quizzes'));
    await user.click(screen.getByTestId('show-report'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onShowReport).toHaveBeenCalledTimes(1);
  });
});
