import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { QuizReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, type FakeRoute, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AssessmentReportTab } from './AssessmentReportTab';
import { HomeworkReportTab } from './HomeworkReportTab';

beforeAll(async () => {
  await i18n.loadNamespaces(['assignments', 'components']);
});

const report = (id: number, quiz: string, over: Partial<QuizReport> = {}): QuizReport => ({
  id, quiz, topic: 'Gears', classes: [{ grade: 7, section: 'A', due_date: '2026-11-30' }, { grade: 7, section: 'B', due_date: null }],
  total_students: 16, students_attempted: 5, average_score: 76.6, completion_rate: 31.3, last_updated: '2026-11-20T10:00:00.000Z', results: [], ...over,
});
const rows = [
  { id: 900, student_name: 'Palak Joshi', student_grade: 7, student_section: 'A', score: 83, date_attempted: '2026-11-20T10:00:00.000Z' },
  { id: 901, student_name: 'Yash Negi', student_grade: 7, student_section: 'B', score: 100, date_attempted: '2026-11-21T10:00:00.000Z' },
];
let calls: SeenCall[];
let answer: FakeRoute;
beforeEach(() => {
  answer = ({ path, query }) => {
    const quizId = Number(query.get('quiz_id'));
    const reports = [report(1, 'Robotics Homework'), report(2, 'Coding Homework', { total_students: 8, students_attempted: 8, completion_rate: 100, average_score: 50 })]
      .map((r) => (r.id === quizId ? { ...r, results: rows } : r));
    if (path.includes('pre')) return json({ preassessment_reports: reports.map((r) => ({ ...r, quiz: `Pre ${r.quiz}` })), available_pre_assessments: [] });
    if (path.includes('post') || path.endsWith('assessmentassignment/')) {
      return json({ postassessment_reports: [report(3, 'Post Robotics')], available_post_assessments: [] });
    }
    return json({ homework_reports: reports, available_quizzes: [] });
  };
  // Staff screens read the signed-in account's role (the staff scope's default): the teacher unless a test says otherwise.
  calls = fakeStaffApi('teacher', (call) => answer(call));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const urls = () => calls.map((c) => c.path + c.search);
const value = (key: string) => screen.getByTestId(`report-value-${key}`).textContent;

describe('HomeworkReportTab', () => {
  it('shows the newest report’s four figures and its classes, then another quiz’s', async () => {
    const { user } = renderWithProviders(<HomeworkReportTab />);
    expect(await screen.findByTestId('report-figures')).toBeInTheDocument();
    expect(value('totalStudents')).toBe('16');
    expect(value('studentsAttempted')).toBe('5');
    expect(value('completionRate')).toBe('31.3');
    expect(value('averageScore')).toBe('76.6%');
    expect(screen.getByTestId('report-classes')).toHaveTextContent('Assigned to 7 A, 7 B');
    expect(screen.getByRole('button', { name: 'Add Homework' })).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/teacher_dashboard/homework_report/');

    await user.selectOptions(screen.getByTestId('report-quiz-select'), 'Coding Homework - Gears');
    expect(value('totalStudents')).toBe('8');
    expect(value('completionRate')).toBe('100');
    expect(value('averageScore')).toBe('50%');
  });

  it('opens the chosen quiz’s student details (#, name, grade, section, marks) and goes Back', async () => {
    const { user } = renderWithProviders(<HomeworkReportTab />);
    await user.click(await screen.findByRole('button', { name: 'View Student Details' }));
    const table = await screen.findByRole('table', { name: 'Student details of Robotics Homework' });
    await within(table).findByText('Palak Joshi');
    expect(urls()).toContain('/api/teacher_dashboard/homework_report/?quiz_id=1');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Student Name', 'Grade', 'Section', 'Marks']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1Palak Joshi7A83%/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('report-figures')).toBeInTheDocument();
  });

  it('gives the school account the school’s reports with no assign button', async () => {
    localStorage.setItem('role', 'school');
    renderWithProviders(<HomeworkReportTab />);
    expect(await screen.findByTestId('report-figures')).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/school_dashboard/homework_reports/');
    expect(screen.queryByRole('button', { name: 'Add Homework' })).not.toBeInTheDocument();
  });

  it('says No Data Found when nothing is assigned, and keeps Add Homework for the teacher', async () => {
    answer = () => json({ homework_reports: [], available_quizzes: [] });
    renderWithProviders(<HomeworkReportTab />);
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByTestId('report-quiz-select')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Homework' })).toBeEnabled());
  });

  it('shows the server’s detail, or the spec’s fallback, when the report fails', async () => {
    answer = () => new Response('', { status: 500 });
    renderWithProviders(<HomeworkReportTab />);
    expect(await screen.findByText('Failed to fetch Homework Report.')).toBeInTheDocument();
  });
});

describe('AssessmentReportTab', () => {
  it('starts with pre-assessments and reloads post-assessments when the mode changes', async () => {
    const { user } = renderWithProviders(<AssessmentReportTab />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pre-Assessment Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Pre-Assessment' })).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/teacher_dashboard/assessmentassignment/pre-assessment-reports/');
    expect(screen.getByRole('radiogroup', { name: 'Assessment type' })).toBeInTheDocument();
    expect(await screen.findByTestId('report-quiz-select')).toHaveDisplayValue('Pre Robotics Homework - Gears');

    await user.click(screen.getByRole('radio', { name: 'Post-Assessment' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post-Assessment Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Post-Assessment' })).toBeInTheDocument();
    expect(urls()).toContain('/api/teacher_dashboard/assessmentassignment/');
    expect(await screen.findByTestId('report-quiz-select')).toHaveDisplayValue('Post Robotics - Gears');
  });

  it('reads the school’s pre- and post-assessment reports', async () => {
    localStorage.setItem('role', 'school');
    const { user } = renderWithProviders(<AssessmentReportTab />);
    expect(await screen.findByTestId('report-figures')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Post-Assessment' }));
    await screen.findByRole('heading', { level: 2, name: 'Post-Assessment Report' });
    expect(urls()).toEqual(['/api/school_dashboard/pre_assessment_report/', '/api/school_dashboard/post_assessment_report/']);
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });
});
