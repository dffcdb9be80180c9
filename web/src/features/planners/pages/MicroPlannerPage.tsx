import { useMemo, useState } from 'react';
import { List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MICRO_PLANNER_DEFAULT_MONTH, type MicroEntry, type MicroPlanner, type PlannerMonth } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useDeleteMicroPlan, useDownloadMicroPlanner, useMicroPlanner } from '../../../api/planners';
import { useStaffScope } from '../../../lib/staff-role';
import { MicroPlanFormModal, type MicroEditing } from '../components/MicroPlanFormModal';
import { monthLabel, monthOptions } from '../components/planner-options';
import { canEditPlanner, modifyColumn, PlannerPanel, useFormDialog } from '../components/PlannerPanel';

type Row = MicroEntry & { grade: number; month: PlannerMonth };

/** The month's entries by grade, as the server orders them. */
function rowsOf(data: MicroPlanner | undefined, month: PlannerMonth): Row[] {
  return Object.entries(data?.microplanner_table[month] ?? {})
    .flatMap(([grade, entries]) => entries.map((e) => ({ ...e, grade: Number(grade), month })));
}

/**
 * Micro Planner (spec 3, spec 2 §2.2): a month select (April first), then the month's Grade | No. of Sessions |
 * Activities | Extra Activity table, one plan a grade. Teachers add, modify and delete plans (Delete asks first); the
 * school account reads and downloads a PDF.
 */
export default function MicroPlannerPage() {
  const { t } = useTranslation('planners');
  const scope = useStaffScope();
  const canEdit = canEditPlanner(scope);
  const [month, setMonth] = useState<PlannerMonth>(MICRO_PLANNER_DEFAULT_MONTH);
  const planner = useMicroPlanner(scope, month);
  const download = useDownloadMicroPlanner(scope);
  const form = useFormDialog<MicroEditing>();
  const { open } = form;
  const remove = useDeleteMicroPlan();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const rows = useMemo(() => rowsOf(planner.data, month), [planner.data, month]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => [
    { id: 'grade', header: t('grade'), value: (r) => r.grade, align: 'center' },
    { id: 'sessions', header: t('micro.sessions'), value: (r) => r.no_of_sessions, align: 'center' },
    {
      id: 'activities', header: t('micro.activities'), value: (r) => r.name_of_activity.join(', '), searchable: true, sortable: false,
      cell: (r) => <List size="sm" spacing={2}>{r.name_of_activity.map((a, i) => <List.Item key={i}>{a}</List.Item>)}</List>,
    },
    { id: 'extra', header: t('micro.extra'), value: (r) => r.extra_activity, searchable: true },
    ...modifyColumn<Row>(t, canEdit, (r) => `${t('gradeOption', { grade: r.grade })}: ${r.name_of_activity.join(', ')}`, (plan) => open({ mode: 'modify', plan }), (r) => {
      setDeleting(r);
      setConfirmOpen(true);
    }),
  // `open` and the delete's setters only call state setters, which never change: the columns need not be rebuilt.
  ], [t, canEdit]);

  return (
    <PlannerPanel
      kind="micro"
      scope={scope}
      onAdd={() => open({ mode: 'add', month })}
      download={{ run: () => download.mutateAsync(month), busy: download.isPending }}
      select={{ label: t('month'), data: monthOptions(t), value: month, onChange: (v) => setMonth(v as PlannerMonth) }}
    >
      <DataTable
        columns={columns}
        data={rows}
        isLoading={planner.isPending}
        error={planner.error}
        onRetry={() => void planner.refetch()}
        errorText={scope.role === 'school' ? t('micro.schoolLoadFailed') : t('micro.loadFailed')}
        emptyText={t('micro.empty', { month: monthLabel(t, month) })}
        getRowId={(r) => String(r.id)}
        pageSize={20}
        caption={t('micro.caption', { month: monthLabel(t, month) })}
        csvFileName="micro-planner"
        testId="micro-table"
      />
      {canEdit && (
        <>
          <MicroPlanFormModal
            opened={form.opened}
            editing={form.editing}
            onClose={form.close}
            onSaved={setMonth}
            onExisting={(plan) => open({ mode: 'modify', plan })}
          />
          <ConfirmDialog
            opened={confirmOpen && deleting !== null}
            onClose={() => setConfirmOpen(false)}
            title={t('confirm.title')}
            message={deleting && t('micro.confirmDelete', { grade: deleting.grade, month: monthLabel(t, deleting.month) })}
            confirmLabel={t('delete')}
            busyLabel={t('confirm.busy')}
            onConfirm={() => remove.mutateAsync(deleting!.id)}
            onSuccess={() => notifications.show({ color: 'green', message: t('micro.deleted') })}
            errorFallback={t('micro.deleteFailed')}
            testId="micro-delete-dialog"
          />
        </>
      )}
    </PlannerPanel>
  );
}
