import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { QuizListItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QuizCard } from './QuizCard';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});

const submitted: QuizListItem = {
  id: 4, quiz_name: 'Science Half-Yearly', topic: 'Forces', quiz_type: 'half_yearly', time: 20, no_of_questions: 5, text_language: 'en',
  due_date: null, assigned_at: '2026-11-01T04:00:00.000Z', closed: false,
  attempt: {
    status: 'submitted', attempt_id: 9, score: 3, total: 5, marks: 6.5, max_marks: 9, score_percent: 72, passed: true,
    submitted_at: '2026-11-02T04:00:00.000Z', certificate_url: null,
  },
};

describe('QuizCard', () => {
  it("shows a submitted quiz's marks and percentage beside its score (ADR 0041)", () => {
    renderWithProviders(<QuizCard quiz={submitted} onOpen={() => {}} busy={false} />);
    expect(screen.getByTestId('quiz-card-score')).toHaveTextContent('Score: 3/5');
    expect(screen.getByTestId('quiz-card-marks')).toHaveTextContent('Marks: 6.5 / 9 (72%)');
  });
});
