import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Approvals } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import ApprovalsPage from './ApprovalsPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['approvals', 'components']);
});

const teacher = { id: 41, username: 'pending.teacher', name: 'Kiran Bhatia', email: 'kiran@example.org', requested_at: '2026-11-21T06:30:00.000Z' };
const parent: Approvals['parents'][number] = {
  id: 42, username: 'pending.parent', name: 'Meenakshi Iyer', email: 'meenakshi@example.org', phone_number: '9876501234',
  requested_child_username: 'aarav.7a', child: { username: 'aarav.7a', name: 'Aarav Shah', grade: 7, section: 'A' },
  account_pending: true, requested_at: '2026-11-22T06:30:00.000Z',
};

let waiting: Approvals;
let decisions: { url: string; body: unknown }[];

/** The machine is shared: the first render of a table can take over a second. */

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  waiting = { teachers: [teacher], parents: [parent] };
  decisions = [];
  localStorage.setItem('isAuthenticated', 'true');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { decision: 'approve' | 'reject' };
      decisions.push({ url: pathname, body });
      const id = Number(pathname.split('/').at(-2));
      waiting = { teachers: waiting.teachers.filter((p) => p.id !== id), parents: waiting.parents.filter((p) => p.id !== id) };
      const teacherCall = pathname.includes('/teachers/');
      const detail = body.decision === 'approve'
        ? (teacherCall ? 'The teacher is approved and can sign in now.' : 'The parent is approved and linked to the child.')
        : (teacherCall ? 'The teacher was not approved.' : "The parent's request was not approved.");
      return json({ detail, status: body.decision === 'approve' ? 'approved' : 'rejected' });
    }
    return json(waiting);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ApprovalsPage', () => {
  it('lists the waiting teachers and parents with the child and class the request names', async () => {
    renderWithProviders(<ApprovalsPage />);
    const teachers = await screen.findByTestId('pending-teachers-card');
    expect(await within(teachers).findByText('Kiran Bhatia', {}, SLOW)).toBeInTheDocument();
    expect(within(teachers).getByText('pending.teacher')).toBeInTheDocument();
    const parents = screen.getByTestId('pending-parents-card');
    expect(within(parents).getByText('Aarav Shah')).toBeInTheDocument();
    expect(within(parents).getByText('Grade 7 A')).toBeInTheDocument();
    expect(within(parents).getByText('New account')).toBeInTheDocument();
  });

  it('approves at once and shows the server message as a toast; the row leaves the list', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kiran Bhatia' }, SLOW));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The teacher is approved and can sign in now.' })), SLOW);
    expect(decisions).toEqual([{ url: '/api/school_dashboard/approvals/teachers/41/', body: { decision: 'approve' } }]);
    expect(await screen.findByText('No teachers are waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });

  it('asks before rejecting: Cancel sends nothing, Reject sends the decision', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject Meenakshi Iyer' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Reject parent' });
    expect(dialog).toHaveTextContent('Reject Meenakshi Iyer (pending.parent)? Their account will not be approved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Meenakshi Iyer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject parent' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: "The parent's request was not approved." })), SLOW);
    expect(decisions).toEqual([{ url: '/api/school_dashboard/approvals/parents/42/', body: { decision: 'reject' } }]);
    expect(await screen.findByText('No parents are waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });

  it('says when the typed child username names no student of the school', async () => {
    waiting = { teachers: [], parents: [{ ...parent, child: null, requested_child_username: 'nobody.here', account_pending: false }] };
    renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('No student of your school has the username “nobody.here”.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Another child')).toBeInTheDocument();
    expect(screen.getByText('No teachers are waiting for approval.')).toBeInTheDocument();
  });

  it('shows one error with Try again when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ detail: 'You do not have permission to perform this action.' }, 403)));
    renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('You do not have permission to perform this action.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('error-state')).toHaveLength(1);
  });
});
