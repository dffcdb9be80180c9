import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Section, StaffSubmission } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useStaffHolidayHomework } from '../../../api/homework';
import { HolidayReportFileButton } from './HolidayReportFileButton';
import { formatMoment } from '../../../lib/format';

type Row = StaffSubmission & { index: number };

/**
 * The submissions of one class (spec 3 Holiday Homework Report): #, Name, Submitted On, Text (or a dash) and
 * File ('View File'), newest first as the server sends them.
 */
export function HolidayReportTable({ grade, section }: { grade: number; section: Section }) {
  const { t, i18n } = useTranslation('homework');
  const query = useStaffHolidayHomework(grade, section);
  const rows = useMemo<Row[]>(
    () => (query.data?.results[String(grade)]?.[section] ?? []).map((s, i) => ({ ...s, index: i + 1 })),
    [query.data, grade, section],
  );
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    return [
      { id: 'index', header: t('report.columns.index'), value: (r) => r.index, align: 'right' },
      {
        id: 'name', header: t('report.columns.name'), value: (r) => r.student_name, searchable: true,
        cell: (r) => <Text size="sm" fw={600} miw="8rem">{r.student_name}</Text>,
      },
      {
        id: 'submitted', header: t('report.columns.submitted'), value: (r) => r.submitted_at,
        csv: (r) => formatMoment(r.submitted_at, i18n.language),
        cell: (r) => (
          <Text size="sm" component="time" dateTime={r.submitted_at} style={{ whiteSpace: 'nowrap' }}>
            {formatMoment(r.submitted_at, i18n.language)}
          </Text>
        ),
      },
      {
        id: 'text', header: t('report.columns.text'), value: (r) => r.text, searchable: true,
        cell: (r) => (r.text
          // Wide enough to read (break-word, unlike anywhere, does not let the column shrink to a letter).
          ? <Text size="sm" miw="12rem" maw="28rem" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{r.text}</Text>
          : <Text size="sm" c="dimmed">{t('report.noText')}</Text>),
      },
      {
        id: 'file', header: t('report.columns.file'), value: (r) => r.file_name ?? '',
        cell: (r) => (r.file ? <HolidayReportFileButton url={r.file} fileName={r.file_name} /> : <Text size="sm" c="dimmed">{t('report.noFile')}</Text>),
      },
    ];
  }, [t, i18n.language]);

  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorText={t('report.failed')}
      emptyText={t('report.empty')}
      getRowId={(r) => String(r.id)}
      caption={t('report.tableCaption', { grade, section })}
      searchLabel={t('report.search')}
      csvFileName={`holiday-homework-grade-${grade}-${section}`}
      minWidth={640}
      testId="holiday-report-table"
    />
  );
}
