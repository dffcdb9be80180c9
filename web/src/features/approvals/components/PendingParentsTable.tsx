import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Approvals } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmailText } from './EmailText';
import { decisionColumn, requestedColumn } from './request-columns';

export type PendingParent = Approvals['parents'][number];

interface PendingParentsTableProps {
  parents: readonly PendingParent[] | undefined;
  isLoading: boolean;
  isApproving: (parent: PendingParent) => boolean;
  onApprove: (parent: PendingParent) => void;
  onReject: (parent: PendingParent) => void;
  /** Opens the confirmation to dismiss all of a parent's waiting requests (shown when more than one waits). */
  onDismissAll: (parent: PendingParent) => void;
}

/** What the request names: the student found at this school (with the class), else the username the parent typed. */
function childText(p: PendingParent, t: TFunction<'approvals'>): string {
  if (p.child) return `${p.child.name} (${p.child.username}), ${t('classLabel', { grade: p.child.grade, section: p.child.section })}`;
  return p.requested_child_username ? t('noChild', { username: p.requested_child_username }) : t('noChildGiven');
}

/**
 * Parents' requests, oldest first: a new parent account, or an approved parent asking for another child. The
 * child column shows the student the typed username names here, so the school can check it before approving.
 */
export function PendingParentsTable({ parents, isLoading, isApproving, onApprove, onReject, onDismissAll }: PendingParentsTableProps) {
  const { t, i18n } = useTranslation('approvals');
  const columns = useMemo<DataTableColumn<PendingParent>[]>(() => [
    {
      id: 'parent',
      header: t('columns.parent'),
      value: (p) => `${p.name} (${p.username})`,
      searchable: true,
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{p.name}</Text>
          <Text size="xs" c="dimmed">{p.username}</Text>
        </Stack>
      ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      value: (p) => [p.email, p.phone_number].filter(Boolean).join(', '),
      cell: (p) => (
        <Stack gap={0}>
          <EmailText email={p.email} />
          <Text size="xs" c="dimmed">{p.phone_number ?? t('noPhone')}</Text>
        </Stack>
      ),
    },
    {
      id: 'child',
      header: t('columns.child'),
      value: (p) => childText(p, t),
      searchable: true,
      // The class sits under the child's name: one column less, so the table fits a laptop screen.
      cell: (p) => (p.child
        ? (
          <Stack gap={0}>
            <Text size="sm" fw={600}>{p.child.name}</Text>
            <Text size="xs" c="dimmed">{p.child.username}</Text>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>{t('classLabel', { grade: p.child.grade, section: p.child.section })}</Text>
          </Stack>
        )
        : <Text size="sm" c="orange.8" miw="10rem">{childText(p, t)}</Text>),
    },
    {
      id: 'request',
      header: t('columns.request'),
      value: (p) => t(p.account_pending ? 'request.newAccount' : 'request.anotherChild'),
      // A parent asking for child after child is shown one request at a time; the rest go in one step.
      cell: (p) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t(p.account_pending ? 'request.newAccount' : 'request.anotherChild')}</Text>
          {p.pending_requests > 1 && (
            <>
              <Text size="xs" c="orange.8" data-testid="pending-requests">{t('request.waiting', { count: p.pending_requests })}</Text>
              <Button
                size="compact-xs" variant="subtle" color="red" onClick={() => onDismissAll(p)}
                aria-label={t('dismissAllLabel', { name: p.name })} title={t('dismissAllLabel', { name: p.name })} data-testid="dismiss-all-button"
              >
                {t('dismissAll')}
              </Button>
            </>
          )}
        </Stack>
      ),
    },
    requestedColumn('requested', t('columns.requested'), i18n.language),
    decisionColumn(t('columns.actions'), { isApproving, onApprove, onReject }),
  ], [t, i18n.language, isApproving, onApprove, onReject, onDismissAll]);

  return (
    <DataTable
      columns={columns}
      data={parents}
      isLoading={isLoading}
      getRowId={(p) => String(p.id)}
      emptyText={t('parents.empty')}
      searchLabel={t('search')}
      caption={t('parents.title')}
      minWidth={880}
      testId="pending-parents"
    />
  );
}
