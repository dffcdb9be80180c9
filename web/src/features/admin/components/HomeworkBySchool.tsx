import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SchoolSummaryRow } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { longNameAxisProps } from '../../../components/charts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

/**
 * Homework Report by School (spec 3 "Administrator dashboard"): each school's open homework as a bar, and the same
 * figures in a table (with the students, for scale) that sorts and downloads as CSV.
 */
export function HomeworkBySchool({ schools }: { schools: readonly SchoolSummaryRow[] }) {
  const { t } = useTranslation('admin');
  const narrow = useMediaQuery('(max-width: 36em)');
  const data = useMemo(() => schools.map((s) => ({ school: s.short_name, homework: s.active_homework_count })), [schools]);
  const columns = useMemo<DataTableColumn<SchoolSummaryRow>[]>(() => [
    { id: 'school', header: t('common.school'), value: (s) => s.school_name, searchable: true },
    { id: 'city', header: t('dashboard.homework.city'), value: (s) => s.city, searchable: true },
    { id: 'homework', header: t('common.activeHomework'), value: (s) => s.active_homework_count, align: 'right' },
    { id: 'students', header: t('common.students'), value: (s) => s.student_count, align: 'right' },
  ], [t]);

  return (
    <Stack gap="md">
      <ChartCard
        type="bar"
        title={t('dashboard.homework.title')}
        testId="homework-by-school"
        data={data}
        dataKey="school"
        series={[{ name: 'homework', label: t('common.activeHomework'), color: 'orange.6' }]}
        categoryLabel={t('common.school')}
        emptyText={t('dashboard.homework.empty')}
        summary={t('dashboard.homework.summary', { count: data.length })}
        chartProps={{ xAxisProps: longNameAxisProps(narrow) }}
      />
      <DataTable
        columns={columns}
        data={schools}
        getRowId={(s) => String(s.id)}
        emptyText={t('dashboard.homework.empty')}
        caption={t('dashboard.homework.caption')}
        csvFileName="homework-by-school"
        initialSort={{ id: 'homework', desc: true }}
        testId="homework-table"
      />
    </Stack>
  );
}
