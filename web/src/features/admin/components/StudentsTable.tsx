import { useMemo } from 'react';
import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconKey, IconUserCheck, IconUserOff, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStudent } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useAdminStudents, type AdminStudentFilters } from '../../../api/admin';
import { useServerPage } from '../../../api/paging';
import { formatMoment } from '../../../lib/format';

interface StudentsTableProps {
  filters: AdminStudentFilters;
  onReports: (student: AdminStudent) => void;
  onResetPassword: (student: AdminStudent) => void;
  /** Deactivate an active student, reactivate a deactivated one (ADR 0025), after a confirmation. */
  onToggleActive: (student: AdminStudent) => void;
}

/** One server page of the students the filters find, with each student's status, Reports, Reset Password and Deactivate/Reactivate. */
export function StudentsTable({ filters, onReports, onResetPassword, onToggleActive }: StudentsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const paging = useServerPage();
  const students = useAdminStudents(filters, paging.page);
  const filtered = Object.values(filters).some((value) => value !== undefined);

  const columns = useMemo<DataTableColumn<AdminStudent>[]>(() => [
    { id: 'name', header: t('students.columns.name'), value: (s) => s.name, cell: (s) => <Text size="sm" fw={600}>{s.name}</Text> },
    { id: 'username', header: t('students.columns.username'), value: (s) => s.username },
    { id: 'school', header: t('students.columns.school'), value: (s) => s.school.short_name, csv: (s) => s.school.name },
    { id: 'class', header: t('students.columns.class'), value: (s) => t('students.classValue', { grade: s.grade, section: s.section }) },
    { id: 'signIns', header: t('students.columns.signIns'), value: (s) => s.login_count, align: 'right' },
    {
      id: 'lastSignIn', header: t('students.columns.lastSignIn'), value: (s) => s.last_login ?? '',
      csv: (s) => s.last_login ?? '',
      cell: (s) => (s.last_login
        ? <Text size="sm" component="time" dateTime={s.last_login} style={{ whiteSpace: 'nowrap' }}>{formatMoment(s.last_login, i18n.language)}</Text>
        : <Text size="sm" c="dimmed">{t('common.never')}</Text>),
    },
    {
      id: 'status', header: t('students.columns.status'), value: (s) => t(`students.account.${s.status}`),
      // The cell keeps the badge's width: a narrow column would cut 'Deactivated' short.
      cell: (s) => (
        <Box miw={96}>
          <Badge color={s.status === 'active' ? 'teal' : 'gray'} variant="light" size="sm" tt="none" data-testid={`student-status-${s.status}`}>
            {t(`students.account.${s.status}`)}
          </Badge>
        </Box>
      ),
    },
    {
      id: 'actions', header: t('students.columns.actions'),
      cell: (s) => (
        // Three actions in two short rows, so every column fits at 1280 px.
        <Group gap={6} wrap="wrap" maw={230}>
          <Button size="compact-sm" variant="light" leftSection={<IconReportAnalytics size={14} aria-hidden />} onClick={() => onReports(s)} aria-label={t('students.reportsLabel', { name: s.name })} data-testid="student-reports">
            {t('students.reports')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="orange" leftSection={<IconKey size={14} aria-hidden />} onClick={() => onResetPassword(s)} aria-label={t('students.resetPasswordLabel', { name: s.name })} data-testid="student-reset-password">
            {t('students.resetPassword')}
          </Button>
          <Button
            size="compact-sm" variant="subtle" color={s.status === 'active' ? 'red' : 'teal'}
            leftSection={s.status === 'active' ? <IconUserOff size={14} aria-hidden /> : <IconUserCheck size={14} aria-hidden />}
            onClick={() => onToggleActive(s)}
            aria-label={t(s.status === 'active' ? 'students.account.deactivateLabel' : 'students.account.reactivateLabel', { name: s.name })}
            data-testid={`student-${s.status === 'active' ? 'deactivate' : 'reactivate'}`}
          >
            {t(s.status === 'active' ? 'students.account.deactivate' : 'students.account.reactivate')}
          </Button>
        </Group>
      ),
    },
  ], [t, i18n.language, onReports, onResetPassword, onToggleActive]);

  return (
    <div style={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
      <DataTable
        columns={columns}
        data={students.data?.results}
        isLoading={students.isPending}
        error={students.error}
        onRetry={() => void students.refetch()}
        errorText={t('students.failed')}
        emptyText={filtered ? t('students.noMatch') : t('students.empty')}
        {...paging.tableProps(students.data)}
        getRowId={(s) => s.username}
        caption={t('students.caption')}
        csvFileName="students"
        minWidth={960}
        testId="admin-students-table"
      />
    </div>
  );
}
