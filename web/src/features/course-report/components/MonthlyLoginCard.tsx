import { useState } from 'react';
import { NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginSummaryItem } from '@prayog/contract';
import { BarChart } from '../../../components/charts';
import { QueryState } from '../../../components/QueryState';
import { loadErrorFallback } from '../../../lib/api';
import { useLoginSummary } from '../api/login-summary';
import { SectionCard } from '../../../components/SectionCard';
import { axisMax, monthNames, visibleNonZeroBars } from './time';

/** Sign-ins of one year added up per month, January to December. */
function perMonth(days: readonly LoginSummaryItem[]): number[] {
  const months = Array.from({ length: 12 }, () => 0);
  for (const day of days) months[Number(day.date.slice(5, 7)) - 1] += day.login_count;
  return months;
}

/** The Course Report's login activity by month, with a year selector (the current year first). */
export function MonthlyLoginCard() {
  const { t, i18n } = useTranslation('courseReport');
  const [year, setYear] = useState<number | null>(null);
  const query = useLoginSummary(year);
  const shownYear = year ?? query.data?.year;

  const yearSelect = query.data && (
    <NativeSelect
      label={t('logins.year')}
      size="xs"
      w={110}
      value={String(shownYear)}
      onChange={(event) => setYear(Number(event.currentTarget.value))}
      data={query.data.years.map((y) => String(y))}
      data-testid="course-login-year"
    />
  );

  return (
    <SectionCard title={t('logins.title')} asideAlign="flex-end" aside={yearSelect} testId="course-login-card">
      <QueryState
        query={query}
        errorFallback={loadErrorFallback(query.error, { failed: t('logins.failed'), network: t('logins.network'), unreadable: t('logins.failed') })}
        skeleton={<Skeleton height={260} data-testid="panel-loading" />}
      >
        {(data) => {
          const counts = perMonth(data.login_summary);
          const short = monthNames(i18n.language, 'short');
          const chartData = counts.map((logins, m) => ({ month: short[m], logins }));
          const total = counts.reduce((a, b) => a + b, 0);
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" data-testid="course-login-total">{t('logins.yearTotal', { count: total, year: data.year })}</Text>
              <BarChart
                h={260}
                data={chartData}
                dataKey="month"
                series={[{ name: 'logins', label: t('logins.count'), color: 'blue.6' }]}
                yAxisProps={{ domain: [0, axisMax(counts)], allowDecimals: false }}
                tickLine="y"
                barProps={visibleNonZeroBars}
                role="img"
                aria-label={t('logins.caption', { year: data.year })}
                style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}
              />
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
