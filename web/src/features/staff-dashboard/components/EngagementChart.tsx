import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_CHART_DATES, type StaffHome } from '@prayog/contract';
import { ChartCard, type ChartSeries } from '../../../components/ChartCard';
import { formatMonth, formatShortDay } from '../../../lib/format';

interface EngagementChartProps {
  home: StaffHome;
  /** Another month chosen in the select; the home is fetched again for it. */
  onMonthChange: (month: string) => void;
  /** The chosen month's figures are on their way (the previous month's stay drawn meanwhile). */
  loading: boolean;
}

/**
 * LMS Engagement (spec 3, spec 2 §2.2): sign-ins and minutes in lessons on the 5 latest days of the month with
 * activity. The month select offers the months with sign-ins (the server's `months`, newest first) and starts on
 * the server's choice, the latest of them. Minutes run far higher than sign-ins, so they get the right-hand axis.
 */
export function EngagementChart({ home, onMonthChange, loading }: EngagementChartProps) {
  const { t, i18n } = useTranslation('staffDashboard');
  const days = home.lms_engagement.slice(-ENGAGEMENT_CHART_DATES);
  const data = days.map((d) => ({ date: formatShortDay(d.login_date, i18n.language), logins: d.logins, minutes: d.minutes }));
  // ChartCard hands each series to the chart as it is, so a series can name the axis it is drawn against.
  const series: readonly (ChartSeries & { yAxisId?: 'left' | 'right' })[] = [
    { name: 'logins', label: t('engagement.logins'), color: 'blue.6' },
    { name: 'minutes', label: t('engagement.minutes'), color: 'teal.6', yAxisId: 'right' },
  ];
  const monthLabel = home.month ? formatMonth(home.month, i18n.language) : '';

  const select = home.months.length > 0 && (
    <NativeSelect
      aria-label={t('engagement.month')}
      size="xs"
      w={160}
      value={home.month ?? ''}
      onChange={(e) => onMonthChange(e.currentTarget.value)}
      data={home.months.map((m) => ({ value: m, label: formatMonth(m, i18n.language) }))}
      data-testid="engagement-month"
    />
  );

  return (
    <ChartCard
      type="line"
      title={t('engagement.title')}
      aside={select}
      testId="engagement-card"
      h={260}
      data={data}
      dataKey="date"
      series={series}
      categoryLabel={t('engagement.date')}
      emptyText={t('engagement.empty')}
      summary={t('engagement.summary', { month: monthLabel, count: data.length })}
      description={data.length > 0 ? t('engagement.note', { count: data.length }) : undefined}
      isLoading={loading}
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
