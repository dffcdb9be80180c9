import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ReportItem } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { longNameAxisProps } from '../../../components/charts';

interface ExamScoresChartProps {
  /** Newest first, as the server sends them; the chart reads left to right, oldest first. */
  items: readonly ReportItem[];
  typeLabel: string;
  onSelect: (attemptId: number) => void;
}

/** Student, average and highest marks per exam (y axis 0–100, spec 1 §9); clicking an exam's bars selects it. */
export function ExamScoresChart({ items, typeLabel, onSelect }: ExamScoresChartProps) {
  const { t } = useTranslation('reports');
  // On a phone the exam names are slanted and shorter, so neighbouring names do not overlap.
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = [...items].reverse().map((item) => ({
    id: item.id, exam: item.exam_name, student: item.student_score, average: item.average_score, highest: item.highest_score,
  }));
  return (
    <ChartCard
      type="bar"
      title={t('chart.title')}
      testId="assessment-chart"
      h={280}
      data={data}
      dataKey="exam"
      series={[
        { name: 'student', label: t('chart.student'), color: 'blue.6' },
        { name: 'average', label: t('chart.average'), color: 'yellow.6' },
        { name: 'highest', label: t('chart.highest'), color: 'teal.6' },
      ]}
      categoryLabel={t('exam')}
      summary={t('chart.caption', { type: typeLabel })}
      valueFormatter={(v) => `${v}%`}
      footer={<Text size="xs" c="dimmed">{t('chart.hint')}</Text>}
      chartProps={{
        withLegend: true,
        legendProps: { verticalAlign: 'bottom' },
        yAxisProps: { domain: [0, 100] },
        xAxisProps: longNameAxisProps(narrow),
        tickLine: 'y',
        maxBarWidth: 28,
        barChartProps: {
          // The chart reports the exam under the pointer, so a click anywhere on an exam's bars selects it.
          onClick: (state) => {
            const exam = data[Number(state?.activeTooltipIndex)];
            if (exam) onSelect(exam.id);
          },
          style: { cursor: 'pointer' },
        },
      }}
    />
  );
}
