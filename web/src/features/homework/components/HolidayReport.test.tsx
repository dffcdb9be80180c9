import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffHomework } from '@prayog/contract';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import HolidayReportPage from '../pages/HolidayReportPage';

const REPORT: StaffHomework = {
  results: {
    7: {
      A: [
        { id: 2, grade: 7, section: 'A', student_name: 'Aarav Sharma', submitted_at: '2026-11-14T04:45:00Z', text: 'I built a robot arm.', file: '/api/files/hw-2/', file_name: 'arm.pdf' },
        { id: 1, grade: 7, section: 'A', student_name: 'Palak Joshi', submitted_at: '2026-09-22T11:22:00Z', text: null, file: null, file_name: null },
      ],
    },
  },
  classes: [{ grade: 7, section: 'A' }],
};

const HOLIDAY_HOMEWORK = '/api/teacher_dashboard/holiday-homework/';

describe('HolidayReportPage', () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('enables Section after Grade and lists the class with #, name, date, text or a dash, and View File', async () => {
    const calls = fakeApi(({ path, search }) => (path === HOLIDAY_HOMEWORK ? json(search === '?grade=7&section=A' ? REPORT : { results: {}, classes: REPORT.classes }) : undefined));
    const { user } = renderWithProviders(<HolidayReportPage />);
    const section = await screen.findByRole('combobox', { name: 'Section' });
    expect(section).toBeDisabled();
    expect(screen.getByText('Select a grade and a section to see the submissions.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '7');
    expect(section).toBeEnabled();
    await user.selectOptions(section, 'A');
    const table = await screen.findByRole('table', { name: 'Holiday homework of Grade 7 A' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('Aarav Sharma');
    expect(within(rows[0]).getByRole('button', { name: 'View File: arm.pdf' })).toBeInTheDocument();
    // No text and no file: dashes.
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('-');
    expect(cells[4]).toHaveTextContent('-');
    expect(calls.at(-1)).toMatchObject({ path: HOLIDAY_HOMEWORK, search: '?grade=7&section=A' });

    // Another grade clears the section.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '8');
    expect(section).toHaveValue('');
  });

  it('says so when the class has no submissions, and when the report cannot be read', async () => {
    // Grade 12 K has no submissions; 12 J's report cannot be read.
    fakeApi(({ path, query }) => {
      if (path !== HOLIDAY_HOMEWORK) return undefined;
      return query.get('section') === 'J' ? json({}, 500) : json({ results: {}, classes: [] });
    });
    const { user } = renderWithProviders(<HolidayReportPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grade' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'K');
    expect(await screen.findByText('No submissions found for selected grade and section.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'J');
    expect(await screen.findByText('Failed to fetch holiday homework data.')).toBeInTheDocument();
  });
});
