import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { InnovationProject, LearnerRow } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, TEST_SCHOOL, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { pageOf, turnToSecondPage } from '../../../test/server-page';
import InnovationClubPage from './InnovationClubPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['innovationClub', 'components']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The machine is shared: a first render can take over a second. */

const learner = (username: string, name: string): LearnerRow => ({ user: { username, email: `${username}@example.org` }, name, grade: 7, section: 'A', login_count: 0, last_login: null, extra_time: null });
const LEARNERS = [learner('asha.v', 'Asha Verma'), learner('rohan.g', 'Rohan Gupta'), learner('meera.k', 'Meera Khan')];
const member = (l: LearnerRow) => ({ name: l.name, grade: l.grade, section: l.section, user: { username: l.user.username } });
const project = (id: number, name: string, students: LearnerRow[]): InnovationProject => ({
  id, project_name: name, date: '2026-11-20', progress: 'Started', school: TEST_SCHOOL.name, grade: 7, section: 'A', students: students.map(member),
});

function serve(role: 'teacher' | 'school', projects: InnovationProject[], onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (call.path.endsWith('/innovationclub/')) {
      if (call.method !== 'GET') return onWrite?.(call);
      const { rows, ...page } = pageOf(call, projects);
      return json({ ...page, innovation_clubs: rows });
    }
    if (call.path === '/api/teacher_dashboard/student_access_report/') {
      return json({ classes: [{ grade: 7, section: 'A', student_count: 3 }], grade: 7, section: 'A', students_by_grade_and_section: LEARNERS });
    }
    return undefined;
  });
}

describe('InnovationClubPage', () => {
  it('lists the projects with their students for the teacher, each with Modify', async () => {
    const calls = serve('teacher', [project(1, 'Rain Alarm', LEARNERS.slice(0, 2))]);
    renderWithProviders(<InnovationClubPage />);
    const table = await screen.findByRole('table', { name: 'Innovation Club' }, SLOW);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Project Name', 'Date', 'Students', 'Progress', 'Modify']);
    expect(await within(table).findByText('Asha Verma, Rohan Gupta', {}, SLOW)).toBeInTheDocument();
    expect(within(table).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/innovationclub/'))).toMatchObject({ path: '/api/teacher_dashboard/innovationclub/', search: '?limit=20&offset=0' });
  });

  it('reaches every project a page of 20 at a time from the server', async () => {
    const many = Array.from({ length: 23 }, (_, i) => project(100 - i, `Project ${i + 1}`, LEARNERS.slice(0, 1)));
    const calls = serve('school', many);
    const { user } = renderWithProviders(<InnovationClubPage />);
    await turnToSecondPage(user, calls, '/api/school_dashboard/innovationclub/', 'projects-table', 23);
    expect(screen.getByText('Project 23')).toBeInTheDocument();
    expect(screen.queryByText('Project 1')).not.toBeInTheDocument();
  });

  it('shows the school account the same table read-only, and its empty text', async () => {
    const calls = serve('school', []);
    renderWithProviders(<InnovationClubPage />);
    expect(await screen.findByText('No data found', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Modify' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/school_dashboard/innovationclub/')).toBe(true);
  });

  it("shows the spec's text when the list cannot be fetched", async () => {
    fakeStaffApi('school', (call) => (call.path.endsWith('/innovationclub/') ? json({}, 500) : undefined));
    renderWithProviders(<InnovationClubPage />);
    expect(await screen.findByText('Failed to fetch innovation club.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a project: students toggle on click, an added name is confirmed for 2 seconds, at least one is needed', async () => {
    const calls = serve('teacher', [], () => json(project(9, 'Solar Car', [LEARNERS[0], LEARNERS[2]]), 201));
    const { user } = renderWithProviders(<InnovationClubPage />);
    const add = await screen.findByRole('button', { name: 'Add Project' }, SLOW);
    await waitFor(() => expect(add).toBeEnabled(), SLOW);
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    // Staff never choose a school: the project is the teacher's own school's.
    expect(within(dialog).queryByLabelText(/School/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Project Name/), 'Solar Car');
    await user.type(within(dialog).getByLabelText(/^Progress/), 'Design ready');

    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(within(dialog).getByTestId('add-project-error')).toHaveTextContent('Please select at least one student.');

    const option = (name: string) => within(dialog).getByRole('button', { name: new RegExp(name) });
    await waitFor(() => expect(option('Asha Verma')).toBeInTheDocument(), SLOW);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(option('Asha Verma'));
    await user.click(option('Rohan Gupta'));
    await user.click(option('Meera Khan'));
    expect(within(dialog).getByTestId('picker-added')).toHaveTextContent('Meera Khan added');
    await user.click(option('Rohan Gupta'));
    expect(option('Rohan Gupta')).toHaveAttribute('aria-pressed', 'false');
    expect(option('Asha Verma')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('2 students selected:')).toBeInTheDocument();
    await user.click(option('Rohan Gupta'));
    await user.click(option('Rohan Gupta'));
    expect(within(dialog).getByTestId('picker-added')).toBeEmptyDOMElement();
    await user.click(option('Meera Khan'));
    await user.click(option('Meera Khan'));
    expect(within(dialog).getByTestId('picker-added')).toHaveTextContent('Meera Khan added');
    act(() => { vi.advanceTimersByTime(1900); });
    expect(within(dialog).getByTestId('picker-added')).toHaveTextContent('Meera Khan added');
    act(() => { vi.advanceTimersByTime(200); });
    expect(within(dialog).getByTestId('picker-added')).toBeEmptyDOMElement();
    vi.useRealTimers();

    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1), SLOW);
    expect(writesOf(calls)[0]).toMatchObject({
      method: 'POST', path: '/api/teacher_dashboard/innovationclub/',
      body: { project_name: 'Solar Car', progress: 'Design ready', students: ['asha.v', 'meera.k'] },
    });
    expect(writesOf(calls)[0].body).not.toHaveProperty('school');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Project' })).not.toBeInTheDocument(), SLOW);
  });

  it("modifies progress and removes students, showing the server's 'Some students not found'", async () => {
    let answer = json({ detail: 'Some students not found: asha.v' }, 400);
    const calls = serve('teacher', [project(1, 'Rain Alarm', LEARNERS.slice(0, 2))], () => answer);
    const { user } = renderWithProviders(<InnovationClubPage />);
    await user.click(await screen.findByRole('button', { name: 'Modify the project Rain Alarm' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Modify Project' });
    const progress = within(dialog).getByLabelText(/Progress/);
    expect(progress).toHaveValue('Started');
    await user.clear(progress);
    await user.type(progress, 'Prototype built');
    await user.click(within(dialog).getByRole('checkbox', { name: /Asha Verma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Some students not found: asha.v', {}, SLOW)).toBeInTheDocument();
    expect(writesOf(calls)[0]).toMatchObject({ method: 'PATCH', body: { id: 1, progress: 'Prototype built', remove_students: ['asha.v'] } });

    answer = new Response('oops', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('An unexpected error occurred while removing students.', {}, SLOW)).toBeInTheDocument();
  });
});
