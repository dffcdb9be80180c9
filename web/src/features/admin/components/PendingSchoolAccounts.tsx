import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PendingSchoolAccount } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { usePendingSchoolAccounts, useDecideSchoolAccount } from '../../../api/admin';
import { formatMomentDay } from '../../../lib/format';

type Decision = 'approve' | 'reject';


/**
 * School accounts waiting for an administrator (ADR 0015), oldest first, each approved or rejected after a
 * confirmation. The server's message is the notice; the list and the summary's counts refetch.
 */
export function PendingSchoolAccounts() {
  const { t, i18n } = useTranslation('admin');
  const accounts = usePendingSchoolAccounts();
  const decide = useDecideSchoolAccount();
  // The dialog keeps showing whom it asked about while it fades out, so `asking` outlives `open`.
  const [asking, setAsking] = useState<{ account: PendingSchoolAccount; decision: Decision } | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (account: PendingSchoolAccount, decision: Decision) => {
    setAsking({ account, decision });
    setOpen(true);
  };

  const columns = useMemo<DataTableColumn<PendingSchoolAccount>[]>(() => [
    { id: 'name', header: t('accounts.columns.name'), value: (a) => a.name, searchable: true, cell: (a) => <Text size="sm" fw={600}>{a.name}</Text> },
    { id: 'username', header: t('accounts.columns.username'), value: (a) => a.username, searchable: true },
    { id: 'email', header: t('accounts.columns.email'), value: (a) => a.email, cell: (a) => <Anchor size="sm" href={`mailto:${a.email}`} style={{ overflowWrap: 'anywhere' }}>{a.email}</Anchor> },
    {
      id: 'phone', header: t('accounts.columns.phone'), value: (a) => a.phone_number ?? '',
      cell: (a) => (a.phone_number ? <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{a.phone_number}</Text> : <Text size="sm" c="dimmed">{t('accounts.noPhone')}</Text>),
    },
    { id: 'school', header: t('accounts.columns.school'), value: (a) => a.school.name, searchable: true },
    {
      id: 'requested', header: t('accounts.columns.requested'), value: (a) => a.requested_at,
      cell: (a) => <Text size="sm" component="time" dateTime={a.requested_at} style={{ whiteSpace: 'nowrap' }}>{formatMomentDay(a.requested_at, i18n.language)}</Text>,
    },
    {
      id: 'actions', header: t('accounts.columns.actions'),
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" color="green" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => ask(a, 'approve')} aria-label={t('accounts.approveLabel', { name: a.name })} data-testid="approve-school-account">
            {t('accounts.approve')}
          </Button>
          <Button size="compact-sm" color="red" variant="light" leftSection={<IconX size={14} aria-hidden />} onClick={() => ask(a, 'reject')} aria-label={t('accounts.rejectLabel', { name: a.name })} data-testid="reject-school-account">
            {t('accounts.reject')}
          </Button>
        </Group>
      ),
    },
  ], [t, i18n.language]);

  const names = asking ? { name: asking.account.name, username: asking.account.username, school: asking.account.school.name } : null;
  const approving = asking?.decision === 'approve';
  return (
    <>
      <DataTable
        columns={columns}
        data={accounts.data?.school_accounts}
        isLoading={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        getRowId={(a) => String(a.id)}
        emptyText={t('accounts.empty')}
        errorText={t('accounts.failed')}
        searchLabel={t('accounts.search')}
        caption={t('accounts.caption')}
        csvFileName="pending-school-accounts"
        minWidth={900}
        testId="pending-school-accounts"
      />
      <ConfirmDialog
        opened={open && asking !== null}
        onClose={() => setOpen(false)}
        title={approving ? t('accounts.approveTitle') : t('accounts.rejectTitle')}
        message={names ? (approving ? t('accounts.approveMessage', names) : t('accounts.rejectMessage', names)) : ''}
        confirmLabel={approving ? t('accounts.approve') : t('accounts.reject')}
        busyLabel={t('accounts.busy')}
        color={approving ? 'green' : 'red'}
        onConfirm={() => decide.mutateAsync({ id: asking!.account.id, decision: asking!.decision })}
        onSuccess={({ detail }) => notifications.show({ color: approving ? 'green' : 'blue', message: detail })}
        errorFallback={t('accounts.decisionFailed')}
        testId="school-account-decision"
      />
    </>
  );
}
