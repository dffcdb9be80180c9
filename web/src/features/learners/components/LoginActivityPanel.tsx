import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { loginTime, signInsPerWeek, type LoginRow } from './attendance-data';

/** The Login Activity tab of Attendance Details: each sign-in (date, username, number) and sign-ins per week. */
export function LoginActivityPanel({ rows }: { rows: readonly LoginRow[] }) {
  const { t } = useTranslation('learners');
  const columns = useMemo<DataTableColumn<LoginRow>[]>(() => [
    { id: 'login_date', header: t('attendance.loginDate'), value: (r) => loginTime(r.login_date) },
    { id: 'login_username', header: t('attendance.loginUsername'), value: (r) => r.login_username },
    { id: 'login_num', header: t('attendance.loginNumber'), value: (r) => r.login_num, align: 'right' },
  ], [t]);
  const perWeek = useMemo(() => signInsPerWeek(rows), [rows]);

  if (rows.length === 0) return <EmptyState message={t('attendance.noLogin')} />;

  return (
    <Stack gap="md" data-testid="login-activity">
      <ChartCard
        type="line"
        title={t('attendance.loginChart')}
        titleOrder={3}
        data={perWeek}
        dataKey="week"
        series={[{ name: 'signIns', label: t('attendance.signIns'), color: 'blue.6' }]}
        categoryLabel={t('attendance.week')}
        emptyText={t('attendance.noLogin')}
        testId="login-chart"
      />
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r, i) => `${r.login_date}-${i}`}
        caption={t('attendance.loginTable')}
        emptyText={t('attendance.noLogin')}
        pageSize={5}
        minWidth={420}
        testId="login-table"
      />
    </Stack>
  );
}
