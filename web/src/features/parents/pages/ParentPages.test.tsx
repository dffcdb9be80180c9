import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ParentDashboard, QuizReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import ParentDashboardPage from './ParentDashboardPage';
import { ParentFrame } from '../components/ParentFrame';
import { ParentReport } from '../components/ParentReport';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['parents', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CHILDREN = [
  { username: 'asha', name: 'Asha', grade: 7, section: 'A', school: 'ABL School' },
  { username: 'ravi', name: 'Ravi', grade: 5, section: 'B', school: 'ABL School' },
];
const dashboardOf = (child: string | null): ParentDashboard => ({
  child_name: child === 'ravi' ? 'Ravi' : '', child_grade: child === 'ravi' ? '5 B' : '7 A', login_count: 4, access_report: [],
  year: 2025, years: [2024, 2025], login_report: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, login_num: i === 1 ? 3 : 0 })), children: CHILDREN,
});
const REPORT: QuizReport = {
  id: 9, quiz: 'Forces', topic: 'Motion', classes: [{ grade: 7, section: 'A', due_date: null }], total_students: 30, students_attempted: 20,
  average_score: 61.5, completion_rate: 66.7, last_updated: '2026-05-02T05:00:00.000Z', results: [],
};

const MAGNETS: QuizReport = { ...REPORT, id: 10, quiz: 'Magnets', total_students: 30, students_attempted: 5 };
const ASHA_ROW = { id: 1, student_name: 'Asha', student_grade: 7, student_section: 'A', score: 80, date_attempted: '2026-05-02T05:00:00.000Z' };

/**
 * A fake parent API: `answer` may replace any answer (a 403, say). Homework lists Magnets (given last, not
 * attempted) before Forces (id 9, attempted: its rows come with the list, as the server sends them).
 */
function serve(answer?: (call: SeenCall) => Response | undefined): SeenCall[] {
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('role', 'parent');
  return fakeApi((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.path === '/api/parent_dashboard/') return json(dashboardOf(call.query.get('child')));
    if (call.path === '/api/parent_dashboard/homework_report/') {
      const quizId = call.query.get('quiz_id') ?? '9';
      return json({
        homework_reports: [{ ...MAGNETS, results: [] }, { ...REPORT, results: quizId === '9' ? [ASHA_ROW] : [] }],
        attempted_quiz_id: 9,
      });
    }
    return undefined;
  });
}

/** The report of `kind` inside the parent frame; a plain line stands for the staff report's cards. */
const renderReport = (kind: 'homework' | 'annual') => renderWithProviders(
  <ParentFrame title="Report">
    {(child, dashboard) => (
      <ParentReport child={child} childName={dashboard.child_name} kind={kind} figures={(r) => <p data-testid="figures">{r.quiz}: {r.total_students}</p>} chart={() => <p data-testid="chart" />} />
    )}
  </ParentFrame>,
);

describe('parent dashboard pages', () => {
  it("greets the child ('Student' without a name), shows class and counts, and remembers the chosen child", async () => {
    const calls = serve();
    const { user, unmount } = renderWithProviders(<ParentDashboardPage />);
    expect(await screen.findByText('Hello, Student', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('parent-class')).toHaveTextContent('7 A');
    expect(screen.getByTestId('parent-login-count')).toHaveTextContent('4');
    expect(screen.getByTestId('parent-access-count')).toHaveTextContent('0');
    expect(within(await screen.findByTestId('parent-year-select', {}, SLOW)).getAllByRole('option').map((o) => o.textContent)).toEqual(['2024', '2025']);

    await user.selectOptions(screen.getByTestId('child-switcher'), 'ravi');
    expect(await screen.findByText('Hello, Ravi', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.search.includes('child=ravi'))).toBe(true);
    expect(localStorage.getItem('parentChild')).toBe('ravi');
    unmount();

    // The next visit asks for the remembered child straight away.
    renderWithProviders(<ParentDashboardPage />);
    expect(await screen.findByText('Hello, Ravi', {}, SLOW)).toBeInTheDocument();
  });

  it('says the link waits for the school, and offers to link a child', async () => {
    serve((call) => (call.path === '/api/parent_dashboard/'
      ? json({ detail: 'Your link to your child is waiting for confirmation by the school.' }, 403) : undefined));
    renderWithProviders(<ParentDashboardPage />);
    const waiting = await screen.findByTestId('parent-waiting', {}, SLOW);
    expect(waiting).toHaveTextContent('Your link to your child is waiting for confirmation by the school.');
    expect(within(waiting).getByRole('button', { name: 'Link another child' })).toBeInTheDocument();
    expect(screen.queryByTestId('parent-greeting')).not.toBeInTheDocument();
  });

  it("opens on the quiz the child attempted last, with its figures and the child's own row; another quiz says it was not attempted", async () => {
    const calls = serve();
    const { user } = renderReport('homework');
    const select = await screen.findByTestId('parent-quiz-select', {}, SLOW);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Quiz 1: Magnets', 'Quiz 2: Forces']);
    // Forces, not the newest quiz given (Magnets), is what the first view shows.
    expect(select).toHaveValue('9');
    expect(screen.getByTestId('figures')).toHaveTextContent('Forces: 30');
    const table = await screen.findByRole('table', { name: 'Student details' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Student Name', 'Grade', 'Section', 'Score', 'Date Attempted']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('80%')).toBeInTheDocument();
    expect(screen.queryByTestId('parent-no-attempts')).not.toBeInTheDocument();
    // The rows came with the list: no second call for them.
    expect(calls.filter((c) => c.path.endsWith('homework_report/')).map((c) => c.search.includes('quiz_id'))).toEqual([false]);

    await user.selectOptions(select, '10');
    expect(await screen.findByText('Student has not attempted this quiz yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('figures')).toHaveTextContent('Magnets: 30');
    expect(screen.queryByText(/No details of students found/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.search.includes('quiz_id=10'))).toBe(true);
  });

  it('says plainly, by the child’s name, when the child has attempted none, in English and Hindi', async () => {
    localStorage.setItem('parentChild', 'ravi');
    serve((call) => (call.path === '/api/parent_dashboard/homework_report/'
      ? json({ homework_reports: [{ ...MAGNETS, results: [] }], attempted_quiz_id: null }) : undefined));
    const { unmount } = renderReport('homework');
    expect(await screen.findByTestId('parent-no-attempts', {}, SLOW)).toHaveTextContent('Ravi has not attempted any homework quiz yet.');
    // The class figures of the quizzes given stay; there is no empty table beside the sentence.
    expect(screen.getByTestId('figures')).toHaveTextContent('Magnets: 30');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('hi');
    try {
      await i18n.loadNamespaces('parents');
      renderReport('homework');
      expect(await screen.findByTestId('parent-no-attempts', {}, SLOW)).toHaveTextContent('Ravi ने अभी तक कोई होमवर्क क्विज़ हल नहीं किया है।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says so when nothing of the type was given yet, and shows the annual exam the child took', async () => {
    localStorage.setItem('parentChild', 'ravi');
    serve((call) => (call.path === '/api/parent_dashboard/homework_report/' ? json({ homework_reports: [], attempted_quiz_id: null }) : undefined));
    const { unmount } = renderReport('homework');
    expect(await screen.findByTestId('empty-state', {}, SLOW)).toHaveTextContent('Ravi has not attempted any homework quiz yet.');
    unmount();

    const exam: QuizReport = { ...REPORT, id: 21, quiz: 'Final Exam', results: [{ ...ASHA_ROW, student_name: 'Ravi', score: 72 }] };
    const calls = serve((call) => (call.path === '/api/parent_dashboard/annual_report/' ? json({ results: [exam], attempted_quiz_id: 21 }) : undefined));
    const { user } = renderReport('annual');
    expect(await screen.findByTestId('parent-report-annual', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('figures')).toHaveTextContent('Final Exam: 30');
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Student Details' }));
    const table = await screen.findByRole('table', { name: 'Student details' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Student Name', 'Grade', 'Section', 'Score']);
    expect(within(table).getByText('72%')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/parent_dashboard/annual_report/').every((c) => c.search.includes('child=ravi'))).toBe(true);
  });
});
