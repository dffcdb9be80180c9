import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ClassChangeRequest } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail } from '../../../lib/api';
import { useClassChanges, useDecideClassChange } from '../../../api/approvals';
import { decisionColumn, requestedColumn } from './request-columns';

type Row = ClassChangeRequest & { name: string };

/**
 * Students' requests to move to another class (ADR 0024), oldest first: Approve moves the student at once, Reject
 * (after a confirmation) leaves them in their class. Shown to the school's teachers and to the school account.
 */
export function ClassChangesCard({ withDescription = true }: {
  /** The teacher's page says it in its header already. */
  withDescription?: boolean;
} = {}) {
  const { t, i18n } = useTranslation('approvals');
  const requests = useClassChanges();
  const decide = useDecideClassChange();
  const [approving, setApproving] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState(false);

  const approve = useCallback(async (row: Row) => {
    setApproving(row.id);
    try {
      const { detail } = await decide.mutateAsync({ id: row.id, decision: 'approve' });
      notifications.show({ color: 'green', message: detail });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('decisionFailed')) });
    } finally {
      setApproving(null);
    }
  }, [decide.mutateAsync, t]);
  const isApproving = useCallback((row: Row) => approving === row.id, [approving]);
  const onApprove = useCallback((row: Row) => void approve(row), [approve]);
  const onReject = useCallback((row: Row) => { setRejecting(row); setConfirming(true); }, []);

  const classOf = useCallback((c: { grade: number; section: string }) => t('classLabel', { grade: c.grade, section: c.section }), [t]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => [
    {
      id: 'student',
      header: t('columns.student'),
      value: (r) => `${r.name} (${r.student.username})`,
      searchable: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{r.name}</Text>
          <Text size="xs" c="dimmed">{r.student.username}</Text>
        </Stack>
      ),
    },
    { id: 'from', header: t('columns.fromClass'), value: (r) => classOf(r.from) },
    { id: 'to', header: t('columns.toClass'), value: (r) => classOf(r.to), cell: (r) => <Text size="sm" fw={600}>{classOf(r.to)}</Text> },
    requestedColumn('requested', t('columns.requested'), i18n.language),
    decisionColumn(t('columns.actions'), { isApproving, onApprove, onReject }),
  ], [t, i18n.language, classOf, isApproving, onApprove, onReject]);

  const rows = useMemo(() => requests.data?.class_changes.map((r) => ({ ...r, name: r.student.name })), [requests.data]);

  return (
    <SectionCard title={t('classChanges.title')} testId="class-changes-card">
      {withDescription && <Text size="sm" c="dimmed" mb="sm">{t('classChanges.description')}</Text>}
      {requests.isError ? (
        <ErrorState message={errorDetail(requests.error, t('loadFailed'))} onRetry={() => void requests.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          isLoading={requests.isPending}
          getRowId={(r) => String(r.id)}
          emptyText={t('classChanges.empty')}
          searchLabel={t('search')}
          caption={t('classChanges.title')}
          minWidth={720}
          testId="class-changes"
        />
      )}
      <ConfirmDialog
        opened={confirming && rejecting !== null}
        onClose={() => setConfirming(false)}
        title={t('confirm.classChangeTitle')}
        message={rejecting ? t('confirm.classChangeMessage', { name: rejecting.name, to: classOf(rejecting.to), from: classOf(rejecting.from) }) : ''}
        confirmLabel={t('confirm.confirm')}
        busyLabel={t('confirm.busy')}
        onConfirm={() => decide.mutateAsync({ id: rejecting!.id, decision: 'reject' })}
        onSuccess={({ detail }) => notifications.show({ color: 'blue', message: detail })}
        errorFallback={t('decisionFailed')}
        testId="class-change-reject-dialog"
      />
    </SectionCard>
  );
}
