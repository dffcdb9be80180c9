import { useState } from 'react';
import { Group, NativeSelect, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { loadErrorFallback } from '../../../lib/api';
import { monthNames } from '../../../lib/format';
import { useLoginActivity } from '../../../api/login-activity';
import { DailyLoginChart } from '../components/DailyLoginChart';
import { StudentProfileBox } from '../components/StudentProfileBox';


/** The student portal's 'Login Activity' panel: profile box, year and month selectors, daily logins. */
export default function LoginActivityPage() {
  const { t, i18n } = useTranslation('loginActivity');
  // null: the server's current year (school time zone); the month starts at this month.
  const [year, setYear] = useState<number | null>(null);
  const [month, setMonth] = useState(() => new Date().getMonth());
  const query = useLoginActivity(year);
  const months = monthNames(i18n.language, 'long');

  return (
    <Stack gap={0} data-testid="login-activity">
      <PanelHeader title={t('title')} />
      <QueryState
        query={query}
        errorFallback={loadErrorFallback(query.error, { failed: t('errors.failed'), network: t('errors.network'), unreadable: t('errors.unreadable') })}
        skeleton={(
          <Stack gap="md" data-testid="panel-loading" aria-busy="true">
            <Skeleton height={140} radius="md" />
            <Skeleton height={320} radius="md" />
          </Stack>
        )}
      >
        {(data) => {
          const selectors = (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <NativeSelect
                label={t('chart.year')}
                size="xs"
                w={100}
                value={String(year ?? data.year)}
                onChange={(event) => setYear(Number(event.currentTarget.value))}
                data={data.years.map(String)}
                data-testid="login-year"
              />
              <NativeSelect
                label={t('chart.month')}
                size="xs"
                w={140}
                value={String(month)}
                onChange={(event) => setMonth(Number(event.currentTarget.value))}
                data={months.map((name, m) => ({ value: String(m), label: name }))}
                data-testid="login-month"
              />
            </Group>
          );
          return (
            <Stack gap="md">
              <StudentProfileBox data={data} />
              <DailyLoginChart
                days={data.login_summary}
                year={data.year}
                month={month}
                monthName={months[month]}
                selectors={selectors}
                dimmed={query.isPlaceholderData}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
