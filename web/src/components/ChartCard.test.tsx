import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ChartCard } from './ChartCard';

const LOGINS = [
  { month: 'January', students: 120, teachers: 8 },
  { month: 'February', students: 1450, teachers: null },
  { month: 'March', students: 98, teachers: 11 },
];
const SERIES = [
  { name: 'students', label: 'Students', color: 'blue.6' },
  { name: 'teachers', label: 'Teachers', color: 'teal.6' },
];

describe('ChartCard', () => {
  beforeEach(() => {
    // jsdom has no layout, so Recharts measures a 0×0 container and says so; nothing else is hidden.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
      warn(...args);
    });
    return () => vi.restoreAllMocks();
  });

  it('is a section named by its title, with the chart as one image summarised for screen readers', async () => {
    renderWithProviders(<ChartCard type="bar" title="Monthly Logins" data={LOGINS} dataKey="month" series={SERIES} />);
    expect(screen.getByRole('region', { name: 'Monthly Logins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly Logins' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Monthly Logins: chart with 3 items.' });
    // The chart library arrives lazily: a skeleton first, then the chart.
    await waitFor(() => expect(within(chart).queryByTestId('chart-loading')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();
  });

  it('shows the same numbers as a table (categories by series) and back', async () => {
    const { user } = renderWithProviders(
      <ChartCard type="bar" title="Monthly Logins" data={LOGINS} dataKey="month" series={SERIES} categoryLabel="Month" summary="Logins per month, by role" />,
    );
    expect(screen.getByRole('img', { name: 'Logins per month, by role' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));

    const table = screen.getByRole('table', { name: 'Monthly Logins' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Month', 'Students', 'Teachers']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row).getAllByRole('cell').map((td) => td.textContent),
    ]);
    expect(rows).toEqual([
      ['January', '120', '8'],
      ['February', '1,450', '—'],
      ['March', '98', '11'],
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logins per month, by role' })).toBeInTheDocument();
  });

  it('formats the table with the caller formatter and lists pie slices', async () => {
    const { user } = renderWithProviders(
      <ChartCard
        type="pie"
        title="Time on LMS"
        data={[{ name: 'Lessons', value: 90, color: 'blue.6' }, { name: 'Quizzes', value: 30, color: 'grape.6' }]}
        valueLabel="Minutes"
        valueFormatter={(v) => `${v} min`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Time on LMS' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Category', 'Minutes']);
    expect(within(table).getAllByRole('cell').map((td) => td.textContent)).toEqual(['90 min', '30 min']);
  });

  it("shows the caller's empty text instead of a chart when there is no data", () => {
    renderWithProviders(<ChartCard type="line" title="Scores" data={[]} dataKey="exam" series={SERIES} emptyText="No data found" />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });

  it('counts a pie of zeros as empty', () => {
    renderWithProviders(
      <ChartCard type="donut" title="Marks" data={[{ name: 'Correct', value: 0, color: 'green.6' }]} emptyText="No Data Found for this Grade and Section." />,
    );
    expect(screen.getByText('No Data Found for this Grade and Section.')).toBeInTheDocument();
  });

  it('draws a written legend beside a pie: colour, name, value and share, empty slices left out', () => {
    renderWithProviders(
      <ChartCard
        type="pie"
        title="Minutes per Subject"
        withLegend
        data={[{ name: 'Robotics', value: 90, color: 'blue.6' }, { name: 'Scratch', value: 30, color: 'grape.6' }, { name: 'AI', value: 0, color: 'teal.6' }]}
        valueFormatter={(v) => `${v} min`}
        testId="subject-minutes"
      />,
    );
    const legend = screen.getByTestId('subject-minutes-legend');
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Robotics: 90 min (75%)', 'Scratch: 30 min (25%)']);
  });

  it('shows a description and a footer with the chart, and keeps the title while loading or failing', async () => {
    const retry = vi.fn();
    const props = { type: 'bar' as const, title: 'Monthly Logins', data: LOGINS, dataKey: 'month', series: SERIES, testId: 'logins' };
    const { rerender, user } = renderWithProviders(<ChartCard {...props} isLoading description="12 logins in 2025" />);
    expect(screen.getByTestId('logins-loading')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();

    rerender(<ChartCard {...props} error={new Error('offline')} errorText="Failed to load login data." onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'Monthly Logins' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load login data.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<ChartCard {...props} description="12 logins in 2025" footer="Click a bar to see that month." />);
    expect(screen.getByTestId('logins-description')).toHaveTextContent('12 logins in 2025');
    expect(screen.getByText('Click a bar to see that month.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
    // The note is about the drawing: the table view has the description but not the note.
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByTestId('logins-description')).toBeInTheDocument();
    expect(screen.queryByText('Click a bar to see that month.')).not.toBeInTheDocument();
  });

  it('passes chartProps through to the chart (a click handler on the bars, say)', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <ChartCard type="bar" title="Marks" data={LOGINS} dataKey="month" series={SERIES} chartProps={{ barChartProps: { onClick }, className: 'marks-chart' }} />,
    );
    const chart = screen.getByRole('img');
    await waitFor(() => expect(chart.querySelector('.marks-chart')).not.toBeNull(), { timeout: 10_000 });
  });
});
