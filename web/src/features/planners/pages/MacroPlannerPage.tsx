import { useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MacroPlanner, PlannerMonth } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { useDeleteMacroPlan, useDownloadMacroPlanner, useMacroPlanner } from '../../../api/planners';
import { useStaffScope } from '../../../lib/staff-role';
import { MacroPlanFormModal, type MacroEditing } from '../components/MacroPlanFormModal';
import { gradeSelectData, monthLabel } from '../components/planner-options';
import { canEditPlanner, modifyColumn, PlannerPanel, useFormDialog } from '../components/PlannerPanel';

interface Row { id: number; grade: number; month: PlannerMonth; topic: string }

/** The grade's entries in the server's order (school year, April to March). */
function rowsOf(data: MacroPlanner | undefined, grade: number | null): Row[] {
  if (!data || grade === null) return [];
  return Object.entries(data.macroplanner[grade] ?? {})
    .flatMap(([month, entries]) => entries.map((e) => ({ id: e.id, grade, month: month as PlannerMonth, topic: e.topic })));
}

/**
 * Macro Planner (spec 3, spec 2 §2.2): a grade select, then the grade's Month | Topic table, one topic a month.
 * Teachers add, modify and delete topics (Delete asks first); the school account reads the table and downloads it
 * as a PDF.
 */
export default function MacroPlannerPage() {
  const { t } = useTranslation('planners');
  const scope = useStaffScope();
  const canEdit = canEditPlanner(scope);
  const [grade, setGrade] = useState<number | null>(null);
  const planner = useMacroPlanner(scope, grade);
  const download = useDownloadMacroPlanner(scope);
  const form = useFormDialog<MacroEditing>();
  const { open } = form;
  const remove = useDeleteMacroPlan();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const describe = (r: Row) => `${t('gradeOption', { grade: r.grade })}, ${monthLabel(t, r.month)}: ${r.topic}`;

  const rows = useMemo(() => rowsOf(planner.data, grade), [planner.data, grade]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => [
    // Months stay in school-year order: sorting them by name would put August first.
    { id: 'month', header: t('month'), value: (r) => monthLabel(t, r.month), sortable: false },
    { id: 'topic', header: t('macro.topic'), value: (r) => r.topic, searchable: true },
    ...modifyColumn<Row>(t, canEdit, (r) => `${monthLabel(t, r.month)}: ${r.topic}`, (plan) => open({ mode: 'modify', plan }), (r) => {
      setDeleting(r);
      setConfirmOpen(true);
    }),
  // `open` and the delete's setters only call state setters, which never change: the columns need not be rebuilt.
  ], [t, canEdit]);

  return (
    <PlannerPanel
      kind="macro"
      scope={scope}
      onAdd={() => open({ mode: 'add', grade })}
      download={{ run: () => download.mutateAsync(grade!), busy: download.isPending, disabled: grade === null }}
      select={{ label: t('grade'), placeholder: t('selectGrade'), data: gradeSelectData(t), value: grade === null ? null : String(grade), onChange: (v) => setGrade(Number(v)) }}
    >
      {grade === null ? <EmptyState message={t('macro.prompt')} /> : (
        <DataTable
          columns={columns}
          data={rows}
          isLoading={planner.isPending}
          error={planner.error}
          onRetry={() => void planner.refetch()}
          errorText={t('macro.loadFailed')}
          emptyText={t('macro.empty', { grade })}
          getRowId={(r) => String(r.id)}
          pageSize={20}
          caption={t('macro.caption', { grade })}
          minWidth={480}
          csvFileName="macro-planner"
          testId="macro-table"
        />
      )}
      {canEdit && (
        <>
          <MacroPlanFormModal
            opened={form.opened}
            editing={form.editing}
            onClose={form.close}
            onSaved={setGrade}
            onExisting={(plan) => open({ mode: 'modify', plan })}
          />
          <ConfirmDialog
            opened={confirmOpen && deleting !== null}
            onClose={() => setConfirmOpen(false)}
            title={t('confirm.title')}
            message={deleting && t('macro.confirmDelete', { what: describe(deleting) })}
            confirmLabel={t('delete')}
            busyLabel={t('confirm.busy')}
            onConfirm={() => remove.mutateAsync(deleting!.id)}
            onSuccess={() => notifications.show({ color: 'green', message: t('macro.deleted') })}
            errorFallback={t('macro.deleteFailed')}
            testId="macro-delete-dialog"
          />
        </>
      )}
    </PlannerPanel>
  );
}
