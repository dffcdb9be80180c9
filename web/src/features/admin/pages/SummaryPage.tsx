import { useMemo } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolSummaryRow } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { useSchoolSummary, useSchoolSummaryRows } from '../../../api/admin';
import { formatCount } from '../../../lib/format';

/** Summary (spec 3 admin sidebar): every school's students and active homework, with the totals, as a table and CSV. */
export default function SummaryPage() {
  const { t, i18n } = useTranslation('admin');
  const summary = useSchoolSummary();
  const schools = useSchoolSummaryRows();
  const columns = useMemo<DataTableColumn<SchoolSummaryRow>[]>(() => [
    { id: 'school', header: t('common.school'), value: (s) => s.school_name, searchable: true },
    { id: 'students', header: t('common.students'), value: (s) => s.student_count, align: 'right' },
    { id: 'homework', header: t('common.activeHomework'), value: (s) => s.active_homework_count, align: 'right' },
  ], [t]);
  const totals = summary.data;
  const n = (value: number) => formatCount(value, i18n.language);

  return (
    <Stack gap="sm" data-testid="admin-summary">
      <PanelHeader title={t('summary.title')} description={t('summary.description')} />
      {totals && (
        <Card withBorder radius="md" padding="sm" component="section" aria-label={t('summary.totals')} data-testid="summary-totals">
          <Group gap="lg" wrap="wrap">
            <Text fw={700}>{t('summary.totals')}</Text>
            <Text data-testid="summary-total-schools">{t('summary.totalSchools', { value: n(totals.total_schools) })}</Text>
            <Text data-testid="summary-total-students">{t('summary.totalStudents', { value: n(totals.total_students) })}</Text>
            <Text data-testid="summary-total-homework">{t('summary.totalHomework', { value: n(totals.active_homework) })}</Text>
          </Group>
        </Card>
      )}
      <DataTable
        columns={columns}
        query={schools}
        errorText={t('common.summaryFailed')}
        getRowId={(s) => String(s.id)}
        emptyText={t('summary.empty')}
        searchLabel={t('summary.search')}
        caption={t('summary.caption')}
        csvFileName="school-summary"
        testId="summary-table"
      />
    </Stack>
  );
}
