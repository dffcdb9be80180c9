import { useState, type ReactNode } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import type { StaffScope } from '../../../lib/staff-role';
import { DownloadPdfButton } from './DownloadPdfButton';

/** A form dialog's subject (what it adds or modifies) and whether it is open; the subject outlives the fade-out. */
export function useFormDialog<E>() {
  const [editing, setEditing] = useState<E | null>(null);
  const [opened, setOpened] = useState(false);
  return { editing, opened, open: (next: E) => { setEditing(next); setOpened(true); }, close: () => setOpened(false) };
}

/** Only the teacher changes a planner: the school account and an administrator read it. */
export const canEditPlanner = (scope: StaffScope) => scope.role === 'teacher' && !scope.readOnly;

/** The teacher's Modify and Delete columns (`canEdit`); `label` names the row for screen readers. */
export function modifyColumn<R>(
  t: TFunction<'planners'>, canEdit: boolean, label: (row: R) => string, onModify: (row: R) => void, onDelete: (row: R) => void,
): DataTableColumn<R>[] {
  if (!canEdit) return [];
  return [{
    id: 'modify', header: t('modify'),
    cell: (row: R) => <Button size="xs" variant="light" onClick={() => onModify(row)} aria-label={t('modifyLabel', { what: label(row) })}>{t('modify')}</Button>,
  }, {
    id: 'delete', header: t('delete'),
    cell: (row: R) => (
      <Button size="xs" variant="light" color="red" onClick={() => onDelete(row)} aria-label={t('deleteLabel', { what: label(row) })} data-testid="planner-delete">
        {t('delete')}
      </Button>
    ),
  }];
}

interface PlannerPanelProps {
  kind: 'macro' | 'micro';
  scope: StaffScope;
  onAdd: () => void;
  download: { run: () => Promise<unknown>; busy: boolean; disabled?: boolean };
  /** The grade or month select. */
  select: { label: string; placeholder?: string; data: { value: string; label: string }[]; value: string | null; onChange: (value: string) => void };
  children: ReactNode;
}

/**
 * A planner panel: title and description, the teacher's Add or the school's Download PDF (the school account's, or
 * an administrator's of the chosen school), the period select, then the table (children).
 */
export function PlannerPanel({ kind, scope, onAdd, download, select, children }: PlannerPanelProps) {
  const { t } = useTranslation('planners');
  const actions = scope.role === 'school'
    ? <DownloadPdfButton onDownload={download.run} busy={download.busy} disabled={download.disabled} failedText={t(`${kind}.downloadFailed`)} testId={`${kind}-download`} />
    : canEditPlanner(scope) && <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} data-testid={`${kind}-add`}>{t('add')}</Button>;
  return (
    <Stack gap="md" data-testid={`${kind}-planner`}>
      <PanelHeader title={t(`${kind}.title`)} description={t(`${kind}.description`)} actions={actions} />
      <Group>
        <Select
          label={select.label}
          placeholder={select.placeholder}
          data={select.data}
          value={select.value}
          onChange={(v) => v !== null && select.onChange(v)}
          allowDeselect={false}
          w={200}
          data-testid={`${kind}-select`}
        />
      </Group>
      {children}
    </Stack>
  );
}
