import { useState } from 'react';
import { Card, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { useParentDashboard } from '../../../api/parents';
import { ParentFrame } from '../components/ParentFrame';
import { monthNames } from '../../../lib/format';

/** One figure card of the dashboard. */
function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed" component="h3" fw={500} m={0}>{label}</Text>
      <Text fw={700} fz={24} lh={1.3} data-testid={testId}>{value}</Text>
    </Card>
  );
}

/** The child's sign-ins per month of the chosen year; the year select offers the years the child signed in. */
function LoginChart({ child }: { child: string | undefined }) {
  const { t, i18n } = useTranslation('parents');
  const [year, setYear] = useState<number | undefined>(undefined);
  const query = useParentDashboard(child, year);
  const data = query.data;
  const months = monthNames(i18n.language, 'short');
  const rows = (data?.login_report ?? []).map((m) => ({ month: months[m.month - 1], logins: m.login_num }));
  const total = rows.reduce((sum, r) => sum + r.logins, 0);
  const shown = data?.year ?? year;
  return (
    <ChartCard
      type="bar"
      title={t('dashboard.chartTitle')}
      testId="parent-login-chart"
      isLoading={query.isPending}
      error={query.error}
      errorText={t('dashboard.failed')}
      onRetry={() => void query.refetch()}
      data={total === 0 ? [] : rows}
      dataKey="month"
      series={[{ name: 'logins', label: t('dashboard.logins'), color: 'teal.6' }]}
      categoryLabel={t('dashboard.month')}
      emptyText={t('dashboard.noLogins', { year: shown })}
      aside={data && (
        <NativeSelect
          label={t('dashboard.year')}
          value={String(data.year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          data={data.years.map((y) => String(y))}
          data-testid="parent-year-select"
        />
      )}
      chartProps={{ yAxisProps: { allowDecimals: false }, style: { opacity: query.isPlaceholderData ? 0.5 : 1 } }}
    />
  );
}

/** Dashboard: the child by name (fallback 'Student'), class, login count, access report count and the login chart. */
export function ParentDashboardPage() {
  const { t } = useTranslation('parents');
  return (
    <ParentFrame title={t('dashboard.title')}>
      {(child, data) => (
        <Stack gap="md" key={child}>
          <Title order={2} size="h3" data-testid="parent-greeting">{t('dashboard.greeting', { name: data.child_name || t('dashboard.fallbackName') })}</Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure label={t('dashboard.class')} value={data.child_grade} testId="parent-class" />
            <Figure label={t('dashboard.loginCount')} value={data.login_count} testId="parent-login-count" />
            <Figure label={t('dashboard.accessReport')} value={data.access_report.length} testId="parent-access-count" />
          </SimpleGrid>
          <LoginChart child={child} />
        </Stack>
      )}
    </ParentFrame>
  );
}

export default ParentDashboardPage;
