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
  correct_questions: 1, wrong_questions: 0, unattempted_questions: 2, marks: 1, max_marks: 3, passed: false, certificate_url: null,
  questions_feedback: [
    { question: 'What starts a script?', student_answer: null, correct_answer: 'The green flag', is_correct: false, marks: 1, marks_earned: 0, state: 'unanswered' },
    { question: 'What repeats blocks?', student_answer: 'forever', correct_answer: 'forever', is_correct: true, marks: 1, marks_earned: 1, state: 'correct' },
    { question: 'What hides a sprite?', student_answer: null, correct_answer: 'hide', is_correct: false, marks: 1, marks_earned: 0, state: 'unanswered' },
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
        { question: 'What starts a script?', student_answer: null, correct_answer: null, is_correct: null, marks: 1, marks_earned: null, state: 'hidden' },
        { question: 'What hides a sprite?', student_answer: null, correct_answer: null, is_correct: null, marks: 1, marks_earned: 0, state: 'unanswered' },
      ],
    })} />);
    expect(within(rows()[0]).getByTestId('feedback-marker')).toHaveTextContent('Hidden');
    expect(within(rows()[0]).getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: hidden while this question is in a quiz you can still take');
    expect(within(rows()[1]).getByTestId('feedback-marker')).toHaveTextContent('Unanswered');
  });

  it('shows every kind of answer, partly right, the right answers and the marks each earned (ADR 0041)', () => {
    renderWithProviders(<QuestionFeedback item={item({
      questions_feedback: [
        { question: 'Which are metals?', student_answer: 'Iron; Wood', correct_answer: 'Iron; Copper', is_correct: false, marks: 2, marks_earned: 0, state: 'incorrect' },
        { question: 'Which are gases?', student_answer: 'Oxygen', correct_answer: 'Oxygen; Helium', is_correct: false, marks: 2, marks_earned: 1, state: 'partial' },
        { question: 'What is g, in m/s²?', student_answer: '९.८', correct_answer: '9.8', is_correct: true, marks: 3, marks_earned: 3, state: 'correct' },
        { question: 'Who gave the laws of motion?', student_answer: 'Einstein', correct_answer: 'Newton; Isaac Newton', is_correct: false, marks: 2, marks_earned: -0.5, state: 'incorrect' },
        { question: 'Is sound faster than light?', student_answer: null, correct_answer: 'False', is_correct: false, marks: 1, marks_earned: 0, state: 'unanswered' },
      ],
    })} />);
    const row = (n: number) => within(rows()[n]);
    expect(row(1).getByTestId('feedback-marker')).toHaveTextContent('Partly right');
    expect(rows()[1]).toHaveAttribute('data-state', 'partial');
    expect(row(1).getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: Oxygen');
    expect(row(1).getByTestId('feedback-correct-answer')).toHaveTextContent('Correct answer: Oxygen; Helium');
    expect(row(1).getByTestId('feedback-marks')).toHaveTextContent('Marks: +1 of 2');
    expect(row(0).getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: Iron; Wood');
    expect(row(0).getByTestId('feedback-marks')).toHaveTextContent('Marks: 0 of 2');
    // A typed number as the student typed it; a right answer needs no second line.
    expect(row(2).getByTestId('feedback-your-answer')).toHaveTextContent('Your answer: ९.८');
    expect(row(2).queryByTestId('feedback-correct-answer')).toBeNull();
    expect(row(2).getByTestId('feedback-marks')).toHaveTextContent('Marks: +3 of 3');
    expect(row(3).getByTestId('feedback-marks')).toHaveTextContent('Marks: −0.5 (negative marking)');
    expect(row(4).getByTestId('feedback-marks')).toHaveTextContent('Marks: 0 of 1');
  });

  it('while the marking is held back, says only what a question is worth', () => {
    renderWithProviders(<QuestionFeedback item={item({
      answers_hidden: { reason: 'until_close', until: null },
      questions_feedback: [
        { question: 'Which are gases?', student_answer: 'Oxygen', correct_answer: null, is_correct: null, marks: 2, marks_earned: null, state: 'hidden' },
      ],
    })} />);
    expect(within(rows()[0]).getByTestId('feedback-marks')).toHaveTextContent('Worth 2 marks');
  });

  it('partly right and marks in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<QuestionFeedback item={item({
        questions_feedback: [
          { question: 'Which are gases?', student_answer: 'Oxygen', correct_answer: 'Oxygen; Helium', is_correct: false, marks: 2, marks_earned: 1, state: 'partial' },
        ],
      })} />);
      expect(within(rows()[0]).getByTestId('feedback-marker')).toHaveTextContent('आंशिक रूप से सही');
      expect(within(rows()[0]).getByTestId('feedback-marks')).toHaveTextContent('अंक: 2 में से +1');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
