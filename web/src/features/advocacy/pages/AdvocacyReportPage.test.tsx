import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { AdvocacyReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, TEST_SCHOOL, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AdvocacyReportPage from './AdvocacyReportPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['advocacy', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const REPORT: AdvocacyReport = {
  id: 4, school: TEST_SCHOOL.name, created_at: '2026-10-02T06:30:00.000Z', reporting_period: 'April 2026 - March 2027', coordinator: 'Asha Verma',
  innovation_coach: 'Ravi Kumar', sessions_conducted: 48, students_reached: 320, teachers_trained: 6, parent_meeting_held: true,
  community_events: 0, exhibition_date: null, media_coverage: null, remarks: '', gallery: 'https://gallery.prayog.example/abl/advocacy',
};

function serve(role: 'teacher' | 'school', report: AdvocacyReport | null, onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (!call.path.includes('/advocacyreport/')) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    return json({ advocacy_report: report });
  });
}

const valueOf = (table: HTMLElement, field: string) => {
  const row = within(table).getByText(field).closest('tr')!;
  return within(row).getAllByRole('cell')[1];
};

describe('AdvocacyReportPage', () => {
  it('shows the report as Field/Value rows for the school account: spaces, View link, Yes/No and N/A, read-only', async () => {
    serve('school', REPORT);
    renderWithProviders(<AdvocacyReportPage />);
    const table = await screen.findByRole('table', { name: 'Advocacy Report' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Value']);
    await within(table).findByText('reporting period', {}, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(valueOf(table, 'sessions conducted')).toHaveTextContent('48');
    expect(valueOf(table, 'parent meeting held')).toHaveTextContent('Yes');
    expect(valueOf(table, 'community events')).toHaveTextContent('0');
    expect(valueOf(table, 'media coverage')).toHaveTextContent('N/A');
    expect(valueOf(table, 'remarks')).toHaveTextContent('N/A');
    const view = within(valueOf(table, 'gallery')).getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', REPORT.gallery);
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Advocacy Report/ })).not.toBeInTheDocument();
  });

  it("shows each dashboard's empty text and the error text", async () => {
    serve('school', null);
    const first = renderWithProviders(<AdvocacyReportPage />);
    expect(await screen.findByText('No Advocacy Report Found', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    serve('teacher', null);
    const second = renderWithProviders(<AdvocacyReportPage />);
    expect(await screen.findByText('No advocacy data found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Advocacy Report' })).toBeInTheDocument();
    second.unmount();
    vi.unstubAllGlobals();
    fakeStaffApi('teacher', (call) => (call.path.includes('/advocacyreport/') ? json({ detail: 'Database is busy.' }, 503) : undefined));
    renderWithProviders(<AdvocacyReportPage />);
    expect(await screen.findByText('Error: Database is busy.', {}, SLOW)).toBeInTheDocument();
  });

  it('creates the report with the form and a toast', async () => {
    const calls = serve('teacher', null, () => json(REPORT, 201));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<AdvocacyReportPage />);
    await user.click(await screen.findByRole('button', { name: 'Create Advocacy Report' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Create Advocacy Report' });
    expect((within(dialog).getByLabelText(/Reporting period/) as HTMLInputElement).value).toMatch(/^April \d{4} - March \d{4}$/);
    await user.type(within(dialog).getByLabelText(/^Coordinator/), 'A Verma');
    await user.type(within(dialog).getByLabelText(/Innovation coach/), 'R Kumar');
    for (const [label, value] of [['Sessions conducted', '48'], ['Students reached', '320'], ['Teachers trained', '6'], ['Community events', '2']]) {
      await user.type(within(dialog).getByLabelText(new RegExp(label)), value);
    }
    await user.click(within(dialog).getByLabelText(/Parent meeting held/));
    await user.type(within(dialog).getByLabelText(/Gallery/), 'https://g.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create Report' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Advocacy report created successfully!' })), SLOW);
    expect(writesOf(calls)[0]).toMatchObject({
      method: 'POST', path: '/api/teacher_dashboard/advocacyreport/',
      body: { coordinator: 'A Verma', sessions_conducted: 48, students_reached: 320, parent_meeting_held: true, community_events: 2, gallery: 'https://g.example' },
    });
  }, 30_000);

  it("edits the report with PUT, showing the server's field error first", async () => {
    let answer = json({ detail: 'The gallery must be an http(s) link.', errors: [{ field: 'gallery', message: 'The gallery must be an http(s) link.' }] }, 400);
    const calls = serve('teacher', REPORT, () => answer);
    const { user } = renderWithProviders(<AdvocacyReportPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Advocacy Report' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Edit Advocacy Report' });
    const sessions = within(dialog).getByLabelText(/Sessions conducted/);
    expect(sessions).toHaveValue('48');
    await user.clear(sessions);
    await user.type(sessions, '52');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Gallery/)).toHaveAttribute('aria-invalid', 'true'), SLOW);

    answer = json({ ...REPORT, sessions_conducted: 52 });
    const toast = vi.spyOn(notifications, 'show');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Advocacy report updated successfully!' })), SLOW);
    expect(writesOf(calls)[1]).toMatchObject({ method: 'PUT', path: '/api/teacher_dashboard/advocacyreport/4/', body: { sessions_conducted: 52, coordinator: 'Asha Verma', remarks: null } });
  });
});
