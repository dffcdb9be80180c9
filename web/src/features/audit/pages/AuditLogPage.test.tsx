import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AuditLogPage from './AuditLogPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['audit', 'components']);
});

/** The machine is shared: a first render can take over a second. */

const entries: AuditEntry[] = [
  {
    id: 42, at: '2026-03-11T00:30:00+05:30', action: 'update', entity: 'inventory_component', entity_id: '7',
    actor: { username: 'demo.teacher', name: 'Neha Verma', role: 'teacher' },
    before: { component_name: 'Servo', total_quantity: 4, quantity_available: 4 },
    after: { component_name: 'Servo', total_quantity: 9, quantity_available: 9, transaction_type: 'Credit', quantity_change: 5 },
  },
  {
    id: 41, at: '2026-03-10T09:05:00+05:30', action: 'approve', entity: 'parent_link', entity_id: '12', actor: null,
    before: { approval_status: 'pending', links: [{ child: 'asha', status: 'pending' }] }, after: { approval_status: 'approved', links: [{ child: 'asha', status: 'approved' }] },
  },
];
let total: number;
let answer: (() => Response) | null;
let calls: SeenCall[];

beforeEach(() => {
  total = 2;
  answer = null;
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(({ query }) => {
    if (answer) return answer();
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    return json({ count: total, limit, offset, results: offset === 0 ? entries : [{ ...entries[1], id: 1 }] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const last = () => Object.fromEntries(calls.at(-1)!.query.entries());

describe('AuditLogPage', () => {
  it("lists entries with the school's local time, who (name and username), action, what and record id", async () => {
    renderWithProviders(<AuditLogPage />);
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit Log' }, SLOW);
    await within(table).findByText('Neha Verma', {}, SLOW);
    const [, first, second] = within(table).getAllByRole('row');
    // 00:30 at the school whatever the browser's zone: the time is read with the offset it came with.
    expect(first).toHaveTextContent('Mar 11, 2026, 12:30 AM');
    expect(first).toHaveTextContent('demo.teacher · Teacher');
    expect(first).toHaveTextContent('Changed');
    expect(first).toHaveTextContent('Inventory component');
    expect(second).toHaveTextContent('Deleted account');
    expect(second).toHaveTextContent('Approved');
    expect(second).toHaveTextContent('Parent link');
    expect(last()).toEqual({ limit: '50', offset: '0' });
  });

  it('asks the server for the next page and says which rows of how many are shown', async () => {
    total = 51;
    const { user } = renderWithProviders(<AuditLogPage />);
    expect(await screen.findByTestId('audit-table-range', {}, SLOW)).toHaveTextContent('Rows 1–2 of 51');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ offset: '50' }));
    await waitFor(() => expect(screen.getByTestId('audit-table-range')).toHaveTextContent('Rows 51–51 of 51'));
  });

  it('sends the filters to the server and starts again from the first page', async () => {
    total = 51;
    const { user } = renderWithProviders(<AuditLogPage />);
    await screen.findByTestId('audit-table-range', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ offset: '50' }));
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Notification' }));
    await waitFor(() => expect(last()).toEqual({ entity: 'notification', limit: '50', offset: '0' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Sent' }));
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'Demo.Teacher');
    await waitFor(() => expect(last()).toEqual({ entity: 'notification', action: 'send', actor: 'Demo.Teacher', limit: '50', offset: '0' }), SLOW);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last()).toEqual({ limit: '50', offset: '0' }), SLOW);
  });

  it("holds back dates out of order and says why, then sends them as school days", async () => {
    const { user } = renderWithProviders(<AuditLogPage />);
    await screen.findByTestId('audit-table-range', {}, SLOW);
    const before = calls.length;
    await user.type(screen.getByLabelText('From'), '2026-05-02');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    expect(await screen.findByText("'From' must be on or before 'To'.")).toBeInTheDocument();
    await waitFor(() => expect(calls.slice(before).every(({ query }) => !(query.get('from') && query.get('to')))).toBe(true));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-05-03');
    await waitFor(() => expect(last()).toMatchObject({ from: '2026-05-02', to: '2026-05-03' }));
  });

  it('opens the details: Field | Before | After of the changed values, written out for reading', async () => {
    const { user } = renderWithProviders(<AuditLogPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Details of entry 42' }, SLOW))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Change details' });
    expect(within(dialog).getByTestId('audit-details-summary')).toHaveTextContent('Changed · Inventory component #7 · Mar 11, 2026, 12:30 AM · Neha Verma (demo.teacher)');
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Total quantity', '4', '9'],
      ['Quantity available', '4', '9'],
      ['Transaction type', '—', 'Credit'],
      ['Quantity change', '—', '5'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Details of entry 41' }));
    const links = await screen.findByRole('dialog', { name: 'Change details' });
    expect(within(links).getByRole('table')).toHaveTextContent('Child: asha, Status: pending');
  });

  it('shows its empty text, and its error text when the server gives no detail', async () => {
    total = 0;
    answer = () => json({ count: 0, limit: 50, offset: 0, results: [] });
    const first = renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('No audit entries match these filters.', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    answer = () => new Response('oops', { status: 500 });
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('Failed to load the audit log.', {}, SLOW)).toBeInTheDocument();
  });
});
