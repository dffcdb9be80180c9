import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginSummaryItem } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { loadErrorFallback } from '../../../lib/api';
import { useLoginActivity } from '../../../api/login-activity';
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
  const query = useLoginActivity(year);
  const { data } = query;
  const shownYear = year ?? data?.year;

  const counts = data ? perMonth(data.login_summary) : [];
  const short = monthNames(i18n.language, 'short');
  const total = counts.reduce((a, b) => a + b, 0);

  const yearSelect = data && (
    <NativeSelect
      label={t('logins.year')}
      size="xs"
      w={110}
      value={String(shownYear)}
      onChange={(event) => setYear(Number(event.currentTarget.value))}
      data={data.years.map((y) => String(y))}
      data-testid="course-login-year"
    />
  );

  return (
    <ChartCard
      type="bar"
      title={t('logins.title')}
      aside={yearSelect}
      testId="course-login-card"
      h={260}
      isLoading={query.isPending}
      error={query.error}
      errorText={loadErrorFallback(query.error, { failed: t('logins.failed'), network: t('logins.network'), unreadable: t('logins.failed') })}
      onRetry={() => void query.refetch()}
      description={data && <span data-testid="course-login-total">{t('logins.yearTotal', { count: total, year: data.year })}</span>}
      data={counts.map((logins, m) => ({ month: short[m], logins }))}
      dataKey="month"
      series={[{ name: 'logins', label: t('logins.count'), color: 'blue.6' }]}
      categoryLabel={t('logins.month')}
      summary={data && t('logins.caption', { year: data.year })}
      chartProps={{
        yAxisProps: { domain: [0, axisMax(counts)], allowDecimals: false },
        tickLine: 'y',
        barProps: visibleNonZeroBars,
        // Another year is loading: the last one stays, dimmed.
        style: { opacity: query.isPlaceholderData ? 0.5 : 1 },
      }}
    />
  );
}
