import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { MicroPlanner } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import MicroPlannerPage from './MicroPlannerPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['planners', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The machine is shared: a first render can take over a second. */

const APRIL: MicroPlanner = {
  school: 'ABL School, Delhi',
  microplanner_table: { April: {
    2: [{ id: 21, no_of_sessions: 3, name_of_activity: ['Paper circuits'], extra_activity: '' }],
    8: [{ id: 22, no_of_sessions: 6, name_of_activity: ['Line follower', 'Soil sensor'], extra_activity: 'Science quiz' }],
  } },
};

function serve(role: 'teacher' | 'school', fail = false, onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (call.path.endsWith('/microplanner/download/')) return fail ? json({}, 500) : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    if (!call.path.endsWith('/microplanner/')) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    if (fail) return json({}, 500);
    const month = new URLSearchParams(call.search).get('month');
    return json(month === 'April' ? APRIL : { school: APRIL.school, microplanner_table: {} });
  });
}
const tableRows = () => within(screen.getByTestId('micro-table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('MicroPlannerPage', () => {
  it('opens on April with the Grade | No. of Sessions | Activities | Extra Activity table, and says when a month is empty', async () => {
    const calls = serve('teacher');
    const { user } = renderWithProviders(<MicroPlannerPage />);
    await screen.findByText('Soil sensor', {}, SLOW);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('April');
    expect(within(screen.getByTestId('micro-table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Grade', 'No. of Sessions', 'Activities', 'Extra Activity', 'Modify', 'Delete']);
    expect(tableRows()).toEqual([['2', '3', 'Paper circuits', '', 'Modify', 'Delete'], ['8', '6', 'Line followerSoil sensor', 'Science quiz', 'Modify', 'Delete']]);
    expect(calls.find((c) => c.path === '/api/teacher_dashboard/microplanner/')?.search).toBe('?month=April');
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'November' }));
    expect(await screen.findByText('No data available for November.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a plan as JSON with the activities typed comma-separated', async () => {
    const calls = serve('teacher', false, () => json({ id: 23, grade: 5, month: 'April', school: 'ABL School, Delhi', no_of_sessions: 4, name_of_activity: ['Kite', 'Boat'], extra_activity: '' }, 201));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MicroPlannerPage />);
    await screen.findByText('Soil sensor', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Micro Plan' });
    expect(within(dialog).getByLabelText(/^Month/)).toHaveValue('April');
    await user.selectOptions(within(dialog).getByLabelText(/^Grade/), '5');
    await user.type(within(dialog).getByLabelText(/^No. of Sessions/), '4');
    await user.type(within(dialog).getByLabelText(/^Activities/), 'Kite, Boat');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ method: 'POST', path: '/api/teacher_dashboard/microplanner/', body: { grade: 5, month: 'April', no_of_sessions: 4, name_of_activity: ['Kite', 'Boat'], extra_activity: '' } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Micro plan added for Grade 5, April.' })));
  });

  it('modifies a row: the form shows its activities comma-separated', async () => {
    const calls = serve('teacher', false, () => json({ id: 22, grade: 8, month: 'April', school: 'ABL School, Delhi', no_of_sessions: 7, name_of_activity: ['Line follower', 'Soil sensor'], extra_activity: 'Science quiz' }));
    const { user } = renderWithProviders(<MicroPlannerPage />);
    await user.click(await screen.findByRole('button', { name: 'Modify Grade 8: Line follower, Soil sensor' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Modify Micro Plan' });
    expect(within(dialog).getByLabelText(/^Activities/)).toHaveValue('Line follower, Soil sensor');
    const sessions = within(dialog).getByLabelText(/^No. of Sessions/);
    await user.clear(sessions);
    await user.type(sessions, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ method: 'PATCH', body: { id: 22, grade: 8, month: 'April', no_of_sessions: 7, name_of_activity: ['Line follower', 'Soil sensor'] } });
  });

  it('gives the school account the table read-only and downloads the month’s PDF', async () => {
    const calls = serve('school');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:planner'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<MicroPlannerPage />);
    await screen.findByText('Soil sensor', {}, SLOW);
    expect(screen.queryByRole('button', { name: /Modify|Add/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/school_dashboard/microplanner/download/')?.search).toBe('?month=April');
  });

  it('shows the school’s load failure text and a toast when the download fails', async () => {
    serve('school', true);
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MicroPlannerPage />);
    expect(await screen.findByText('Failed to fetch micro planner.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Failed to download microplanner file.' })));
  });
});
