import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ItemAnalysis, ItemAnalysisQuiz } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import ItemAnalysisPage from './ItemAnalysisPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['itemAnalysis', 'components']);
});

const quizzes: ItemAnalysisQuiz[] = [
  { id: 9, quiz_name: 'Open Homework', topic: 'Levers', quiz_type: 'homework', submitted: 0 },
  { id: 7, quiz_name: 'Robotics Homework', topic: 'Gears', quiz_type: 'homework', submitted: 9 },
];
const classes = [{ grade: 7, section: 'A' }, { grade: 7, section: 'B' }];
const analysisOf = (quizId: number, grade: number | null, section: string | null): ItemAnalysis => ({
  quiz: { id: quizId, name: 'Robotics Homework', topic: 'Gears', quiz_type: 'homework', school_id: null, draw_count: null, question_count: 1 },
  grade, section, classes, attempts: grade === null ? 9 : 6, average_percent: 53.3, answers_hidden: true,
  questions: [{
    question_id: 11, position: 1, text: 'What turns a wheel?', kind: 'single', marks: 1, given: 8, right: 5, partial: 0, wrong: 3, blank: 0,
    right_percent: 62.5, discrimination: 0.67, accepted_answers: null, wrong_responses: [],
    options: [{ id: 1, text: 'A motor', is_correct: null, chosen: 5 }, { id: 2, text: 'A sensor', is_correct: null, chosen: 3 }],
  }],
});

let calls: SeenCall[];
beforeEach(() => {
  calls = fakeStaffApi('teacher', ({ path, query }) => {
    if (path === '/api/teacher_dashboard/item-analysis/') return json({ quizzes });
    const match = /^\/api\/teacher_dashboard\/item-analysis\/(\d+)\/(csv\/)?$/.exec(path);
    if (!match) return undefined;
    if (match[2]) return new Response('\uFEFFRank,Question\n1,What turns a wheel?\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="item-analysis-quiz-7-grade-7-B.csv"' } });
    const grade = query.get('grade');
    return json(analysisOf(Number(match[1]), grade === null ? null : Number(grade), query.get('section')));
  });
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const paths = () => calls.map((c) => c.path + c.search);
const render = (address = '/teacher_dashboard/item-analysis') => renderWithProviders(
  <MemoryRouter initialEntries={[address]}><ItemAnalysisPage /></MemoryRouter>,
);

describe('ItemAnalysisPage', () => {
  it('opens the first quiz with submissions for the whole school, says why answers are hidden, and links back to the report', async () => {
    render();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(paths()).toContain('/api/teacher_dashboard/item-analysis/7/');
    expect(screen.getByTestId('item-analysis-summary')).toHaveTextContent('9 submitted attempts · average score 53.3%');
    expect(screen.getByTestId('item-analysis-hidden')).toHaveTextContent('set for every school');
    expect(screen.getByRole('link', { name: 'Back to the report' })).toHaveAttribute('href', '/teacher_dashboard/report');
    expect((screen.getByTestId('item-analysis-quiz') as HTMLSelectElement).value).toBe('7');
  });

  it('takes the quiz and class from the address, narrows to another class and downloads the server’s CSV', async () => {
    const { user } = render('/teacher_dashboard/item-analysis?quiz=7&class=7-A');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(paths()).toContain('/api/teacher_dashboard/item-analysis/7/?grade=7&section=A');
    await user.selectOptions(screen.getByTestId('item-analysis-class'), 'Class 7 B');
    await waitFor(() => expect(paths()).toContain('/api/teacher_dashboard/item-analysis/7/?grade=7&section=B'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(paths()).toContain('/api/teacher_dashboard/item-analysis/7/csv/?grade=7&section=B'));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says so when the chosen quiz has no submissions', async () => {
    calls = fakeStaffApi('teacher', ({ path }) => {
      if (path === '/api/teacher_dashboard/item-analysis/') return json({ quizzes });
      if (path === '/api/teacher_dashboard/item-analysis/9/') return json({ ...analysisOf(9, null, null), attempts: 0, average_percent: null, questions: [] });
      return undefined;
    });
    render('/teacher_dashboard/item-analysis?quiz=9');
    expect(await screen.findByTestId('item-analysis-empty')).toHaveTextContent('No student of this class has submitted this quiz yet.');
  });
});
