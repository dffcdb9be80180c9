import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { reportFigures } from './ReportFigures';

/** A bar per figure of the report (spec 3 "Student Report"), with the same numbers as a table behind 'Show as table'. */
export function ReportChart({ report }: { report: QuizReport }) {
  const { t } = useTranslation('assignments');
  // Four names fit side by side on a wide screen; on a phone the bars lie down, so each name is read whole at the left.
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = reportFigures(report).map(({ key, value }) => ({ figure: t(`cards.${key}`), value }));
  return (
    <ChartCard
      type="bar"
      title={t('chart.title')}
      titleOrder={3}
      testId="report-chart"
      h={narrow ? 220 : 260}
      data={data}
      dataKey="figure"
      series={[{ name: 'value', label: t('chart.value'), color: 'blue.6' }]}
      categoryLabel={t('chart.figure')}
      summary={t('chart.summary', {
        quiz: report.quiz, total: report.total_students, attempted: report.students_attempted,
        rate: report.completion_rate, average: report.average_score,
      })}
      chartProps={narrow ? {
        orientation: 'vertical',
        yAxisProps: { width: 128, interval: 0 },
        tickLine: 'x',
        maxBarWidth: 32,
      } : {
        xAxisProps: { interval: 0 },
        tickLine: 'y',
        maxBarWidth: 56,
      }}
    />
  );
}
