import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ParentDashboard, QuizReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { json, type SeenCall } from '../../../test/fake-api';
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

/** A fake parent API: `answer` may replace the dashboard's answer (a 403, say). */
function serve(answer?: (call: SeenCall) => Response | undefined): SeenCall[] {
  const calls: SeenCall[] = [];
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('role', 'parent');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const call: SeenCall = { method: init?.method ?? 'GET', path: pathname, search };
    calls.push(call);
    const child = new URLSearchParams(search).get('child');
    const custom = answer?.(call);
    if (custom) return custom;
    if (pathname === '/api/parent_dashboard/') return json(dashboardOf(child));
    if (pathname === '/api/parent_dashboard/homework_report/') {
      const own = new URLSearchParams(search).get('quiz_id') === '9'
        ? [{ id: 1, student_name: 'Asha', student_grade: 7, student_section: 'A', score: 80, date_attempted: '2026-05-02T05:00:00.000Z' }] : [];
      return json({ homework_reports: [{ ...REPORT, results: own }] });
    }
    return json({ detail: 'Not found.' }, 404);
  }));
  return calls;
}

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

  it("shows the class figures and only the child's own homework row", async () => {
    serve();
    // The page hands in the staff report's cards and chart; here a plain line stands for them.
    renderWithProviders(
      <ParentFrame title="Homework Report">
        {(child) => <ParentReport child={child} kind="homework" figures={(r) => <p data-testid="figures">{r.total_students}</p>} chart={() => null} />}
      </ParentFrame>,
    );
    const select = await screen.findByTestId('parent-quiz-select', {}, SLOW);
    expect(within(select).getByRole('option')).toHaveTextContent('Quiz 1: Forces');
    expect(screen.getByTestId('figures')).toHaveTextContent('30');
    const table = await screen.findByRole('table', { name: 'Student details' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Student Name', 'Grade', 'Section', 'Score', 'Date Attempted']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('80%')).toBeInTheDocument();
  });
});
