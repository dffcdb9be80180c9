import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { MacroPlanner } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { fakeUploads, jsonUpload } from '../../../test/fake-uploads';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import MacroPlannerPage from './MacroPlannerPage';
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

const PLANNER: MacroPlanner = {
  school: 'ABL School, Delhi',
  macroplanner: { 7: { April: [{ id: 11, topic: 'Robotics: a robot that walks' }], January: [{ id: 12, topic: 'Circuits: switches' }] } },
};

function serve(role: 'teacher' | 'school', answer: MacroPlanner | 'fail' = PLANNER, onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (call.path.endsWith('/macroplanner/download/')) return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="abl-macro-planner-grade-7.pdf"' } });
    if (!call.path.includes('/macroplanner/')) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    if (answer === 'fail') return json({}, 500);
    const grade = new URLSearchParams(call.search).get('grade');
    return json({ school: answer.school, macroplanner: grade && answer.macroplanner[grade] ? { [grade]: answer.macroplanner[grade] } : {} });
  });
}

async function chooseGrade(user: ReturnType<typeof renderWithProviders>['user'], grade: number) {
  await user.click(screen.getByRole('combobox', { name: 'Grade' }));
  await user.click(await screen.findByRole('option', { name: `Grade ${grade}` }));
}
const tableRows = () => within(screen.getByTestId('macro-table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('MacroPlannerPage', () => {
  it('asks for a grade first, then shows its Month | Topic table in school-year order, or the empty text', async () => {
    const calls = serve('teacher');
    const { user } = renderWithProviders(<MacroPlannerPage />);
    expect(await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('macroplanner'))).toBe(false);
    await chooseGrade(user, 7);
    await screen.findByText('Robotics: a robot that walks', {}, SLOW);
    expect(tableRows()).toEqual([['April', 'Robotics: a robot that walks', 'Modify', 'Delete'], ['January', 'Circuits: switches', 'Modify', 'Delete']]);
    expect(calls.find((c) => c.path === '/api/teacher_dashboard/macroplanner/')?.search).toBe('?grade=7');
    await chooseGrade(user, 2);
    expect(await screen.findByText('No data available for Grade 2.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a topic as form data for the chosen grade', async () => {
    serve('teacher');
    // The Add form posts form data through XMLHttpRequest (lib/upload), not fetch.
    const uploads = fakeUploads(() => jsonUpload({ id: 13, grade: 7, month: 'May', school: 'ABL School, Delhi', topic: 'Line followers' }, 201));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MacroPlannerPage />);
    await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW);
    await chooseGrade(user, 7);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Macro Plan' });
    expect(within(dialog).getByLabelText(/^Grade/)).toHaveValue('7');
    await user.selectOptions(within(dialog).getByLabelText(/^Month/), 'May');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Topic/), 'Line followers');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/teacher_dashboard/macroplanner/' });
    expect(Object.fromEntries(uploads[0].form.entries())).toEqual({ grade: '7', month: 'May', topic: 'Line followers' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Topic added for Grade 7, May.' })));
  });

  it('opens the existing topic for modifying when the grade and month already have one (409), instead of a second', async () => {
    serve('teacher');
    const uploads = fakeUploads(() => jsonUpload({ detail: 'Grade 7 already has a topic for April. Modify it instead.' }, 409));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MacroPlannerPage />);
    await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW);
    await chooseGrade(user, 7);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const add = screen.getByRole('dialog', { name: 'Add Macro Plan' });
    await user.type(within(add).getByLabelText(/^Topic/), 'A second April topic');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const modify = await screen.findByRole('dialog', { name: 'Modify Macro Plan' }, SLOW);
    expect(within(modify).getByLabelText(/^Topic/)).toHaveValue('Robotics: a robot that walks');
    expect(within(modify).getByLabelText(/^Month/)).toHaveValue('April');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Grade 7 already has a topic for April. It is open here for you to change.' }));
  });

  it('deletes a topic after asking, and keeps it when the teacher cancels', async () => {
    const calls = serve('teacher', PLANNER, () => json({ detail: 'Macro plan deleted.' }));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MacroPlannerPage />);
    await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW);
    await chooseGrade(user, 7);
    await user.click(await screen.findByRole('button', { name: 'Delete January: Circuits: switches' }, SLOW));
    let dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this topic (Grade 7, January: Circuits: switches)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesOf(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete January: Circuits: switches' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ method: 'DELETE', path: '/api/teacher_dashboard/macroplanner/12/' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Topic deleted.' })));
  });

  it('modifies a row with PATCH and shows the server’s detail when it refuses', async () => {
    let refuse = true;
    const calls = serve('teacher', PLANNER, () => (refuse
      ? json({ detail: 'You can only add records for your own school.' }, 403)
      : json({ id: 12, grade: 7, month: 'February', school: 'ABL School, Delhi', topic: 'Circuits: switches' })));
    const { user } = renderWithProviders(<MacroPlannerPage />);
    await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW);
    await chooseGrade(user, 7);
    await user.click(await screen.findByRole('button', { name: 'Modify January: Circuits: switches' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Modify Macro Plan' });
    expect(within(dialog).getByLabelText(/^Topic/)).toHaveValue('Circuits: switches');
    await user.selectOptions(within(dialog).getByLabelText(/^Month/), 'February');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('You can only add records for your own school.')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesOf(calls).at(-1)).toMatchObject({ method: 'PATCH', path: '/api/teacher_dashboard/macroplanner/', body: { id: 12, grade: 7, month: 'February', topic: 'Circuits: switches' } });
  });

  it('gives the school account the table read-only and a Download PDF for the chosen grade', async () => {
    const calls = serve('school');
    const save = vi.fn(() => 'blob:planner');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: save, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<MacroPlannerPage />);
    const download = await screen.findByRole('button', { name: 'Download PDF' }, SLOW);
    expect(download).toBeDisabled();
    await chooseGrade(user, 7);
    await screen.findByText('Robotics: a robot that walks', {}, SLOW);
    expect(screen.queryByRole('button', { name: /Modify|Add/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/macroplanner/'))?.path).toBe('/api/school_dashboard/macroplanner/');
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.path.endsWith('/download/'))?.search).toBe('?grade=7');
    expect(save).toHaveBeenCalled();
  });

  it('shows the spec’s texts when loading or downloading fails', async () => {
    fakeStaffApi('school', (call) => (call.path.includes('/macroplanner/') ? json({}, 500) : undefined));
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MacroPlannerPage />);
    await screen.findByText('Please select a grade to view the Macro Planner.', {}, SLOW);
    await chooseGrade(user, 7);
    expect(await screen.findByText('Failed to fetch macroplanner data.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Failed to download macroplanner file.' })));
  });
});
