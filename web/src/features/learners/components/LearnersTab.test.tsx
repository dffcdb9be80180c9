import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AccessReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { LearnersTab } from './LearnersTab';
import { captureDownloads } from '../../../test/downloads';

beforeAll(async () => {
  await i18n.loadNamespaces(['components', 'learners']);
});

/** A student chooses their own name at sign-up: this one hides a formula on its second line. */
const REPORT: AccessReport = {
  classes: [{ grade: 7, section: 'A', student_count: 2 }],
  grade: 7,
  section: 'A',
  students_by_grade_and_section: [
    { user: { username: 'asha.v', email: 'asha@school.example' }, name: 'Asha Verma\n=HYPERLINK("http://x.example","y")', grade: 7, section: 'A', login_count: 3, last_login: null, extra_time: { time_factor: 1.25, extra_minutes: 10 } },
    { user: { username: 'ravi.k', email: 'ravi@school.example' }, name: '@SUM(1+1)', grade: 7, section: 'A', login_count: 0, last_login: null, extra_time: null },
  ],
};

let blobs: Blob[];
beforeEach(() => { blobs = captureDownloads(); });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the teacher's Learners CSV", () => {
  it("defuses a formula on any line of a student's own name", async () => {
    fakeStaffApi('teacher', ({ path }) => (path.endsWith('/student_access_report/') ? json(REPORT) : undefined));
    const { user } = renderWithProviders(<MemoryRouter><LearnersTab role="teacher" /></MemoryRouter>);
    await screen.findByText('ravi.k', {}, SLOW);
    await user.click(screen.getByTestId('learners-table-csv'));
    expect(blobs).toHaveLength(1);
    const text = (await blobs[0].text()).replace(/^\uFEFF/, '');
    // The name's second line starts with a quote, inside the one quoted cell its line break keeps it in.
    expect(text.split('\r\n')).toEqual([
      'Username,Student Name,Grade,Section,Email,Extra time',
      `asha.v,"Asha Verma\n'=HYPERLINK(""http://x.example"",""y"")",7,A,asha@school.example,1.25× + 10 min`,
      `ravi.k,"'@SUM(1+1)",7,A,ravi@school.example,Quiz time`,
    ]);
  });
});

describe('extra time in quizzes (ADR 0040)', () => {
  it("shows each learner's extra time, changes one learner's from what they have, and gives the whole class some", async () => {
    const calls = fakeStaffApi('teacher', ({ path, method }) => {
      if (path.endsWith('/student_access_report/')) return json(REPORT);
      if (path === '/api/teacher_dashboard/accommodations/' && method === 'PUT') return json({ detail: 'Extra time saved.', students: 2 });
      return undefined;
    });
    const { user } = renderWithProviders(<MemoryRouter><LearnersTab role="teacher" /></MemoryRouter>);
    await screen.findByText('ravi.k', {}, SLOW);
    expect(screen.getAllByTestId('extra-time-amount').map((e) => e.textContent)).toEqual(['1.25× + 10 min', 'Quiz time']);

    // One learner: the form starts from what they have.
    await user.click(screen.getByRole('button', { name: 'Change extra time for @SUM(1+1)' }));
    const one = await screen.findByRole('dialog', { name: 'Extra time for @SUM(1+1)' }, SLOW);
    const minutes = within(one).getByLabelText(/Extra minutes/);
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(within(one).getByRole('button', { name: 'Save extra time' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0].body).toEqual({ student_usernames: ['ravi.k'], time_factor: 1.25, extra_minutes: 15 });

    // The class on screen, all at once.
    await user.click(await screen.findByTestId('class-extra-time'));
    const all = await screen.findByRole('dialog', { name: 'Extra time for Grade 7 A (2 students)' }, SLOW);
    await user.selectOptions(within(all).getByLabelText(/Time factor/), '1.5');
    await user.click(within(all).getByRole('button', { name: 'Save extra time' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(2));
    expect(writesOf(calls)[1].body).toEqual({ student_usernames: ['asha.v', 'ravi.k'], time_factor: 1.5, extra_minutes: 0 });
  }, 60_000);

  it('refuses minutes beyond the limit in the form, without calling the server', async () => {
    const calls = fakeStaffApi('teacher', ({ path }) => (path.endsWith('/student_access_report/') ? json(REPORT) : undefined));
    const { user } = renderWithProviders(<MemoryRouter><LearnersTab role="teacher" /></MemoryRouter>);
    await screen.findByText('ravi.k', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Change extra time for @SUM(1+1)' }));
    const one = await screen.findByRole('dialog', {}, SLOW);
    const minutes = within(one).getByLabelText(/Extra minutes/);
    await user.clear(minutes);
    await user.type(minutes, '500');
    await user.click(within(one).getByRole('button', { name: 'Save extra time' }));
    expect(await within(one).findByText('Extra minutes must be a whole number from 0 to 120.')).toBeTruthy();
    expect(writesOf(calls)).toEqual([]);
  }, 60_000);
});
