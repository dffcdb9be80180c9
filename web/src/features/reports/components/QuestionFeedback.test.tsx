import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReportItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QuestionFeedback } from './QuestionFeedback';

beforeAll(async () => {
  await i18n.loadNamespaces('reports');
});

const item = (overrides: Partial<ReportItem> = {}): ReportItem => ({
  id: 9, quiz_id: 3, exam_name: 'Scratch Final Exam', topic: 'Scratch', quiz_type: 'final_exam', attempted_at: '2026-11-20T05:00:00.000Z',
  your_result: { score: 33 }, student_score: 33, average_score: 50, highest_score: 100, total_questions: 3,
  correct_questions: 1, wrong_questions: 0, unattempted_questions: 2, passed: false, certificate_url: null,
  questions_feedback: [
    { question: 'What starts a script?', student_answer: null, correct_answer: 'The green flag', is_correct: false, state: 'unanswered' },
    { question: 'What repeats blocks?', student_answer: 'forever', correct_answer: 'forever', is_correct: true, state: 'correct' },
    { question: 'What hides a sprite?', student_answer: null, correct_answer: 'hide', is_correct: false, state: 'unanswered' },
  ],
  answers_hidden: null,
  ...overrides,
});

const rows = () => screen.getAllByTestId('feedback-question');

describe('QuestionFeedback', () => {
  it('shows an unanswered question as unanswered, never incorrect, as the counts say (issue 28 item 3)', () => {
    renderWithProviders(<QuestionFeedback item={item()} />);
    expect(rows().map((r) => r.getAttribute('data-state'))).toEqual(['unanswered', 'correct', 'unanswered']);
    const first = within(rows()[0]);
    expect(first.getByTestId('feedback-marker')).toHaveTextContent('Unanswered');
    expect(first.getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: Not answered');
    expect(first.getByText('Correct answer: The green flag')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
    expect(within(rows()[1]).getByTestId('feedback-marker')).toHaveTextContent('Correct');
  });

  it('in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<QuestionFeedback item={item()} />);
      expect(within(rows()[0]).getByTestId('feedback-marker')).toHaveTextContent('अनुत्तरित');
      expect(within(rows()[0]).getByTestId('feedback-your-answer')).toHaveTextContent('आपका उत्तर: उत्तर नहीं दिया');
      expect(screen.queryByText('गलत')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says an answer held back is held back, not that the student gave none', () => {
    renderWithProviders(<QuestionFeedback item={item({
      answers_hidden: { reason: 'open_quiz', until: null },
      questions_feedback: [
        { question: 'What starts a script?', student_answer: null, correct_answer: null, is_correct: null, state: 'hidden' },
        { question: 'What hides a sprite?', student_answer: null, correct_answer: null, is_correct: null, state: 'unanswered' },
      ],
    })} />);
    expect(within(rows()[0]).getByTestId('feedback-marker')).toHaveTextContent('Hidden');
    expect(within(rows()[0]).getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: hidden while this question is in a quiz you can still take');
    expect(within(rows()[1]).getByTestId('feedback-marker')).toHaveTextContent('Unanswered');
  });
});
