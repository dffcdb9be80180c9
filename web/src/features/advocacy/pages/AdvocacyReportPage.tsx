import { useCallback, useMemo, useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADVOCACY_FIELD_NAMES, type AdvocacyFieldName, type AdvocacyReport } from '@prayog/contract';
import { useAdvocacyReport } from '../../../api/advocacy';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { errorDetail } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { currentStaffRole } from '../../../lib/staff-role';
import { AdvocacyFormModal } from '../components/AdvocacyFormModal';

interface FieldRow {
  name: AdvocacyFieldName;
  value: AdvocacyReport[AdvocacyFieldName];
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Advocacy Report (spec 3, spec 2 §2.2): the school's report as a Field/Value table. Field names show with spaces
 * for underscores, the gallery as a 'View' link, booleans as Yes/No and blanks as N/A. The teacher creates and
 * edits it; the school account reads it.
 */
export default function AdvocacyReportPage() {
  const { t, i18n } = useTranslation('advocacy');
  const role = currentStaffRole();
  const canEdit = role === 'teacher';
  const report = useAdvocacyReport(role);
  const [formOpen, setFormOpen] = useState(false);

  const text = useCallback((row: FieldRow): string => {
    if (isBlank(row.value)) return t('na');
    if (typeof row.value === 'boolean') return t(row.value ? 'yes' : 'no');
    if (row.name === 'exhibition_date') return formatDay(String(row.value), i18n.language);
    return String(row.value);
  }, [t, i18n.language]);
  const columns = useMemo<DataTableColumn<FieldRow>[]>(() => [
    { id: 'field', header: t('columns.field'), sortable: false, value: (r) => t(`fields.${r.name}`), cell: (r) => <Text span size="sm" fw={500} tt="capitalize">{t(`fields.${r.name}`)}</Text> },
    {
      id: 'value', header: t('columns.value'), sortable: false, value: text,
      cell: (r) => (r.name === 'gallery' && !isBlank(r.value)
        ? <Anchor href={String(r.value)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="advocacy-gallery">{t('view')}</Anchor>
        : <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text(r)}</Text>),
    },
  ], [t, text]);

  const data = report.data;
  const rows = useMemo<FieldRow[] | undefined>(
    () => (data === undefined ? undefined : data === null ? [] : ADVOCACY_FIELD_NAMES.map((name) => ({ name, value: data[name] }))),
    [data],
  );

  const action = canEdit && report.isSuccess && (
    <Button leftSection={data ? <IconEdit size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />} onClick={() => setFormOpen(true)} data-testid="advocacy-edit">
      {t(data ? 'edit' : 'create')}
    </Button>
  );
  return (
    <Stack gap="sm" data-testid="advocacy-report">
      <PanelHeader title={t('title')} description={t(canEdit ? 'description.teacher' : 'description.school')} actions={action} />
      {report.isError
        ? <ErrorState message={t('error', { message: errorDetail(report.error, t('failed')) })} onRetry={() => void report.refetch()} />
        : (
          <DataTable
            columns={columns}
            data={rows}
            isLoading={report.isPending}
            emptyText={t(canEdit ? 'empty.teacher' : 'empty.school')}
            getRowId={(r) => r.name}
            caption={t('title')}
            csvFileName="advocacy-report"
            pageSize={ADVOCACY_FIELD_NAMES.length}
            minWidth={320}
            testId="advocacy-table"
          />
        )}
      {canEdit && <AdvocacyFormModal opened={formOpen} report={data ?? null} onClose={() => setFormOpen(false)} />}
    </Stack>
  );
}
