import { useState } from 'react';
import { Card, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { loadErrorFallback } from '../../../lib/api';
import { useLoginActivity } from '../api/login-activity';
import { DailyLoginChart } from '../components/DailyLoginChart';
import { StudentProfileBox } from '../components/StudentProfileBox';

function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 1)));
}

/** The student portal's 'Login Activity' panel: profile box, year and month selectors, daily logins. */
export default function LoginActivityPage() {
  const { t, i18n } = useTranslation('loginActivity');
  // null: the server's current year (school time zone); the month starts at this month.
  const [year, setYear] = useState<number | null>(null);
  const [month, setMonth] = useState(() => new Date().getMonth());
  const query = useLoginActivity(year);
  const months = monthNames(i18n.language);

  return (
    <Stack gap="md" data-testid="login-activity">
      <Title order={1} size="h2">{t('title')}</Title>
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
          const shownYear = year ?? data.year;
          return (
            <Stack gap="md">
              <StudentProfileBox data={data} />
              <Card withBorder radius="md" padding="md" component="section" aria-label={t('chart.title')}>
                <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
                  <Title order={2} size="h4">{t('chart.title')}</Title>
                  <Group gap="xs" wrap="nowrap">
                    <NativeSelect
                      label={t('chart.year')}
                      size="xs"
                      w={100}
                      value={String(shownYear)}
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
                </Group>
                <div style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
                  <DailyLoginChart days={data.login_summary} year={data.year} month={month} monthName={months[month]} />
                </div>
              </Card>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
