import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffLeaderboard } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { StaffLeaderboardTab } from './StaffLeaderboardTab';

beforeAll(async () => {
  await i18n.loadNamespaces('leaderboard');
});

const leader = (rank: number, name: string, total_score: number, school = 'ABL School, Sector 45, Gurugram') => ({ rank, name, school, total_score });
const board: StaffLeaderboard = {
  quiz_type: null,
  gradewise: { 7: [leader(1, 'Yash Negi', 80.5), leader(1, 'Aisha Dhillon', 80.5), leader(3, 'Aarav Sharma', 59.5), leader(4, 'Om Mukherjee', 58.9)] },
  sectionwise: { 7: { A: [leader(1, 'Yash Negi', 80.5)], B: [] } },
  nationwide: [leader(1, 'Manav Sandhu', 83.6, 'Riverside Senior Secondary School, Noida')],
};

describe('StaffLeaderboardTab', () => {
  beforeEach(() => {
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('enables Section only once a Class is chosen, and gives the server’s ranks their medals', async () => {
    const calls = fakeApi(() => json(board));
    const { user } = renderWithProviders(<StaffLeaderboardTab role="school" />);
    const top = await screen.findByTestId('nationwide-leaders');
    expect(calls[0].path).toBe('/api/school_dashboard/leaderboard/');
    expect(within(top).getByText('Manav Sandhu')).toBeInTheDocument();
    expect(within(top).getByText('Riverside Senior Secondary School')).toBeInTheDocument();
    expect(within(top).getByRole('img', { name: 'Gold medal, Rank 1' })).toBeInTheDocument();

    const section = screen.getByRole('combobox', { name: 'Section' });
    expect(section).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '7');
    expect(section).toBeEnabled();

    // Equal scores share rank 1 and the gold medal; the next is rank 3, bronze; rank 4 has none.
    const classwise = screen.getByTestId('classwise-leaders');
    expect(within(classwise).getAllByRole('img', { name: 'Gold medal, Rank 1' })).toHaveLength(2);
    expect(within(classwise).getByRole('img', { name: 'Bronze medal, Rank 3' })).toBeInTheDocument();
    expect(within(classwise).queryByRole('img', { name: /Silver/ })).not.toBeInTheDocument();
    expect(within(classwise).getByRole('img', { name: 'Rank 4' })).toBeInTheDocument();
    expect(classwise).toHaveTextContent('80.5%');

    await user.selectOptions(section, 'B');
    expect(screen.getByTestId('sectionwise-leaders-empty')).toHaveTextContent('No data available');
  });

  it("shows empty boards for 'No students found in this school'", async () => {
    fakeApi(() => json({ detail: 'No students found in this school' }, 404));
    renderWithProviders(<StaffLeaderboardTab role="teacher" />);
    expect(await screen.findByTestId('nationwide-leaders-empty')).toHaveTextContent('No data available');
    expect(screen.getByRole('combobox', { name: 'Section' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
