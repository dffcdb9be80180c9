import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES, type PendingSchoolAccount, type SchoolSummary } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import SchoolsPage from './SchoolsPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['admin', 'components']);
});

const BASE = '/api/adminaccess/admin-dashboard';

const ABL = {
  id: 1, school_name: 'ABL School, Gurugram', short_name: 'ABL School', code: 'abl', city: 'Gurugram', time_zone: 'Asia/Kolkata',
  join_code: 'K7QM4XPA', student_count: 120, teacher_count: 4, active_homework_count: 3, pending_accounts: 1,
};
const waitingAccount = (id: number, name: string): PendingSchoolAccount => ({
  id, username: name.toLowerCase().replace(' ', '.'), name, email: `${id}@example.org`, phone_number: '9876500000',
  school: { id: 1, name: ABL.school_name }, requested_at: '2026-11-20T06:30:00.000Z',
});

let summary: SchoolSummary;
let waiting: PendingSchoolAccount[];
let calls: SeenCall[];

beforeEach(() => {
  summary = { total_schools: 1, total_students: 120, active_homework: 3, pending_school_accounts: 2, schools: [ABL] };
  waiting = [waitingAccount(7, 'Asha Rao'), waitingAccount(8, 'Vikram Sen')];
  calls = fakeStaffApi('school', ({ method, path, body }) => {
    if (path === `${BASE}/school-summary/`) return json(summary);
    if (path === `${BASE}/school-accounts/`) return json({ school_accounts: waiting });
    if (method === 'POST' && path.startsWith(`${BASE}/school-accounts/`)) {
      const id = Number(path.split('/').at(-2));
      const { decision } = body as { decision: 'approve' | 'reject' };
      waiting = waiting.filter((a) => a.id !== id);
      return json({ detail: decision === 'approve' ? ADMIN_MESSAGES.schoolAccountApproved : ADMIN_MESSAGES.schoolAccountRejected, status: decision === 'approve' ? 'approved' : 'rejected' });
    }
    if (method === 'POST' && path === `${BASE}/schools/`) {
      const { code } = body as { code: string };
      if (code === 'abl') return json({ detail: ADMIN_MESSAGES.duplicateSchool }, 409);
      if (code === 'bad-city') return json({ detail: 'Invalid request', errors: [{ field: 'body.city', message: ADMIN_MESSAGES.cityRequired }] }, 400);
      return json({ ...ABL, id: 2, ...(body as object), detail: ADMIN_MESSAGES.schoolSaved }, 201);
    }
    if (method === 'PATCH' && path === `${BASE}/schools/1/`) {
      summary = { ...summary, schools: [{ ...ABL, ...(body as { city?: string }) }] };
      return json({ ...summary.schools[0], detail: ADMIN_MESSAGES.schoolSaved });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderPage = (at = '/admin-dashboard/schools') => renderWithProviders(<MemoryRouter initialEntries={[at]}><SchoolsPage /></MemoryRouter>);

async function fill(user: ReturnType<typeof renderWithProviders>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  input.focus();
  await user.paste(text);
}

describe('SchoolsPage', () => {
  it('lists the pending school accounts and the schools', async () => {
    renderPage();
    const pending = await screen.findByTestId('pending-school-accounts-card');
    expect(await within(pending).findByText('Asha Rao', {}, SLOW)).toBeInTheDocument();
    expect(within(pending).getByText('asha.rao')).toBeInTheDocument();
    expect(within(pending).getAllByText('9876500000')).toHaveLength(2);
    const schools = screen.getByTestId('schools-card');
    expect(await within(schools).findByText('ABL School, Gurugram', {}, SLOW)).toBeInTheDocument();
    expect(within(schools).getByText('K7QM4XPA')).toBeInTheDocument();
    expect(within(schools).getByText('Asia/Kolkata')).toBeInTheDocument();
    expect(within(schools).getByTestId('schools-table-csv')).toBeInTheDocument();
  });

  it("arriving from Approve Schools, the pending list's heading has the focus", async () => {
    renderPage('/admin-dashboard/schools#pending-school-accounts');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'School accounts waiting for approval' })).toHaveFocus());
  });

  it('approves after the confirmation, shows the server’s detail, and the row goes', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Asha Rao' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Approve school account' });
    expect(dialog).toHaveTextContent('Approve Asha Rao (asha.rao) as the school account of ABL School, Gurugram?');
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('school-account-decision-confirm'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: ADMIN_MESSAGES.schoolAccountApproved })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: `${BASE}/school-accounts/7/`, body: { decision: 'approve' } })]);
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument(), SLOW);
    expect(screen.getByText('Vikram Sen')).toBeInTheDocument();
    // The summary's counts are asked for again.
    expect(calls.filter((c) => c.path === `${BASE}/school-summary/`).length).toBeGreaterThan(1);
  });

  it('rejects after the confirmation', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject Vikram Sen' }, SLOW));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject school account' })).getByTestId('school-account-decision-confirm'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: ADMIN_MESSAGES.schoolAccountRejected })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: `${BASE}/school-accounts/8/`, body: { decision: 'reject' } })]);
    await waitFor(() => expect(screen.queryByText('Vikram Sen')).not.toBeInTheDocument(), SLOW);
  });

  it('keeps Add School open with the server’s detail when the code is taken (409)', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId('add-school'));
    const dialog = screen.getByRole('dialog', { name: 'Add School' });
    await fill(user, within(dialog).getByTestId('field-name'), 'ABL School, Noida');
    await fill(user, within(dialog).getByTestId('field-code'), 'abl');
    await fill(user, within(dialog).getByTestId('field-city'), 'Noida');
    await user.click(within(dialog).getByTestId('school-form-submit'));

    expect(await within(dialog).findByTestId('school-form-error', {}, SLOW)).toHaveTextContent(ADMIN_MESSAGES.duplicateSchool);
    expect(writesOf(calls)).toEqual([expect.objectContaining({
      path: `${BASE}/schools/`, body: { name: 'ABL School, Noida', code: 'abl', city: 'Noida', time_zone: 'Asia/Kolkata' },
    })]);
    expect(screen.getByRole('dialog', { name: 'Add School' })).toBeInTheDocument();
  });

  it('shows a field the server refuses (400) under that field', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId('add-school'));
    const dialog = screen.getByRole('dialog', { name: 'Add School' });
    await fill(user, within(dialog).getByTestId('field-name'), 'New School');
    await fill(user, within(dialog).getByTestId('field-code'), 'bad-city');
    await fill(user, within(dialog).getByTestId('field-city'), 'X');
    await user.click(within(dialog).getByTestId('school-form-submit'));
    const city = within(dialog).getByTestId('field-city');
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'), SLOW);
    expect(city).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.cityRequired));
  });

  it('checks the code before sending', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId('add-school'));
    const dialog = screen.getByRole('dialog', { name: 'Add School' });
    await fill(user, within(dialog).getByTestId('field-name'), 'New School');
    await fill(user, within(dialog).getByTestId('field-code'), 'has space');
    await user.click(within(dialog).getByTestId('school-form-submit'));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.badCode)).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([]);
  });

  it('Edit sends only what changed and the table shows it', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit ABL School, Gurugram' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Edit School' });
    expect(within(dialog).getByTestId('field-code')).toHaveValue('abl');
    await fill(user, within(dialog).getByTestId('field-city'), 'Gurgaon');
    await user.click(within(dialog).getByTestId('school-form-submit'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: ADMIN_MESSAGES.schoolSaved })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ method: 'PATCH', path: `${BASE}/schools/1/`, body: { city: 'Gurgaon' } })]);
    expect(await within(screen.getByTestId('schools-card')).findByText('Gurgaon', {}, SLOW)).toBeInTheDocument();
  });

  it('says when no school account waits', async () => {
    waiting = [];
    renderPage();
    expect(await screen.findByText('No school account is waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });
});
