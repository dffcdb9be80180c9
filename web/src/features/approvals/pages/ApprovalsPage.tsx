import { useCallback, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail } from '../../../lib/api';
import { useApprovals, useDecideApproval, useDismissParentRequests, type ApprovalKind } from '../../../api/approvals';
import { PendingParentsTable, type PendingParent } from '../components/PendingParentsTable';
import { PendingTeachersTable, type PendingTeacher } from '../components/PendingTeachersTable';
import { ClassChangesCard } from '../components/ClassChangesCard';

/** The request a Reject button asked about; the dialog's question depends on what is rejected. */
type Rejecting =
  | { kind: 'teacher'; person: PendingTeacher }
  | { kind: 'parent'; person: PendingParent };

const keyOf = (kind: ApprovalKind, id: number) => `${kind}:${id}`;

/**
 * The school account's Approvals (ADR 0007): teachers and parents waiting for the school, each approved at once
 * or rejected after a confirmation (a rejection is final). The server's message is the toast; the lists refetch.
 */
export default function ApprovalsPage({ actions }: {
  /** Buttons in the title row from another feature (the school's Import Teachers, composed in the shell). */
  actions?: ReactNode;
} = {}) {
  const { t } = useTranslation('approvals');
  const approvals = useApprovals();
  const decide = useDecideApproval();
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set());
  // The dialog keeps showing whom it asked about while it fades out, so `rejecting` outlives `confirming`.
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dismiss = useDismissParentRequests();
  const [dismissing, setDismissing] = useState<PendingParent | null>(null);
  const [confirmingDismiss, setConfirmingDismiss] = useState(false);
  const askToDismiss = useCallback((parent: PendingParent) => {
    setDismissing(parent);
    setConfirmingDismiss(true);
  }, []);

  const approve = useCallback(async (kind: ApprovalKind, id: number) => {
    const key = keyOf(kind, id);
    setApproving((keys) => new Set(keys).add(key));
    try {
      const { detail } = await decide.mutateAsync({ kind, id, decision: 'approve' });
      notifications.show({ color: 'green', message: detail });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('decisionFailed')) });
    } finally {
      setApproving((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }, [decide.mutateAsync, t]);

  const isApprovingTeacher = useCallback((p: PendingTeacher) => approving.has(keyOf('teacher', p.id)), [approving]);
  const isApprovingParent = useCallback((p: PendingParent) => approving.has(keyOf('parent', p.id)), [approving]);
  const approveTeacher = useCallback((p: PendingTeacher) => void approve('teacher', p.id), [approve]);
  const approveParent = useCallback((p: PendingParent) => void approve('parent', p.id), [approve]);
  const askToReject = useCallback((request: Rejecting) => {
    setRejecting(request);
    setConfirming(true);
  }, []);
  const rejectTeacher = useCallback((person: PendingTeacher) => askToReject({ kind: 'teacher', person }), [askToReject]);
  const rejectParent = useCallback((person: PendingParent) => askToReject({ kind: 'parent', person }), [askToReject]);

  return (
    <Stack gap={0} data-testid="approvals">
      <PanelHeader title={t('title')} description={t('description')} actions={actions} />
      {approvals.isError ? (
        // One load answers both lists: one error, not two.
        <ErrorState message={errorDetail(approvals.error, t('loadFailed'))} onRetry={() => void approvals.refetch()} />
      ) : (
        <Stack gap="lg">
          <SectionCard title={t('teachers.title')} testId="pending-teachers-card">
            <PendingTeachersTable
              teachers={approvals.data?.teachers}
              isLoading={approvals.isPending}
              isApproving={isApprovingTeacher}
              onApprove={approveTeacher}
              onReject={rejectTeacher}
            />
          </SectionCard>
          <SectionCard title={t('parents.title')} testId="pending-parents-card">
            <PendingParentsTable
              parents={approvals.data?.parents}
              isLoading={approvals.isPending}
              isApproving={isApprovingParent}
              onApprove={approveParent}
              onReject={rejectParent}
              onDismissAll={askToDismiss}
            />
          </SectionCard>
          <ClassChangesCard />
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming && rejecting !== null}
        onClose={() => setConfirming(false)}
        title={rejecting?.kind === 'parent' ? t('confirm.parentTitle') : t('confirm.teacherTitle')}
        message={rejecting ? rejectQuestion(rejecting, t) : ''}
        confirmLabel={t('confirm.confirm')}
        busyLabel={t('confirm.busy')}
        onConfirm={() => decide.mutateAsync({ kind: rejecting!.kind, id: rejecting!.person.id, decision: 'reject' })}
        onSuccess={({ detail }) => notifications.show({ color: 'blue', message: detail })}
        errorFallback={t('decisionFailed')}
        testId="reject-dialog"
      />
      <ConfirmDialog
        opened={confirmingDismiss && dismissing !== null}
        onClose={() => setConfirmingDismiss(false)}
        title={t('confirm.dismissTitle')}
        message={dismissing ? t('confirm.dismissMessage', { name: dismissing.name, username: dismissing.username, count: dismissing.pending_requests }) : ''}
        confirmLabel={t('confirm.dismissConfirm')}
        busyLabel={t('confirm.busy')}
        onConfirm={() => dismiss.mutateAsync(dismissing!.id)}
        onSuccess={({ detail }) => notifications.show({ color: 'blue', message: detail })}
        errorFallback={t('decisionFailed')}
        testId="dismiss-dialog"
      />
    </Stack>
  );
}

function rejectQuestion(rejecting: Rejecting, t: TFunction<'approvals'>): string {
  const names = { name: rejecting.person.name, username: rejecting.person.username };
  if (rejecting.kind === 'teacher') return t('confirm.teacherMessage', names);
  return rejecting.person.account_pending ? t('confirm.parentAccountMessage', names) : t('confirm.parentLinkMessage', names);
}
