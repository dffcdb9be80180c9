import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, reportListKeyByQuizType, type ReportLists, type ReportType } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { longNameAxisProps } from '../../../components/charts';

/**
 * The signed-in student's own score per exam (your_result.score) beside the school's highest, for
 * one report type at a time; y axis 0–100 (spec 1 §9). Starts on the first type with results.
 */
export function PerformanceChart({ reports }: { reports: ReportLists }) {
  const { t } = useTranslation('studentDashboard');
  const listOf = (key: ReportType) => reports[reportListKeyByQuizType[REPORT_TYPES.find((r) => r.key === key)!.quiz_type]];
  const [type, setType] = useState<ReportType>(() => REPORT_TYPES.find((r) => listOf(r.key).length > 0)?.key ?? 'homework');
  const typeLabel = t(`types.${type}`);
  // On a phone the exam names would run into each other: slant them.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  // Lists come newest first; the chart reads left to right, oldest first.
  const data = [...listOf(type)].reverse().map((item) => ({ exam: item.exam_name, score: item.your_result.score, highest: item.highest_score }));

  const select = (
    <NativeSelect
      aria-label={t('performance.type')}
      size="xs"
      w={170}
      value={type}
      onChange={(e) => setType(e.currentTarget.value as ReportType)}
      data={REPORT_TYPES.map((r) => ({ value: r.key, label: t(`types.${r.key}`) }))}
      data-testid="performance-type-select"
    />
  );

  return (
    <ChartCard
      type="bar"
      title={t('performance.title')}
      aside={select}
      testId="performance-card"
      h={300}
      data={data}
      dataKey="exam"
      series={[
        { name: 'score', label: t('performance.yourScore'), color: 'blue.6' },
        { name: 'highest', label: t('performance.highest'), color: 'teal.5' },
      ]}
      categoryLabel={t('performance.exam')}
      emptyText={t('errors.noData')}
      summary={t('performance.caption', { type: typeLabel })}
      valueFormatter={(v) => `${v}%`}
      chartProps={{
        withLegend: true,
        legendProps: { verticalAlign: 'bottom' },
        yAxisProps: { domain: [0, 100] },
        xAxisProps: longNameAxisProps(narrow),
        tickLine: 'y',
        maxBarWidth: 26,
      }}
    />
  );
}
