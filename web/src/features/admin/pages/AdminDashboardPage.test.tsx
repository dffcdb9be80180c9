import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES, type LmsEngagement, type SchoolSummary } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AdminDashboardPage from './AdminDashboardPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['admin', 'components']);
});

/** The machine is shared: the first render of a table or chart can take over a second. */

const school = (id: number, name: string, figures: { students: number; homework: number; pending?: number }) => ({
  id, school_name: name, short_name: name.split(',')[0], code: `s-${id}`, city: 'Delhi', time_zone: 'Asia/Kolkata', join_code: `JOIN${id}`,
  student_count: figures.students, teacher_count: 3, active_homework_count: figures.homework, pending_accounts: figures.pending ?? 0,
});
const SUMMARY: SchoolSummary = {
  total_schools: 2, total_students: 1234, active_homework: 17, pending_school_accounts: 2,
  schools: [school(1, 'ABL School, Gurugram', { students: 1000, homework: 12, pending: 1 }), school(2, 'Sunrise School, Pune', { students: 234, homework: 5 })],
};
const engagement = (schoolId: number, month: string): LmsEngagement => ({
  school: { id: schoolId, name: SUMMARY.schools.find((s) => s.id === schoolId)!.school_name },
  month,
  months: schoolId === 1 ? ['2026-11', '2026-10', '2026-09'] : ['2026-08'],
  lms_engagement: Array.from({ length: 7 }, (_, i) => ({ login_date: `${month}-0${i + 1}`, logins: 10 + i, learners: 5, minutes: 100 + i })),
});

let calls: SeenCall[];
beforeEach(() => {
  calls = fakeStaffApi('school', ({ method, path, query, body }) => {
    const base = '/api/adminaccess/admin-dashboard';
    if (path === `${base}/school-summary/`) return json(SUMMARY);
    if (path === `${base}/lms-engagement/`) {
      const id = Number(query.get('school') ?? 1);
      return json(engagement(id, query.get('month') ?? engagement(id, '2026-11').months[0]));
    }
    if (method === 'POST' && path === `${base}/notifications/`) {
      const { grade } = body as { grade?: number };
      return json({ detail: ADMIN_MESSAGES.notificationSent, recipients: grade ? 40 : 1000 }, 201);
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderPage = () => renderWithProviders(<MemoryRouter initialEntries={['/admin-dashboard']}><AdminDashboardPage /></MemoryRouter>);
const engagementCalls = () => calls.filter((c) => c.path.endsWith('/lms-engagement/'));

describe('AdminDashboardPage', () => {
  it('shows the cards, the overview and the homework of each school from the summary', async () => {
    renderPage();
    expect(await screen.findByTestId('card-total-schools-value', {}, SLOW)).toHaveTextContent('2');
    expect(screen.getByTestId('card-total-students-value')).toHaveTextContent('1,234');
    expect(screen.getByTestId('card-active-homework-value')).toHaveTextContent('17');
    expect(screen.getByTestId('overview-schools')).toHaveTextContent('2 schools with 1,234 students and 6 teachers.');
    expect(screen.getByTestId('overview-pending-schools')).toHaveTextContent('2 school accounts wait for your approval.');
    expect(screen.getByTestId('overview-busiest')).toHaveTextContent('Most open homework: ABL School (12).');
    const approve = screen.getByTestId('quick-approve-schools');
    expect(approve).toHaveTextContent('2 waiting');
    expect(approve).toHaveAttribute('href', '/admin-dashboard/schools#pending-school-accounts');

    const table = await screen.findByTestId('homework-table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    // The busiest school first.
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['ABL School, Gurugram', 'Sunrise School, Pune']);
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('5');
  });

  it('offers the months of the answer, starts on its month, and asks again for another month or school', async () => {
    const { user } = renderPage();
    const month = await screen.findByTestId('engagement-month', {}, SLOW);
    await waitFor(() => expect(month).toHaveValue('2026-11'));
    expect(within(month).getAllByRole('option').map((o) => o.textContent)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(engagementCalls()[0].search).toBe('');
    expect(screen.getByTestId('engagement-school')).toHaveValue('1');

    await user.selectOptions(month, '2026-10');
    await waitFor(() => expect(engagementCalls().at(-1)?.search).toBe('?school=1&month=2026-10'));
    await waitFor(() => expect(screen.getByTestId('engagement-month')).toHaveValue('2026-10'));

    // Another school starts on its own latest month.
    await user.selectOptions(screen.getByTestId('engagement-school'), '2');
    await waitFor(() => expect(engagementCalls().at(-1)?.search).toBe('?school=2'));
    await waitFor(() => expect(screen.getByTestId('engagement-month')).toHaveValue('2026-08'));
    expect(within(screen.getByTestId('engagement-month')).getAllByRole('option')).toHaveLength(1);
  });

  it('Send Notification opens the form and sends to one grade of the chosen school', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderPage();
    await user.click(await screen.findByTestId('quick-send-notification', {}, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Send Notification' });
    expect(within(dialog).getByTestId('field-school')).toHaveTextContent('Sunrise School, Pune');

    // A section alone is refused before anything is sent.
    await user.selectOptions(within(dialog).getByTestId('field-school'), '2');
    within(dialog).getByTestId('field-subject').focus();
    await user.paste('Science fair');
    within(dialog).getByTestId('field-message').focus();
    await user.paste('Bring your models on Monday.');
    await user.selectOptions(within(dialog).getByTestId('field-section'), 'B');
    await user.click(within(dialog).getByTestId('notify-school-submit'));
    expect(await within(dialog).findByText('Choose the grade of this section too.')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByTestId('field-grade'), '7');
    await user.click(within(dialog).getByTestId('notify-school-submit'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: ADMIN_MESSAGES.notificationSent, message: 'Sent to 40 students.' })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({
      path: '/api/adminaccess/admin-dashboard/notifications/',
      body: { school: 2, subject: 'Science fair', message: 'Bring your models on Monday.', grade: 7, section: 'B' },
    })]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Notification' })).not.toBeInTheDocument());
  });

  it('Add School opens the school form with the default time zone', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId('quick-add-school', {}, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Add School' });
    expect(within(dialog).getByTestId('field-name')).toHaveValue('');
    expect(within(dialog).getByTestId('field-time_zone')).toHaveValue('Asia/Kolkata');
  });

  it('shows the server’s detail with Try again when the summary cannot be read', async () => {
    fakeApi(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    renderPage();
    expect(await screen.findByText('You do not have permission to perform this action.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
