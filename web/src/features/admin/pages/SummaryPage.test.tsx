import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SchoolSummary } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import SummaryPage from './SummaryPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['admin', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = (id: number, name: string, students: number, homework: number) => ({
  id, school_name: name, short_name: name, code: `s-${id}`, city: 'Delhi', time_zone: 'Asia/Kolkata', join_code: 'X',
  student_count: students, teacher_count: 1, active_homework_count: homework, pending_accounts: 0,
});
const SUMMARY: SchoolSummary = {
  total_schools: 2, total_students: 1500, active_homework: 9, pending_school_accounts: 0,
  schools: [row(1, 'ABL School', 1200, 7), row(2, 'Sunrise School', 300, 2)],
};

describe('SummaryPage', () => {
  it('lists every school with its students and active homework, the totals and a CSV download', async () => {
    fakeStaffApi('school', ({ path }) => (path === '/api/adminaccess/admin-dashboard/school-summary/' ? json(SUMMARY) : undefined));
    renderWithProviders(<SummaryPage />);
    const table = await screen.findByTestId('summary-table', {}, SLOW);
    await within(table).findByText('ABL School', {}, SLOW);
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([['ABL School', '1200', '7'], ['Sunrise School', '300', '2']]);
    expect(screen.getByTestId('summary-total-schools')).toHaveTextContent('Schools: 2');
    expect(screen.getByTestId('summary-total-students')).toHaveTextContent('Students: 1,500');
    expect(screen.getByTestId('summary-total-homework')).toHaveTextContent('Active Homework: 9');
    expect(screen.getByTestId('summary-table-csv')).toBeInTheDocument();
  });

  it('says when there is no school yet', async () => {
    fakeStaffApi('school', ({ path }) => (path === '/api/adminaccess/admin-dashboard/school-summary/'
      ? json({ total_schools: 0, total_students: 0, active_homework: 0, pending_school_accounts: 0, schools: [] })
      : undefined));
    renderWithProviders(<SummaryPage />);
    expect(await screen.findByText('No schools yet.', {}, SLOW)).toBeInTheDocument();
  });
});
