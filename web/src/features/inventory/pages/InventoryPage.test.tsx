import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryComponent } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { StaffScopeProvider } from '../../../lib/staff-role';
import { fakeStaffApi, json, TEST_SCHOOL, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { pageOf, turnToSecondPage } from '../../../test/server-page';
import InventoryPage from './InventoryPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['inventory', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const BREADBOARD: InventoryComponent = {
  id: 4, component_id: 'CMP-20261120100500-4', component_name: 'Breadboard', school: TEST_SCHOOL.name,
  total_quantity: 20, quantity_available: 15, difference_in_quantity: 5, created_date: '2026-11-20T04:35:00.000Z', history_count: 2,
  history: [
    { transaction_type: 'Credit', quantity_change: 20, modified_date: '2026-11-20T04:35:00.000Z', modified_by: 'Demo Teacher' },
    { transaction_type: 'Debit', quantity_change: 5, modified_date: '2026-11-21T05:00:00.000Z', modified_by: null },
  ],
};

function serve(role: 'teacher' | 'school', components: InventoryComponent[], onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (!call.path.endsWith('/inventory/')) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    const { rows, ...page } = pageOf(call, components);
    return json({ ...page, results: rows });
  });
}

describe('InventoryPage', () => {
  it('lists the components with their stock for the teacher', async () => {
    serve('teacher', [BREADBOARD]);
    renderWithProviders(<InventoryPage />);
    const table = await screen.findByRole('table', { name: 'Inventory' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Component Name', 'Total', 'Available', 'Difference', 'Added Date', 'History', 'Modify']);
    const row = (await within(table).findByText('Breadboard', {}, SLOW)).closest('tr')!;
    expect(within(row).getAllByRole('cell').slice(1, 4).map((c) => c.textContent)).toEqual(['20', '15', '5']);
  });

  it('reaches every component a page of 20 at a time from the server', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...BREADBOARD, id: i + 1, component_name: `Part ${String(i + 1).padStart(2, '0')}` }));
    const calls = serve('school', many);
    const { user } = renderWithProviders(<InventoryPage />);
    await turnToSecondPage(user, calls, '/api/school_dashboard/inventory/', 'inventory-table', 25);
    expect(screen.getByText('Part 25')).toBeInTheDocument();
    expect(screen.queryByText('Part 01')).not.toBeInTheDocument();
  });

  it('shows the school account the table and the history, without Add or Modify', async () => {
    const calls = serve('school', [BREADBOARD]);
    const { user } = renderWithProviders(<InventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'View History: Breadboard' }, SLOW));
    expect(screen.queryByRole('button', { name: /Add Component|Modify/ })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'View History' });
    const history = within(dialog).getByRole('table', { name: 'History of Breadboard' });
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Transaction Type', 'Quantity Change', 'Modified Date', 'By']);
    const rows = within(history).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // Newest first; who made a change, or 'Unknown' once the account is gone.
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual([['Debit', '−5', 'Unknown'], ['Credit', '+20', 'Demo Teacher']]);
    expect(calls.some((c) => c.path === '/api/school_dashboard/inventory/')).toBe(true);
  });

  it("shows an administrator the chosen school's table (?school=) and history, with no Add or Modify", async () => {
    const calls = serve('school', [BREADBOARD]);
    localStorage.setItem('role', 'admin');
    const { user } = renderWithProviders(
      <StaffScopeProvider value={{ role: 'school', school: 9, readOnly: true }}><InventoryPage /></StaffScopeProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'View History: Breadboard' }, SLOW));
    expect(screen.getByRole('dialog', { name: 'View History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Component|Modify/ })).not.toBeInTheDocument();
    expect(screen.getByText("This school's lab components, with every credit and debit.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/inventory/')).map((c) => c.path + c.search)).toEqual(['/api/school_dashboard/inventory/?limit=20&offset=0&school=9']);
  });

  it('offers no write action in a read-only scope, whatever its role', async () => {
    serve('teacher', [BREADBOARD]);
    renderWithProviders(<StaffScopeProvider value={{ role: 'teacher', readOnly: true }}><InventoryPage /></StaffScopeProvider>);
    expect(await screen.findByText('Breadboard', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Component|Modify/ })).not.toBeInTheDocument();
  });

  it("shows 'No inventory found' and the fetch failure text", async () => {
    serve('school', []);
    const { unmount } = renderWithProviders(<InventoryPage />);
    expect(await screen.findByText('No inventory found', {}, SLOW)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeStaffApi('school', (call) => (call.path.endsWith('/inventory/') ? json({}, 500) : undefined));
    renderWithProviders(<InventoryPage />);
    expect(await screen.findByText('Failed to fetch inventory.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a component, checking that available is at most the total', async () => {
    const calls = serve('teacher', [], () => json({ ...BREADBOARD, id: 5, component_name: 'LED' }, 201));
    const { user } = renderWithProviders(<InventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Component' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Add Component' });
    await user.type(within(dialog).getByLabelText(/Component Name/), 'LED');
    await user.type(within(dialog).getByLabelText(/Total Quantity/), '10');
    await user.type(within(dialog).getByLabelText(/Available Quantity/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Component' }));
    expect(within(dialog).getByText('Available quantity cannot be more than the total quantity.')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Available Quantity/));
    await user.type(within(dialog).getByLabelText(/Available Quantity/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add Component' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1), SLOW);
    expect(writesOf(calls)[0]).toMatchObject({ method: 'POST', body: { component_name: 'LED', total_quantity: 10, quantity_available: 8 } });
  });

  it("debits a component and shows the server's refusal of a debit larger than what is available", async () => {
    const calls = serve('teacher', [BREADBOARD], () => json({ detail: 'Only 15 available.' }, 409));
    const { user } = renderWithProviders(<InventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Modify Breadboard' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Modify Component' });
    expect(within(dialog).getByText('Available now: 15 of 20.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Transaction Type/), 'Debit');
    await user.type(within(dialog).getByLabelText(/^Quantity/), '16');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Only 15 available.', {}, SLOW)).toBeInTheDocument();
    expect(writesOf(calls)[0]).toMatchObject({
      method: 'PATCH', path: '/api/teacher_dashboard/inventory/',
      body: { id: 4, component_name: 'Breadboard', transaction_type: 'Debit', quantity_change: 16 },
    });
  });
});
