import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PrivacyRequest } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import PrivacyRequestsPage from './PrivacyRequestsPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['privacy', 'components']);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const request = (over: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 1, kind: 'correction', status: 'open', student_username: 'asha', student_name: 'Asha Rao', class_name: '7 A', requested_by_role: 'parent',
  requested_by_name: 'Lata Rao', details: 'Her name is spelt Asha.', nominee_name: null, nominee_contact: null, created_at: inDays(-2), due_at: inDays(28),
  overdue: false, decided_at: null, decided_by_name: null, decision_reason: null, erased: null, ...over,
});

let calls: SeenCall[];
let queue: PrivacyRequest[];
beforeEach(() => {
  queue = [request({ id: 1 }), request({ id: 2, kind: 'erasure', details: 'She left the school.', due_at: inDays(-1), overdue: true })];
  calls = fakeStaffApi('school', ({ method, path, body }) => {
    if (method === 'GET' && path === '/api/privacy/requests/') return json({ count: queue.length, limit: 50, offset: 0, results: queue });
    const decided = /^\/api\/privacy\/requests\/(\d+)\/decision\/$/.exec(path);
    if (method === 'POST' && decided) {
      const { status, reason } = body as { status: 'done' | 'refused'; reason: string };
      const id = Number(decided[1]);
      queue = queue.map((r) => (r.id === id ? { ...r, status, decision_reason: reason, decided_at: new Date().toISOString(), overdue: false } : r));
      return json(queue.find((r) => r.id === id));
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PrivacyRequestsPage', () => {
  it('lists the open requests with their deadlines, an overdue one marked, and asks for the open ones first', async () => {
    renderWithProviders(<PrivacyRequestsPage />);
    const table = await screen.findByTestId('privacy-request-queue');
    await waitFor(() => expect(table.textContent).toContain('Her name is spelt Asha.'));
    expect(screen.getByTestId('request-status-2').textContent).toBe('Overdue');
    expect(screen.getByTestId('request-deadline-1').textContent).toMatch(/^Answer due by .+ \(in 2[78] days\)$/);
    expect(screen.getByTestId('request-deadline-2').textContent).toMatch(/^Was due by /);
    expect(calls.find((c) => c.path === '/api/privacy/requests/')!.query.get('status')).toBe('open');
  });

  it('decides a request with its reason, and warns before an erasure that it cannot be undone', async () => {
    const { user } = renderWithProviders(<PrivacyRequestsPage />);
    await user.click(await screen.findByTestId('request-decide-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Erasure request: Asha Rao' });
    expect(within(dialog).getByText(/Erasing cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(writesOf(calls)).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/Decision/), 'done');
    await user.type(within(dialog).getByLabelText(/Reason/), 'She left in May.');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(calls).map((c) => [c.path, c.body])).toEqual([['/api/privacy/requests/2/decision/', { status: 'done', reason: 'She left in May.' }]]);
    await waitFor(() => expect(screen.queryByTestId('request-decide-2')).toBeNull());
  });
});
