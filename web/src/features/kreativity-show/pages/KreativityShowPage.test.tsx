import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { KreativityShow } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, TEST_SCHOOL, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { pageOf, turnToSecondPage } from '../../../test/server-page';
import KreativityShowPage from './KreativityShowPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['kreativityShow', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const SHOW: KreativityShow = {
  id: 3, date_assigned: '2026-11-18', project_name: 'Water Rocket', school: TEST_SCHOOL.name, students: 'asha.v, rohan.g',
  student_objects: [{ name: 'Asha Verma', grade: 7, section: 'A' }, { name: 'Rohan Gupta', grade: 8, section: 'B' }],
};
const EMPTY_SHOW: KreativityShow = { ...SHOW, id: 2, project_name: 'Kite Day', students: '', student_objects: [] };

function serve(role: 'teacher' | 'school', shows: KreativityShow[], onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (!call.path.includes('/kreativityshow/')) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    const { rows, ...page } = pageOf(call, shows);
    return json({ ...page, results: rows });
  });
}

describe('KreativityShowPage', () => {
  it("lists the shows with their students' names and classes for the school account, read-only", async () => {
    serve('school', [SHOW, EMPTY_SHOW]);
    renderWithProviders(<KreativityShowPage />);
    const table = await screen.findByRole('table', { name: 'Kreativity Show' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date Assigned', 'Project', 'Students', 'School']);
    expect(await within(table).findByText('Asha Verma (7-A), Rohan Gupta (8-B)', {}, SLOW)).toBeInTheDocument();
    expect(within(table).getByText('No Students Assigned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Kreativity Show|Update/ })).not.toBeInTheDocument();
  });

  it('reaches every show a page of 20 at a time from the server', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...SHOW, id: 100 - i, project_name: `Show ${i + 1}` }));
    const calls = serve('teacher', many);
    const { user } = renderWithProviders(<KreativityShowPage />);
    await turnToSecondPage(user, calls, '/api/teacher_dashboard/kreativityshow/', 'shows-table', 21);
    expect(screen.getByText('Show 21')).toBeInTheDocument();
    expect(screen.queryByText('Show 1')).not.toBeInTheDocument();
  });

  it("shows 'No Kreativity Shows available.' and the fetch failure text", async () => {
    serve('teacher', []);
    const { unmount } = renderWithProviders(<KreativityShowPage />);
    expect(await screen.findByText('No Kreativity Shows available.', {}, SLOW)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeStaffApi('teacher', (call) => (call.path.endsWith('/kreativityshow/') ? json({}, 500) : undefined));
    renderWithProviders(<KreativityShowPage />);
    expect(await screen.findByText('Failed to fetch Kreativity Show.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a show: unknown usernames named by the server appear under Students, then a good list is saved', async () => {
    const bad = 'These usernames are not students of your school: nobody.';
    let answer = json({ detail: bad, errors: [{ field: 'students', message: bad }] }, 400);
    const calls = serve('teacher', [], () => answer);
    const { user } = renderWithProviders(<KreativityShowPage />);
    const add = await screen.findByRole('button', { name: 'Add Kreativity Show' }, SLOW);
    await waitFor(() => expect(add).toBeEnabled(), SLOW);
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add Kreativity Show' });
    // Staff never choose a school: the show is the teacher's own school's.
    expect(within(dialog).queryByLabelText(/School/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Project/), 'Paper Bridge');
    await user.type(within(dialog).getByLabelText(/Students/), 'asha.v, nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Add Kreativity Show' }));
    const students = within(dialog).getByLabelText(/Students/);
    await waitFor(() => expect(students).toHaveAttribute('aria-invalid', 'true'), SLOW);
    expect(within(dialog).getAllByText(bad).length).toBeGreaterThan(0);
    expect(writesOf(calls)[0]).toMatchObject({ method: 'POST', body: { project_name: 'Paper Bridge', students: 'asha.v, nobody' } });
    expect(writesOf(calls)[0].body).not.toHaveProperty('school');

    answer = json({ ...SHOW, id: 7, project_name: 'Paper Bridge' }, 201);
    const toast = vi.spyOn(notifications, 'show');
    await user.clear(students);
    await user.type(students, 'asha.v,rohan.g');
    await user.click(within(dialog).getByRole('button', { name: 'Add Kreativity Show' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Kreativity Show added successfully!' })), SLOW);
    expect(writesOf(calls)[1]).toMatchObject({ body: { students: 'asha.v, rohan.g' } });
  });

  it("updates a show with PUT and the spec's toasts", async () => {
    let answer = json({}, 500);
    const calls = serve('teacher', [SHOW], () => answer);
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<KreativityShowPage />);
    const update = await screen.findByRole('button', { name: 'Update the show Water Rocket' }, SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Kreativity Show' })).toBeEnabled(), SLOW);
    await user.click(update);
    const dialog = screen.getByRole('dialog', { name: 'Update Kreativity Show' });
    expect(within(dialog).getByLabelText(/Students/)).toHaveValue('asha.v, rohan.g');
    expect(within(dialog).getByLabelText(/Date Assigned/)).toHaveValue('2026-11-18');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update Kreativity Show.' })), SLOW);
    expect(within(dialog).getByTestId('show-form-error')).toHaveTextContent('Failed to update Kreativity Show.');

    answer = json(SHOW);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Kreativity Show updated successfully!' })), SLOW);
    expect(writesOf(calls)[1]).toMatchObject({
      method: 'PUT', path: '/api/teacher_dashboard/kreativityshow/3/',
      body: { date_assigned: '2026-11-18', project_name: 'Water Rocket', students: 'asha.v, rohan.g' },
    });
  });
});
