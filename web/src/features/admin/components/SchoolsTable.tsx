import { Fragment, useMemo } from 'react';
import { Badge, Button, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolSummaryRow } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useSchoolSummaryRows } from '../../../api/admin';

/** A time zone's name that may break after each '/' (Asia/ | Kolkata). */
const breakAfterSlashes = (name: string) => name.split('/').map((part, i) => (
  <Fragment key={i}>{i > 0 && <>/<wbr /></>}{part}</Fragment>
));

/** Every school with its code, city, time zone, join code and figures, each with Edit. */
export function SchoolsTable({ onEdit }: { onEdit: (school: SchoolSummaryRow) => void }) {
  const { t } = useTranslation('admin');
  const schools = useSchoolSummaryRows();
  const columns = useMemo<DataTableColumn<SchoolSummaryRow>[]>(() => [
    { id: 'name', header: t('schools.columns.name'), value: (s) => s.school_name, searchable: true, cell: (s) => <Text size="sm" fw={600}>{s.school_name}</Text> },
    { id: 'code', header: t('schools.columns.code'), value: (s) => s.code, searchable: true },
    { id: 'city', header: t('schools.columns.city'), value: (s) => s.city, searchable: true },
    // 'Asia/' and 'Kolkata' may take two lines, so the table fits its card at 1280 px.
    { id: 'timeZone', header: t('schools.columns.timeZone'), value: (s) => s.time_zone, cell: (s) => breakAfterSlashes(s.time_zone) },
    { id: 'joinCode', header: t('schools.columns.joinCode'), value: (s) => s.join_code, cell: (s) => <Code>{s.join_code}</Code> },
    { id: 'students', header: t('schools.columns.students'), value: (s) => s.student_count, align: 'right' },
    { id: 'teachers', header: t('schools.columns.teachers'), value: (s) => s.teacher_count, align: 'right' },
    { id: 'homework', header: t('schools.columns.activeHomework'), value: (s) => s.active_homework_count, align: 'right' },
    {
      id: 'pending', header: t('schools.columns.pending'), value: (s) => s.pending_accounts, align: 'right',
      cell: (s) => (s.pending_accounts > 0 ? <Badge color="orange" variant="light">{s.pending_accounts}</Badge> : <Text size="sm">0</Text>),
    },
    {
      id: 'actions', header: t('schools.columns.actions'),
      cell: (s) => (
        <Button size="compact-sm" variant="light" onClick={() => onEdit(s)} aria-label={t('schools.editLabel', { name: s.school_name })} data-testid="edit-school">
          {t('schools.edit')}
        </Button>
      ),
    },
  ], [t, onEdit]);

  return (
    <DataTable
      columns={columns}
      query={schools}
      errorText={t('common.summaryFailed')}
      getRowId={(s) => String(s.id)}
      emptyText={t('schools.empty')}
      searchLabel={t('schools.search')}
      caption={t('schools.caption')}
      csvFileName="schools"
      minWidth={900}
      testId="schools-table"
    />
  );
}
