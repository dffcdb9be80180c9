import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryComponent, ManagedAccount, QuizReport, SchoolSummary, SchoolSummaryRow } from '@prayog/contract';
import i18n from '../../lib/i18n';
import { fakeStaffApi, json, writesOf, type FakeRoute, type SeenCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { adminSchoolPanels } from './AdminSchoolPanel';
import { SLOW } from '../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['accounts', 'components', 'inventory', 'assignments', 'planners', 'staffDashboard', 'monthlyReports', 'innovationClub']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const row = (id: number, name: string): SchoolSummaryRow => ({
  id, school_name: name, short_name: name.split(',')[0], code: `s${id}`, city: 'Delhi', time_zone: 'Asia/Kolkata', join_code: `J${id}`,
  student_count: 10, teacher_count: 2, active_homework_count: 1, pending_accounts: 0,
});
// The server's order: by name. Ids are not in name order, so a test cannot pass by picking the smallest id.
const SUMMARY: SchoolSummary = {
  total_schools: 2, total_students: 20, active_homework: 2, pending_school_accounts: 0,
  schools: [row(7, 'ABL School, Delhi'), row(3, 'Bright Future School, Pune')],
};

const BREADBOARD: InventoryComponent = {
  id: 4, component_id: 'CMP-4', component_name: 'Breadboard', school: 'ABL School, Delhi', total_quantity: 20, quantity_available: 15,
  difference_in_quantity: 5, created_date: '2026-11-20T04:35:00.000Z', history_count: 1,
  history: [{ transaction_type: 'Credit', quantity_change: 20, modified_date: '2026-11-20T04:35:00.000Z', modified_by: 'Demo Teacher' }],
};

const report = (id: number, quiz: string, over: Partial<QuizReport> = {}): QuizReport => ({
  id, quiz, topic: 'Gears', classes: [{ grade: 7, section: 'A', due_date: '2026-11-30' }], total_students: 16, students_attempted: 5,
  average_score: 76.6, completion_rate: 31.3, last_updated: '2026-11-20T10:00:00.000Z', results: [], ...over,
});
const PALAK = { username: 'palak', name: 'Palak Joshi', grade: 7, section: 'A', last_login: '2026-11-20T10:00:00.000Z' };
const RESULT = { id: 900, student_name: 'Palak Joshi', student_grade: 7, student_section: 'A', score: 83, date_attempted: '2026-11-20T10:00:00.000Z' };

/** A superuser's browser with the summary and the school screens' calls answered by `route`. */
function serveAdmin(route: FakeRoute = () => undefined): SeenCall[] {
  const calls = fakeStaffApi('school', (call) => {
    if (call.path === '/api/adminaccess/admin-dashboard/school-summary/') return json(SUMMARY);
    if (call.path.endsWith('/inventory/') && call.method === 'GET') return json({ count: 1, limit: 20, offset: 0, results: [BREADBOARD] });
    return route(call);
  });
  localStorage.setItem('role', 'admin');
  localStorage.setItem('isSuperUser', 'true');
  return calls;
}

function renderPanel(key: string) {
  const panel = adminSchoolPanels.find((p) => p.key === key)!;
  return renderWithProviders(<Suspense fallback={null}><panel.Panel /></Suspense>);
}

const schoolOf = (call: SeenCall | undefined) => new URLSearchParams(call?.search).get('school');
const lastCall = (calls: readonly SeenCall[], path: string) => calls.filter((c) => c.path === path).at(-1);

describe('adminSchoolPanels', () => {
  it("lists the admin sidebar's eight school sections in the spec's order, then the school's Accounts", () => {
    expect(adminSchoolPanels.map((p) => p.path)).toEqual([
      'active-users', 'homework', 'macro-planner', 'micro-planner', 'inventory', 'monthly-reports', 'innovation-club', 'assessments', 'accounts',
    ]);
  });
});

describe('AdminSchoolPanel', () => {
  it('offers every school by name, starts with the first and reads its records with ?school=, read-only', async () => {
    const calls = serveAdmin();
    const { user } = renderPanel('inventory');
    const select = await screen.findByRole('combobox', { name: 'School' }, SLOW);
    expect(select).toHaveValue('ABL School, Delhi');
    expect(await screen.findByText('Breadboard', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/api/school_dashboard/inventory/')?.search).toBe('?limit=20&offset=0&school=7');
    expect(screen.getByTestId('admin-school-readonly')).toHaveTextContent('You are viewing ABL School, Delhi.');
    // Read-only: the history stays, no Add Component and no Modify.
    expect(screen.getByRole('button', { name: 'View History: Breadboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Component|Modify/ })).not.toBeInTheDocument();

    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ABL School, Delhi', 'Bright Future School, Pune']);
    await user.click(screen.getByRole('option', { name: 'Bright Future School, Pune' }));
    await waitFor(() => expect(schoolOf(lastCall(calls, '/api/school_dashboard/inventory/'))).toBe('3'));
    expect(localStorage.getItem('adminSchool')).toBe('3');
    expect(writesOf(calls)).toEqual([]);
  });

  it('opens on the school chosen last time, and on the first when that school is gone', async () => {
    let calls = serveAdmin();
    localStorage.setItem('adminSchool', '3');
    const first = renderPanel('inventory');
    expect(await screen.findByRole('combobox', { name: 'School' }, SLOW)).toHaveValue('Bright Future School, Pune');
    await waitFor(() => expect(schoolOf(lastCall(calls, '/api/school_dashboard/inventory/'))).toBe('3'));
    first.unmount();

    vi.unstubAllGlobals();
    calls = serveAdmin();
    localStorage.setItem('adminSchool', '99');
    renderPanel('inventory');
    expect(await screen.findByRole('combobox', { name: 'School' }, SLOW)).toHaveValue('ABL School, Delhi');
    await waitFor(() => expect(schoolOf(lastCall(calls, '/api/school_dashboard/inventory/'))).toBe('7'));
  });

  it('says when the schools cannot be loaded, and when there are none', async () => {
    fakeStaffApi('school', (call) => (call.path.endsWith('/school-summary/') ? json({}, 500) : undefined));
    const { unmount } = renderPanel('inventory');
    expect(await screen.findByText('Failed to load the schools.', {}, SLOW)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    const calls = fakeStaffApi('school', (call) => (call.path.endsWith('/school-summary/') ? json({ ...SUMMARY, total_schools: 0, schools: [] }) : undefined));
    renderPanel('inventory');
    expect(await screen.findByTestId('empty-state', {}, SLOW)).toHaveTextContent('No schools yet.');
    expect(calls.some((c) => c.path.endsWith('/inventory/'))).toBe(false);
  });

  it("shows the school's homework reports from the admin call as a table with CSV, and a quiz's students", async () => {
    const calls = serveAdmin((call) => {
      if (call.path !== '/api/adminaccess/admin-dashboard/homework-reports/') return undefined;
      const quizId = Number(new URLSearchParams(call.search).get('quiz_id'));
      const reports = [report(1, 'Robotics Homework'), report(2, 'Coding Homework', { completion_rate: 100 })];
      return json({ homework_reports: reports.map((r) => (r.id === quizId ? { ...r, results: [RESULT] } : r)), available_quizzes: [] });
    });
    const { user } = renderPanel('homework');
    const table = await screen.findByRole('table', { name: 'Homework Report' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Quiz', 'Topic', 'Classes', 'Total Students', 'Students Attempted', 'Completion Rate (%)', 'Average Score', 'Last Updated', 'Student Details',
    ]);
    expect(await within(table).findByText('Coding Homework')).toBeInTheDocument();
    expect(lastCall(calls, '/api/adminaccess/admin-dashboard/homework-reports/')?.search).toBe('?school=7');
    expect(screen.getByTestId('homework-reports-table-csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Homework' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Student Details: Robotics Homework' }));
    expect(await screen.findByText('Palak Joshi', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/api/adminaccess/admin-dashboard/homework-reports/')?.search).toBe('?school=7&quiz_id=1');
    // Staff paths are never asked: an administrator's homework is the admin dashboard's own call.
    expect(calls.some((c) => c.path.includes('homework_report'))).toBe(false);
  });

  it("switches between the school's pre- and post-assessment reports with ?school=, with no assign button", async () => {
    const calls = serveAdmin((call) => {
      if (call.path === '/api/school_dashboard/pre_assessment_report/') return json({ preassessment_reports: [report(5, 'Pre Robotics')], available_pre_assessments: [] });
      if (call.path === '/api/school_dashboard/post_assessment_report/') return json({ postassessment_reports: [report(6, 'Post Robotics')], available_post_assessments: [] });
      return undefined;
    });
    const { user } = renderPanel('assessments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessments' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('report-quiz-select', {}, SLOW)).toHaveDisplayValue('Pre Robotics - Gears');
    await user.click(screen.getByRole('radio', { name: 'Post-Assessment' }));
    expect(await screen.findByTestId('report-quiz-select', {}, SLOW)).toHaveDisplayValue('Post Robotics - Gears');
    expect(calls.filter((c) => c.path.endsWith('assessment_report/')).map((c) => [c.path, c.search])).toEqual([
      ['/api/school_dashboard/pre_assessment_report/', '?school=7'],
      ['/api/school_dashboard/post_assessment_report/', '?school=7'],
    ]);
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it("lists the school's active learners without a Back button", async () => {
    const calls = serveAdmin((call) => (call.path === '/api/school_dashboard/active-users/'
      ? json({ count: 1, limit: 200, offset: 0, results: [PALAK], active_users: [PALAK] })
      : undefined));
    renderPanel('activeUsers');
    expect(await screen.findByText('Palak Joshi', {}, SLOW)).toBeInTheDocument();
    expect(schoolOf(lastCall(calls, '/api/school_dashboard/active-users/'))).toBe('7');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("lets the administrator open a school's monthly report file, with no Add, Modify or Delete", async () => {
    const calls = serveAdmin((call) => {
      if (call.path === '/api/school_dashboard/monthlyreport/') {
        return json({ count: 1, limit: 20, offset: 0, monthly_report: [{ id: 2, date: '2026-10-31', month: 'October', monthly_report: '/api/files/00000000-0000-4000-8000-000000000002/' }] });
      }
      if (call.path.startsWith('/api/files/')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      return undefined;
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const { user } = renderPanel('monthlyReports');
    await user.click(await screen.findByRole('button', { name: 'View the report of October (Oct 31, 2026)' }, SLOW));
    await waitFor(() => expect(tab.location.href).toBe('blob:report'), SLOW);
    expect(lastCall(calls, '/api/school_dashboard/monthlyreport/')?.search).toBe('?limit=20&offset=0&school=7');
    expect(screen.queryByRole('button', { name: /Add|Modify|Delete/ })).not.toBeInTheDocument();
  });

  it("shows a school's innovation club projects with ?school=, with no Add or Modify", async () => {
    const calls = serveAdmin((call) => (call.path === '/api/school_dashboard/innovationclub/'
      ? json({
        count: 1, limit: 20, offset: 0,
        innovation_clubs: [{ id: 1, project_name: 'Solar Car', date: '2026-11-02', progress: 'Built', school: 'ABL School, Delhi', grade: 7, section: 'A', students: [] }],
      })
      : undefined));
    renderPanel('innovationClub');
    expect(await screen.findByText('Solar Car', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/api/school_dashboard/innovationclub/')?.search).toBe('?limit=20&offset=0&school=7');
    expect(screen.queryByRole('button', { name: /Add|Modify/ })).not.toBeInTheDocument();
  });

  it("downloads the chosen school's macro planner PDF and offers no Add", async () => {
    const save = vi.fn(() => 'blob:planner');
    const calls = serveAdmin((call) => {
      if (call.path === '/api/school_dashboard/macroplanner/') return json({ school: 'ABL School, Delhi', macroplanner: { 7: { April: [{ id: 1, topic: 'Gears' }] } } });
      if (call.path.endsWith('/macroplanner/download/')) return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      return undefined;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: save, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPanel('macroPlanner');
    await user.click(await screen.findByRole('combobox', { name: 'Grade' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Grade 7' }));
    expect(await screen.findByText('Gears', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/api/school_dashboard/macroplanner/')?.search).toBe('?grade=7&school=7');
    expect(screen.queryByRole('button', { name: /^(Add|Modify)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(calls.find((c) => c.path.endsWith('/download/'))?.search).toBe('?grade=7&school=7');
  });

  it("lists the chosen school's accounts, school accounts included, and deactivates one after a confirmation (ADR 0025)", async () => {
    const account = (id: number, username: string, role: ManagedAccount['role'], status: ManagedAccount['status'] = 'active'): ManagedAccount => ({
      id, username, name: `${username} name`, role, class_name: role === 'student' ? '7 A' : null, status, deactivated_at: status === 'active' ? null : '2026-11-20T10:00:00.000Z', last_login: null,
    });
    const rows = [account(41, 'coach', 'teacher'), account(42, 'office', 'school'), account(43, 'kid', 'student', 'deactivated')];
    const calls = serveAdmin(({ method, path }) => {
      if (path === '/api/accounts/' && method === 'GET') return json({ count: rows.length, limit: 50, offset: 0, results: rows });
      if (path === '/api/accounts/42/deactivate/' && method === 'POST') return json({ detail: 'The account was deactivated.', account: { ...rows[1], status: 'deactivated' } });
      return undefined;
    });
    const { user } = renderPanel('accounts');
    expect(await screen.findByText('office name', {}, SLOW)).toBeInTheDocument();
    expect(schoolOf(lastCall(calls, '/api/accounts/'))).toBe('7');
    // Not the read-only note: the administrator acts here, and is told the changes are audited.
    expect(screen.queryByTestId('admin-school-readonly')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-school-acting')).toHaveTextContent('You act for ABL School, Delhi as an administrator');
    expect(screen.getAllByTestId('account-status-deactivated')).toHaveLength(1);
    expect(screen.getByTestId('account-reactivate-kid')).toBeInTheDocument();
    // The role filter offers school accounts to an administrator.
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Teacher', 'Parent', 'Student', 'School']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('account-deactivate-office'));
    const dialog = await screen.findByTestId('account-status-confirm');
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('account-status-confirm-confirm'));
    await waitFor(() => expect(writesOf(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/accounts/42/deactivate/' })]));
  });
});
