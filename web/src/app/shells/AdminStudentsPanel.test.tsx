import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStudent, Attendance, SchoolSummary } from '@prayog/contract';
import i18n from '../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { pageOf, turnToSecondPage } from '../../test/server-page';
import AdminStudentsPanel from './AdminStudentsPanel';
import { SLOW } from '../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['admin', 'learners', 'components']);
});

const BASE = '/api/adminaccess/admin-dashboard';
const STUDENTS_PATH = `${BASE}/students/`;

const SUNRISE = { id: 2, name: 'Sunrise School, Pune', short_name: 'Sunrise School' };
const SUMMARY: SchoolSummary = {
  total_schools: 2, total_students: 25, active_homework: 0, pending_school_accounts: 0,
  schools: [
    { id: 1, school_name: 'ABL School, Gurugram', short_name: 'ABL School', code: 'abl', city: 'Gurugram', time_zone: 'Asia/Kolkata', join_code: 'A', student_count: 24, teacher_count: 1, active_homework_count: 0, pending_accounts: 0 },
    { id: 2, school_name: SUNRISE.name, short_name: SUNRISE.short_name, code: 'sunrise', city: 'Pune', time_zone: 'Asia/Kolkata', join_code: 'B', student_count: 1, teacher_count: 1, active_homework_count: 0, pending_accounts: 0 },
  ],
};
const student = (i: number): AdminStudent => ({
  id: 100 + i, status: 'active', username: `student.${String(i).padStart(2, '0')}`, name: `Student ${String(i).padStart(2, '0')}`, email: `s${i}@example.org`,
  school: { id: 1, name: 'ABL School, Gurugram', short_name: 'ABL School' }, grade: 7, section: 'A', login_count: i, last_login: null,
});
const RIYA: AdminStudent = {
  id: 77, status: 'active', username: 'riya.sharma', name: 'Riya Sharma', email: 'riya@example.org', school: SUNRISE, grade: 5, section: 'B',
  login_count: 12, last_login: '2026-11-23T10:00:00.000Z',
};
const ALL = [...Array.from({ length: 24 }, (_, i) => student(i + 1)), RIYA];
const ATTENDANCE: Attendance = {
  student: { user: { username: RIYA.username, email: RIYA.email }, name: RIYA.name, grade: 5, section: 'B', login_count: 12, last_login: RIYA.last_login, extra_time: null },
  login_activity: [{ login_date: '2026-11-23T10:00:00.000Z', login_username: RIYA.username, login_num: 12 }],
  access_data: [],
};

let calls: SeenCall[];
let riyaStatus: AdminStudent['status'];
beforeEach(() => {
  riyaStatus = 'active';
  calls = fakeStaffApi('school', (call) => {
    const { method, path, query } = call;
    if (path === `${BASE}/school-summary/`) return json(SUMMARY);
    if (path === STUDENTS_PATH) {
      const term = query.get('search')?.toLowerCase();
      const school = query.get('school');
      const found = ALL.map((s) => (s === RIYA ? { ...s, status: riyaStatus } : s)).filter((s) => (!term || s.username.includes(term) || s.name.toLowerCase().includes(term)) && (!school || String(s.school.id) === school));
      const { rows, ...page } = pageOf(call, found);
      return json({ ...page, results: rows });
    }
    if (method === 'POST' && path === `${STUDENTS_PATH}riya.sharma/reset-password/`) {
      return json({ username: RIYA.username, name: RIYA.name, one_time_password: 'Kite-4821-Moon', detail: 'A one-time password was made for Riya Sharma.', valid_hours: 72, expires_at: '2026-11-26T10:00:00.000Z' });
    }
    if (path === '/api/school_dashboard/student_access_report/riya.sharma/') return json(ATTENDANCE);
    if (method === 'POST' && path === '/api/accounts/77/deactivate/') {
      riyaStatus = 'deactivated';
      return json({ detail: 'The account was deactivated.', account: { id: 77, username: RIYA.username, name: RIYA.name, role: 'student', class_name: '5 B', status: 'deactivated', deactivated_at: '2026-11-24T10:00:00.000Z', last_login: null } });
    }
    if (method === 'POST' && path === '/api/accounts/77/reactivate/') {
      riyaStatus = 'active';
      return json({ detail: 'The account was reactivated.', account: { id: 77, username: RIYA.username, name: RIYA.name, role: 'student', class_name: '5 B', status: 'active', deactivated_at: null, last_login: null } });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const lastStudentsCall = () => calls.filter((c) => c.path === STUDENTS_PATH).at(-1);

async function searchFor(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  screen.getByTestId('student-search').focus();
  await user.paste(text);
  await waitFor(() => expect(screen.getByText('Riya Sharma')).toBeInTheDocument(), SLOW);
}

describe('AdminStudentsPanel', () => {
  it('pages the students of every school through the server', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await turnToSecondPage(user, calls, STUDENTS_PATH, 'admin-students-table', 25);
    expect(screen.getByText('Riya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Sunrise School')).toBeInTheDocument();
    expect(screen.getByText('5-B')).toBeInTheDocument();
  });

  it('sends the search and the school filter to the server, from the first page', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await turnToSecondPage(user, calls, STUDENTS_PATH, 'admin-students-table', 25);
    screen.getByTestId('student-search').focus();
    await user.paste('RIYA');
    await waitFor(() => expect(lastStudentsCall()?.search).toBe('?search=RIYA&limit=20&offset=0'), SLOW);
    await waitFor(() => expect(screen.getByTestId('admin-students-table-range')).toHaveTextContent('Rows 1–1 of 1'), SLOW);
    expect(screen.getByText('Riya Sharma')).toBeInTheDocument();

    await user.clear(screen.getByTestId('student-search'));
    await user.selectOptions(screen.getByTestId('student-school'), '2');
    await waitFor(() => expect(lastStudentsCall()?.search).toBe('?school=2&limit=20&offset=0'), SLOW);
    await waitFor(() => expect(screen.getByTestId('admin-students-table-range')).toHaveTextContent('Rows 1–1 of 1'), SLOW);
  });

  it('resets a password after the confirmation and shows the one-time password once', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await screen.findByText('Student 01', {}, SLOW);
    await searchFor(user, 'riya');
    await user.click(screen.getByRole('button', { name: 'Reset password: Riya Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent('Give Riya Sharma (riya.sharma) of Sunrise School, Pune a one-time password?');
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('admin-reset-confirm-confirm'));

    expect(await screen.findByTestId('otp-password', {}, SLOW)).toHaveTextContent('Kite-4821-Moon');
    expect(screen.getByTestId('otp-username')).toHaveTextContent('riya.sharma');
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: `${STUDENTS_PATH}riya.sharma/reset-password/` })]);
    await user.click(screen.getByTestId('otp-done'));
    await waitFor(() => expect(screen.queryByTestId('otp-password')).not.toBeInTheDocument());
  });

  it('shows each student’s status and deactivates, then reactivates, after a confirmation (ADR 0025)', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await screen.findByText('Student 01', {}, SLOW);
    await searchFor(user, 'riya');
    const table = screen.getByTestId('admin-students-table');
    expect(within(table).getByTestId('student-status-active')).toHaveTextContent('Active');
    await user.click(screen.getByRole('button', { name: 'Deactivate Riya Sharma' }));
    let dialog = screen.getByRole('dialog', { name: 'Deactivate this account?' });
    expect(dialog).toHaveTextContent('Deactivate Riya Sharma (riya.sharma) of Sunrise School, Pune? They cannot sign in');
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('admin-account-confirm-confirm'));
    await waitFor(() => expect(writesOf(calls)).toEqual([expect.objectContaining({ path: '/api/accounts/77/deactivate/' })]), SLOW);
    // The list is read again and shows the new status, with Reactivate instead.
    expect(await within(table).findByTestId('student-status-deactivated', {}, SLOW)).toHaveTextContent('Deactivated');

    await user.click(screen.getByRole('button', { name: 'Reactivate Riya Sharma' }));
    dialog = await screen.findByRole('dialog', { name: 'Reactivate this account?' });
    await user.click(within(dialog).getByTestId('admin-account-confirm-confirm'));
    await waitFor(() => expect(writesOf(calls).map((c) => c.path)).toEqual(['/api/accounts/77/deactivate/', '/api/accounts/77/reactivate/']), SLOW);
    expect(await within(table).findByTestId('student-status-active', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the student’s reports from their own school', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await screen.findByText('Student 01', {}, SLOW);
    await searchFor(user, 'riya');
    await user.click(screen.getByRole('button', { name: 'Reports of Riya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Details' });
    expect(within(dialog).getByTestId('attendance-who')).toHaveTextContent('Riya Sharma (riya.sharma), Grade 5 – B');
    await within(dialog).findByTestId('attendance-tabs', {}, SLOW);
    expect(calls.find((c) => c.path.endsWith('/student_access_report/riya.sharma/'))).toMatchObject({
      path: '/api/school_dashboard/student_access_report/riya.sharma/', search: '?school=2',
    });
  });

  it('says when no student matches', async () => {
    const { user } = renderWithProviders(<AdminStudentsPanel />);
    await screen.findByText('Student 01', {}, SLOW);
    screen.getByTestId('student-search').focus();
    await user.paste('nobody');
    expect(await screen.findByText('No student matches this search.', {}, SLOW)).toBeInTheDocument();
  });
});
