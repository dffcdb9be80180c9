import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { AccessDataPanel } from './AccessDataPanel';
import { hmsToMinutes, type AccessRow } from './attendance-data';

beforeAll(async () => {
  await i18n.loadNamespaces('learners');
});

const row = (date: string, subject: string, page: string, curriculum: string, video = '00:00:00', content = '00:00:00', quiz = '00:00:00'): AccessRow => ({
  date, subject, page_visited: page, curriculum_time_spent: curriculum, video_time_spent: video, content_time_spent: content, quiz_time_spent: quiz,
});

const rows: AccessRow[] = [
  row('2026-05-31', 'Robotics', 'Motors', '00:12:30', '00:05:00', '00:06:00', '00:01:30'),
  row('2026-05-31', 'Robotics', 'Sensors', '00:04:00'),
  row('2026-05-31', 'Coding', 'Loops', '00:20:00'),
  row('2026-05-30', 'Science', 'Magnets', '01:02:06', '00:30:00'),
];

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('AccessDataPanel', () => {
  it('cascades date → subject → page, each choice resetting the later ones, then charts the minutes', async () => {
    const { user } = renderWithProviders(<AccessDataPanel rows={rows} />);
    const date = screen.getByRole('combobox', { name: 'Date' });
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    const page = screen.getByRole('combobox', { name: 'Page' });

    // Only the date can be chosen first; dates run newest first.
    expect(options(date)).toEqual(['Pick a date', '2026-05-31', '2026-05-30']);
    expect(subject).toBeDisabled();
    expect(page).toBeDisabled();
    expect(screen.getByTestId('access-prompt')).toHaveTextContent('Choose a date, a subject and a page to see the time spent.');

    await user.selectOptions(date, '2026-05-31');
    expect(subject).toBeEnabled();
    expect(options(subject)).toEqual(['Pick a subject', 'Robotics', 'Coding']);
    expect(page).toBeDisabled();

    await user.selectOptions(subject, 'Robotics');
    expect(options(page)).toEqual(['Pick a page', 'Motors', 'Sensors']);
    await user.selectOptions(page, 'Motors');

    // The chart's text alternative holds the minutes of curriculum, video, content and quiz.
    const chart = await screen.findByTestId('access-chart');
    expect(chart).toHaveTextContent('Time spent (minutes)');
    await user.click(within(chart).getByTestId('access-chart-toggle'));
    const table = within(chart).getByTestId('access-chart-table');
    expect(table).toHaveTextContent('Curriculum12.5 min');
    expect(table).toHaveTextContent('Video5 min');
    expect(table).toHaveTextContent('Content6 min');
    expect(table).toHaveTextContent('Quiz1.5 min');

    // Another subject resets the page (and the chart); another date resets subject and page.
    await user.selectOptions(subject, 'Coding');
    expect(page).toHaveValue('');
    expect(options(page)).toEqual(['Pick a page', 'Loops']);
    expect(screen.queryByTestId('access-chart')).not.toBeInTheDocument();

    await user.selectOptions(page, 'Loops');
    await user.selectOptions(date, '2026-05-30');
    expect(subject).toHaveValue('');
    expect(page).toHaveValue('');
    expect(page).toBeDisabled();
    expect(options(subject)).toEqual(['Pick a subject', 'Science']);
    expect(screen.getByTestId('access-prompt')).toBeInTheDocument();

    // Going back to no date disables both again.
    await user.selectOptions(date, '');
    expect(subject).toBeDisabled();
  });

  it("says 'No access data available' when the learner has none", () => {
    renderWithProviders(<AccessDataPanel rows={[]} />);
    expect(screen.getByText('No access data available')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('turns HH:MM:SS into minutes, hours included', () => {
    expect(hmsToMinutes('01:02:06')).toBe(62.1);
    expect(hmsToMinutes('00:00:00')).toBe(0);
    expect(hmsToMinutes('120:00:30')).toBe(7200.5);
  });
});
