import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Approvals, ClassChangeRequest } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
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
  account_pending: true, pending_requests: 1, requested_at: '2026-11-22T06:30:00.000Z',
};

let waiting: Approvals;
let classChanges: ClassChangeRequest[];
let calls: SeenCall[];

/** The machine is shared: the first render of a table can take over a second. */

beforeEach(() => {
  waiting = { teachers: [teacher], parents: [parent] };
  classChanges = [{ id: 7, student: { username: 'ishaan.7a', name: 'Ishaan Verma' }, from: { grade: 7, section: 'A' }, to: { grade: 7, section: 'B' }, requested_at: '2026-11-23T06:30:00.000Z' }];
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(({ method, path, body }) => {
    const { decision } = (body ?? {}) as { decision?: 'approve' | 'reject' };
    if (path.includes('/class-changes/')) {
      if (method !== 'POST') return json({ class_changes: classChanges });
      classChanges = [];
      return decision === 'approve'
        ? json({ detail: 'The student is now in the new class.', status: 'approved' })
        : json({ detail: 'The class change was not approved; the student stays in their class.', status: 'rejected' });
    }
    if (method === 'POST' && path.endsWith('/dismiss/')) {
      const id = Number(path.split('/').at(-3));
      const dismissed = waiting.parents.find((p) => p.id === id)?.pending_requests ?? 0;
      waiting = { ...waiting, parents: waiting.parents.filter((p) => p.id !== id) };
      return json({ detail: "The parent's waiting requests were dismissed.", dismissed });
    }
    if (method === 'POST') {
      const id = Number(path.split('/').at(-2));
      waiting = { teachers: waiting.teachers.filter((p) => p.id !== id), parents: waiting.parents.filter((p) => p.id !== id) };
      const teacherCall = path.includes('/teachers/');
      const detail = decision === 'approve'
        ? (teacherCall ? 'The teacher is approved and can sign in now.' : 'The parent is approved and linked to the child.')
        : (teacherCall ? 'The teacher was not approved.' : "The parent's request was not approved.");
      return json({ detail, status: decision === 'approve' ? 'approved' : 'rejected' });
    }
    return json(waiting);
  });
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
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: '/api/school_dashboard/approvals/teachers/41/', body: { decision: 'approve' } })]);
    expect(await screen.findByText('No teachers are waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });

  it('asks before rejecting: Cancel sends nothing, Reject sends the decision', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject Meenakshi Iyer' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Reject parent' });
    expect(dialog).toHaveTextContent('Reject Meenakshi Iyer (pending.parent)? Their account will not be approved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Meenakshi Iyer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject parent' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: "The parent's request was not approved." })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: '/api/school_dashboard/approvals/parents/42/', body: { decision: 'reject' } })]);
    expect(await screen.findByText('No parents are waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });

  it('says when the typed child username names no student of the school', async () => {
    waiting = { teachers: [], parents: [{ ...parent, child: null, requested_child_username: 'nobody.here', account_pending: false }] };
    renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('No student of your school has the username “nobody.here”.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Another child')).toBeInTheDocument();
    expect(screen.getByText('No teachers are waiting for approval.')).toBeInTheDocument();
  });

  it("shows how many requests a parent has waiting and dismisses them all in one step after asking", async () => {
    waiting = { teachers: [], parents: [{ ...parent, account_pending: false, pending_requests: 4 }] };
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('4 requests waiting', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss all requests from Meenakshi Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss all requests' });
    expect(dialog).toHaveTextContent('Dismiss all 4 requests of Meenakshi Iyer (pending.parent) waiting at your school?');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: "The parent's waiting requests were dismissed." })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: '/api/school_dashboard/approvals/parents/42/dismiss/' })]);
    expect(await screen.findByText('No parents are waiting for approval.', {}, SLOW)).toBeInTheDocument();
  });

  it('offers no dismissal for a single request', async () => {
    renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('Aarav Shah', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('dismiss-all-button')).toBeNull();
  });

  it("lists students' class change requests; Approve sends at once, Reject asks first", async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<ApprovalsPage />);
    const card = await screen.findByTestId('class-changes-card');
    expect(await within(card).findByText('Ishaan Verma', {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByText('Grade 7 A')).toBeInTheDocument();
    expect(within(card).getByText('Grade 7 B')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reject Ishaan Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject class change' });
    expect(dialog).toHaveTextContent('Reject the request of Ishaan Verma to move to Grade 7 B? They will stay in Grade 7 A.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Approve Ishaan Verma' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The student is now in the new class.' })), SLOW);
    expect(writesOf(calls)).toEqual([expect.objectContaining({ path: '/api/school_dashboard/approvals/class-changes/7/', body: { decision: 'approve' } })]);
    expect(await within(card).findByText('No class changes are waiting.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows one error with Try again when the list cannot be loaded', async () => {
    fakeApi(({ path }) => (path.includes('/class-changes/')
      ? json({ class_changes: [] })
      : json({ detail: 'You do not have permission to perform this action.' }, 403)));
    renderWithProviders(<ApprovalsPage />);
    expect(await screen.findByText('You do not have permission to perform this action.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('error-state')).toHaveLength(1);
  });
});
