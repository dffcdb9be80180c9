import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { MonthlyReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { fakeUploads, jsonUpload } from '../../../test/fake-uploads';
import { pageOf, turnToSecondPage } from '../../../test/server-page';
import MonthlyReportsPage from './MonthlyReportsPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['monthlyReports', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The machine is shared: a first render can take over a second. */

const report = (id: number, date: string, month: MonthlyReport['month']): MonthlyReport => ({ id, date, month, monthly_report: `/api/files/00000000-0000-4000-8000-00000000000${id}/` });
const REPORTS = [report(2, '2026-10-31', 'October'), report(1, '2026-09-30', 'September')];

function serve(role: 'teacher' | 'school', reports: MonthlyReport[] | 'fail', onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (call.path.startsWith('/api/files/')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    if (!/\/monthlyreports?\//.test(call.path)) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    if (reports === 'fail') return json({}, 500);
    const { rows, ...page } = pageOf(call, reports);
    return json({ ...page, monthly_report: rows });
  });
}

describe('MonthlyReportsPage', () => {
  it('lists the reports for the teacher with View, Modify and Delete', async () => {
    const calls = serve('teacher', REPORTS);
    renderWithProviders(<MonthlyReportsPage />);
    const table = await screen.findByRole('table', { name: 'Monthly Reports' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Month', 'View', 'Modify', 'Delete']);
    expect(await within(table).findByText('Oct 31, 2026', {}, SLOW)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'View the report of September (Sep 30, 2026)' })).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/monthlyreports/'))).toMatchObject({ path: '/api/teacher_dashboard/monthlyreports/', search: '?limit=20&offset=0' });
  });

  it('reaches every report a page of 20 at a time from the server', async () => {
    // One report a day of October 2026, newest first: the second page starts at Oct 11.
    const many = Array.from({ length: 30 }, (_, i) => ({ ...report(1, `2026-10-${String(31 - i).padStart(2, '0')}`, 'October'), id: 100 - i }));
    const calls = serve('school', many);
    const { user } = renderWithProviders(<MonthlyReportsPage />);
    await turnToSecondPage(user, calls, '/api/school_dashboard/monthlyreport/', 'monthly-reports-table', 30);
    expect(screen.getByText('Oct 11, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Oct 31, 2026')).not.toBeInTheDocument();
  });

  it("shows the teacher 'No Data Found', and the school its own read-only table, empty text and error", async () => {
    serve('teacher', []);
    const { unmount } = renderWithProviders(<MonthlyReportsPage />);
    expect(await screen.findByText('No Data Found', {}, SLOW)).toBeInTheDocument();
    unmount();

    const calls = serve('school', []);
    const second = renderWithProviders(<MonthlyReportsPage />);
    expect(await screen.findByText('No monthly reports available.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Monthly Report' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/school_dashboard/monthlyreport/')).toBe(true);
    second.unmount();

    serve('school', 'fail');
    renderWithProviders(<MonthlyReportsPage />);
    expect(await screen.findByText('Failed to fetch monthly reports.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a report: the file is required, then date, month and file are sent', async () => {
    serve('teacher', REPORTS);
    const uploads = fakeUploads(() => jsonUpload(report(3, '2026-11-30', 'November'), 201));
    const { user } = renderWithProviders(<MonthlyReportsPage />);
    await screen.findByRole('table', { name: 'Monthly Reports' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Monthly Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Monthly Report' });
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), '2026-11-30');
    await user.selectOptions(within(dialog).getByLabelText(/Month/), 'November');
    await user.click(within(dialog).getByRole('button', { name: 'Add Monthly Report' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'november.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: 'Add Monthly Report' }));
    await waitFor(() => expect(uploads).toHaveLength(1), SLOW);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/teacher_dashboard/monthlyreports/' });
    expect(uploads[0].form.get('date')).toBe('2026-11-30');
    expect(uploads[0].form.get('month')).toBe('November');
    expect((uploads[0].form.get('monthly_report') as File).name).toBe('november.pdf');
  });

  it('modifies a report without sending a file unless one is chosen, and says so', async () => {
    const toast = vi.spyOn(notifications, 'show');
    serve('teacher', REPORTS);
    const uploads = fakeUploads(() => jsonUpload({ ...REPORTS[1], month: 'August' }));
    const { user } = renderWithProviders(<MonthlyReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Modify the report of September (Sep 30, 2026)' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Modify Monthly Report' });
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue('2026-09-30');
    expect(within(dialog).getByLabelText(/Month/)).toHaveValue('September');
    await user.selectOptions(within(dialog).getByLabelText(/Month/), 'August');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Monthly report updated successfully!' })), SLOW);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: '/api/teacher_dashboard/monthlyreports/1/' });
    expect([...uploads[0].form.keys()]).toEqual(['date', 'month']);
    expect(uploads[0].form.get('month')).toBe('August');
  });

  it('asks before deleting, then deletes', async () => {
    const calls = serve('teacher', REPORTS, () => json({ detail: 'Monthly report deleted.' }));
    const { user } = renderWithProviders(<MonthlyReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the report of October (Oct 31, 2026)' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this monthly report?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the report of October (Oct 31, 2026)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writesOf(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/teacher_dashboard/monthlyreports/2/' })]), SLOW);
  });

  it('opens the file, fetched from the app, in a new tab', async () => {
    const calls = serve('teacher', REPORTS);
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MonthlyReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'View the report of October (Oct 31, 2026)' }, SLOW));
    await waitFor(() => expect(tab.location.href).toBe('blob:report'), SLOW);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(calls.some((c) => c.path === '/api/files/00000000-0000-4000-8000-000000000002/')).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });
});
