import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ItemAnalysis, QuestionStat } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { discriminationQuality, ItemAnalysisTable } from './ItemAnalysisTable';

beforeAll(async () => {
  await i18n.loadNamespaces(['itemAnalysis', 'components']);
});
afterEach(() => { void i18n.changeLanguage('en'); });

const question = (over: Partial<QuestionStat> & Pick<QuestionStat, 'question_id' | 'position' | 'text' | 'kind'>): QuestionStat => ({
  marks: 1, given: 8, right: 4, partial: 0, wrong: 4, blank: 0, right_percent: 50, discrimination: null, options: [], accepted_answers: null, wrong_responses: [], ...over,
});

/** The server's answer: most missed first (a short-text question, then a multiple select, then a single choice). */
const analysis = (hidden = false): ItemAnalysis => ({
  quiz: { id: 7, name: 'Robotics Homework', topic: 'Gears', quiz_type: 'homework', school_id: hidden ? null : 1, draw_count: 3, question_count: 4 },
  grade: 7, section: 'A', classes: [{ grade: 7, section: 'A' }], attempts: 9, average_percent: 53.3, answers_hidden: hidden,
  questions: [
    question({
      question_id: 13, position: 3, text: 'Capital of India?', kind: 'short_text', right: 2, wrong: 5, blank: 1, right_percent: 25,
      accepted_answers: hidden ? null : ['New Delhi'], wrong_responses: [{ response: 'Mumbai', count: 3 }, { response: 'Kolkata', count: 1 }],
    }),
    question({
      question_id: 12, position: 2, text: 'Which are gears?', kind: 'multiple', given: 7, right: 2, partial: 2, wrong: 2, blank: 1, right_percent: 28.6,
      options: [
        { id: 21, text: 'Spur', is_correct: hidden ? null : true, chosen: 4 },
        { id: 22, text: 'Bevel', is_correct: hidden ? null : true, chosen: 3 },
        { id: 23, text: 'Pulley', is_correct: hidden ? null : false, chosen: 2 },
      ],
    }),
    question({
      question_id: 11, position: 1, text: 'What turns a wheel?', kind: 'single', right: 5, wrong: 3, right_percent: 62.5, discrimination: 0.67,
      options: [
        { id: 1, text: 'A motor', is_correct: hidden ? null : true, chosen: 5 },
        { id: 2, text: 'A sensor', is_correct: hidden ? null : false, chosen: 3 },
      ],
    }),
  ],
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ItemAnalysisTable', () => {
  it('lists the questions most missed first with kind, share right, discrimination and the answers chosen', () => {
    renderWithProviders(<ItemAnalysisTable analysis={analysis()} />);
    const table = screen.getByRole('table', { name: 'Item analysis of Robotics Homework, most missed questions first' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Question', 'Share right', 'Discrimination', 'Answers chosen']);
    const rows = bodyRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Capital of India?Short text · Question 3 of the quiz · 1 mark',
      'Which are gears?Multiple select · Question 2 of the quiz · 1 mark',
      'What turns a wheel?Single choice · Question 1 of the quiz · 1 mark',
    ]);
    expect(rows[0]).toHaveTextContent('25% (2 of 8)');
    expect(rows[0]).toHaveTextContent('Wrong 5 · Blank 1');
    expect(rows[1]).toHaveTextContent('Partly right 2 · Wrong 2 · Blank 1');
    // Discrimination: a figure with its band, or why there is none.
    expect(within(rows[2]).getAllByRole('cell')[3]).toHaveTextContent('0.67Good');
    expect(within(rows[0]).getAllByRole('cell')[3]).toHaveTextContent('Too few students');
    // Typed answers: accepted and the commonest wrong ones.
    expect(rows[0]).toHaveTextContent('Accepted: New Delhi');
    expect(within(rows[0]).getByText('Mumbai: 3')).toBeInTheDocument();
  });

  it('marks the right options, for sight and for screen readers', () => {
    renderWithProviders(<ItemAnalysisTable analysis={analysis()} />);
    const options = within(bodyRows()[1]).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['Spur: 4 (Right answer)', 'Bevel: 3 (Right answer)', 'Pulley: 2']);
    expect(options.map((o) => o.getAttribute('data-right'))).toEqual(['true', 'true', null]);
  });

  it('shows no right answer when the server hides them', () => {
    renderWithProviders(<ItemAnalysisTable analysis={analysis(true)} />);
    const rows = bodyRows();
    expect(within(rows[1]).getAllByRole('listitem').map((o) => o.textContent)).toEqual(['Spur: 4', 'Bevel: 3', 'Pulley: 2']);
    expect(screen.queryByText(/Right answer/)).toBeNull();
    expect(rows[0]).not.toHaveTextContent('Accepted');
  });

  it('re-sorts by share right and finds a question by its text', async () => {
    const { user } = renderWithProviders(<ItemAnalysisTable analysis={analysis()} />);
    await user.click(screen.getByRole('button', { name: /Share right/ }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: /Share right/ }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['3', '2', '1']);
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'gears');
    expect(bodyRows()).toHaveLength(1);
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['itemAnalysis', 'components']);
    renderWithProviders(<ItemAnalysisTable analysis={analysis()} />);
    expect(screen.getByRole('columnheader', { name: /सही उत्तर का हिस्सा/ })).toBeInTheDocument();
    expect(bodyRows()[2]).toHaveTextContent('अच्छा');
  });

  it('bands the discrimination index', () => {
    expect([0.67, 0.3, 0.29, 0.2, 0.19, -0.1].map(discriminationQuality)).toEqual(['good', 'good', 'fair', 'fair', 'review', 'review']);
  });
});
