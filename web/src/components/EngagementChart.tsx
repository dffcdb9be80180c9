import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_CHART_DATES, type StaffHome } from '@prayog/contract';
import { ChartCard, type ChartSeries } from './ChartCard';
import { formatShortDay } from '../lib/format';

type EngagementDay = StaffHome['lms_engagement'][number];

interface EngagementChartProps {
  /** The month's days with activity, oldest first (the server's `lms_engagement`); the chart draws the latest few. */
  days: readonly EngagementDay[];
  /** The selects above the chart (month; for the administrator also the school). */
  aside?: ReactNode;
  /** What the chart shows, read out to screen readers (names the month, and the school where there is a choice). */
  summary: (count: number) => string;
  isLoading: boolean;
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
}

/**
 * LMS Engagement (spec 3, spec 2 §2.2): sign-ins and minutes in lessons on the ENGAGEMENT_CHART_DATES latest days of
 * a month with activity, for the staff home and the administrator's dashboard alike. Minutes run far higher than
 * sign-ins, so they get the right-hand axis.
 */
export function EngagementChart({ days, aside, summary, isLoading, error, errorText, onRetry }: EngagementChartProps) {
  const { t, i18n } = useTranslation('components');
  const shown = days.slice(-ENGAGEMENT_CHART_DATES);
  const data = shown.map((d) => ({ date: formatShortDay(d.login_date, i18n.language), logins: d.logins, minutes: d.minutes }));
  // ChartCard hands each series to the chart as it is, so a series can name the axis it is drawn against.
  const series: readonly (ChartSeries & { yAxisId?: 'left' | 'right' })[] = [
    { name: 'logins', label: t('engagement.logins'), color: 'blue.6' },
    { name: 'minutes', label: t('engagement.minutes'), color: 'teal.6', yAxisId: 'right' },
  ];
  return (
    <ChartCard
      type="line"
      title={t('engagement.title')}
      aside={aside}
      testId="engagement-card"
      h={260}
      data={data}
      dataKey="date"
      series={series}
      categoryLabel={t('engagement.date')}
      emptyText={t('engagement.empty')}
      summary={summary(data.length)}
      description={data.length > 0 ? t('engagement.note', { count: data.length }) : undefined}
      isLoading={isLoading}
      error={error}
      errorText={errorText}
      onRetry={onRetry}
      chartProps={{
        withLegend: true,
        legendProps: { verticalAlign: 'bottom' },
        withRightYAxis: true,
        curveType: 'monotone',
        tickLine: 'y',
      }}
    />
  );
}
