import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MonthlyReport } from '@prayog/contract';
import { fetchMonthlyReportFile, useDeleteMonthlyReport, useMonthlyReports } from '../../../api/monthly-reports';
import { useServerPage } from '../../../api/paging';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { ViewFileButton } from '../../../components/ViewFileButton';
import { formatDay } from '../../../lib/format';
import { useStaffScope } from '../../../lib/staff-role';
import { MonthlyReportFormModal, type ReportEditing } from '../components/MonthlyReportFormModal';

/**
 * Monthly Reports (spec 3, spec 2 §2.2): the school's reports, newest date first; View opens the file in a new tab.
 * The teacher adds, modifies and deletes reports; the school account reads the same table.
 */
export default function MonthlyReportsPage() {
  const { t, i18n } = useTranslation('monthlyReports');
  const scope = useStaffScope();
  // The teacher changes these records; the school account and an administrator (read-only) read them.
  const canEdit = scope.role === 'teacher' && !scope.readOnly;
  const { page, tableProps } = useServerPage();
  const reports = useMonthlyReports(scope, page);
  const remove = useDeleteMonthlyReport();
  // The dialogs keep showing their report while they fade out: what they are about outlives whether they are open.
  const [editing, setEditing] = useState<ReportEditing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<MonthlyReport | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const openForm = (next: ReportEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const columns = useMemo<DataTableColumn<MonthlyReport>[]>(() => {
    const named = (r: MonthlyReport) => ({ month: t(`months.${r.month}`), date: formatDay(r.date, i18n.language) });
    return [
      { id: 'date', header: t('columns.date'), value: (r) => r.date, cell: (r) => formatDay(r.date, i18n.language) },
      { id: 'month', header: t('columns.month'), value: (r) => t(`months.${r.month}`), searchable: true },
      {
        id: 'view', header: t('columns.view'),
        cell: (r) => (r.monthly_report
          ? (
            <ViewFileButton
              fetchFile={() => fetchMonthlyReportFile(r.monthly_report!)}
              downloadName={`monthly-report-${r.date}`}
              label={t('view')}
              openingLabel={t('opening')}
              failedText={t('fileFailed')}
              icon={<IconExternalLink size={14} aria-hidden="true" />}
              ariaLabel={t('viewLabel', named(r))}
              testId="monthly-report-view"
            />
          )
          : <Text span size="sm" c="dimmed">{t('noFile')}</Text>),
      },
      ...(canEdit ? [
        {
          id: 'modify', header: t('columns.modify'),
          cell: (r: MonthlyReport) => (
            <Button size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden="true" />} onClick={() => openForm({ mode: 'edit', report: r })} aria-label={t('modifyLabel', named(r))} data-testid="monthly-report-modify">
              {t('modify')}
            </Button>
          ),
        },
        {
          id: 'delete', header: t('columns.delete'),
          cell: (r: MonthlyReport) => (
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => { setDeleting(r); setConfirmOpen(true); }} aria-label={t('deleteLabel', named(r))} data-testid="monthly-report-delete">
              {t('delete')}
            </Button>
          ),
        },
      ] : []),
    ];
  }, [t, i18n.language, canEdit]);

  const data = reports.data;
  return (
    <Stack gap="sm" data-testid="monthly-reports">
      <PanelHeader
        title={t('title')}
        description={t(canEdit ? 'description.teacher' : scope.school === undefined ? 'description.school' : 'description.admin')}
        actions={canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm({ mode: 'add' })} aria-label={t('addLabel')} data-testid="monthly-report-add">
            {t('add')}
          </Button>
        )}
      />
      <DataTable
        columns={columns}
        data={data?.monthly_report}
        {...tableProps(data)}
        isLoading={reports.isPending}
        error={reports.error}
        onRetry={() => void reports.refetch()}
        errorText={t('failed')}
        emptyText={t(canEdit ? 'empty' : 'emptySchool')}
        getRowId={(r) => String(r.id)}
        caption={t('title')}
        // Read-only, three narrow columns fit a phone; with Modify and Delete the table scrolls sideways.
        minWidth={canEdit ? 560 : 300}
        csvFileName="monthly-reports"
        testId="monthly-reports-table"
      />
      {canEdit && (
        <>
          <MonthlyReportFormModal opened={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
          <ConfirmDialog
            opened={confirmOpen && deleting !== null}
            onClose={() => setConfirmOpen(false)}
            title={t('confirm.title')}
            message={t('confirm.message')}
            confirmLabel={t('confirm.confirm')}
            busyLabel={t('confirm.busy')}
            onConfirm={() => remove.mutateAsync(deleting!.id)}
            onSuccess={() => notifications.show({ color: 'green', message: t('deleted') })}
            errorFallback={t('confirm.failed')}
            testId="monthly-report-delete-dialog"
          />
        </>
      )}
    </Stack>
  );
}
