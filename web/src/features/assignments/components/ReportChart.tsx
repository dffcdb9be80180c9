import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { longNameAxisProps } from '../../../components/charts';
import { reportFigures, type Figure } from './ReportFigures';

/** Completion rate and average score are per cent; the other two figures count students. */
const PERCENT: ReadonlySet<Figure['key']> = new Set(['completionRate', 'averageScore']);

/**
 * A bar per figure of the report (spec 3 "Student Report"), with the same numbers as a table behind 'Show as table'.
 * One unit per axis: the student counts are read on the left axis, the percentages on the right one (0–100).
 */
export function ReportChart({ report }: { report: QuizReport }) {
  const { t } = useTranslation('assignments');
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = reportFigures(report).map(({ key, value }) => ({
    figure: t(`cards.${key}`),
    count: PERCENT.has(key) ? null : value,
    percent: PERCENT.has(key) ? value : null,
  }));
  return (
    <ChartCard
      type="bar"
      title={t('chart.title')}
      titleOrder={3}
      testId="report-chart"
      h={narrow ? 260 : 280}
      data={data}
      dataKey="figure"
      series={[
        { name: 'count', label: t('chart.count'), color: 'blue.6' },
        { name: 'percent', label: t('chart.percent'), color: 'teal.7', yAxisId: 'right' },
      ]}
      categoryLabel={t('chart.figure')}
      summary={t('chart.summary', {
        quiz: report.quiz, total: report.total_students, attempted: report.students_attempted,
        rate: report.completion_rate, average: report.average_score,
      })}
      chartProps={{
        // Each figure has one bar; stacking keeps it centred over its name instead of beside an empty slot.
        type: 'stacked',
        withRightYAxis: true,
        yAxisLabel: t('chart.count'),
        rightYAxisLabel: t('chart.percent'),
        rightYAxisProps: { domain: [0, 100] },
        yAxisProps: { allowDecimals: false },
        xAxisProps: longNameAxisProps(narrow),
        withLegend: true,
        tickLine: 'y',
        maxBarWidth: 56,
      }}
    />
  );
}
