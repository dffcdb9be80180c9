import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AccessReport } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json } from '../../../test/fake-api';
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
    { user: { username: 'asha.v', email: 'asha@school.example' }, name: 'Asha Verma\n=HYPERLINK("http://x.example","y")', grade: 7, section: 'A', login_count: 3, last_login: null },
    { user: { username: 'ravi.k', email: 'ravi@school.example' }, name: '@SUM(1+1)', grade: 7, section: 'A', login_count: 0, last_login: null },
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
      'Username,Student Name,Grade,Section,Email',
      `asha.v,"Asha Verma\n'=HYPERLINK(""http://x.example"",""y"")",7,A,asha@school.example`,
      `ravi.k,"'@SUM(1+1)",7,A,ravi@school.example`,
    ]);
  });
});
