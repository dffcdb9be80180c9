import { useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, LISTED_ROLES, MANAGED_ROLES, type AccountStatus, type ManagedAccount } from '@prayog/contract';
import { useSchoolAccounts, useSetAccountActive, type SchoolAccountFilters } from '../../../api/account-status';
import { useServerPage } from '../../../api/paging';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatMoment } from '../../../lib/format';
import { schoolParam, useStaffScope } from '../../../lib/staff-role';

type ListedRole = (typeof LISTED_ROLES)[number];

/** The badge every list shows beside a deactivated account (ADR 0025). */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('accounts');
  return <Badge color={status === 'active' ? 'teal' : 'gray'} variant="light" data-testid={`account-status-${status}`}>{t(`status.${status}`)}</Badge>;
}

/**
 * Accounts (issue 27, ADR 0025): the school's teachers, parents and students, each with its status, deactivated or
 * reactivated after a confirmation. A deactivated account cannot sign in; its records stay. An administrator sees it
 * for a chosen school (`?school=`), school accounts included, and may act on every row; a read-only scope hides the
 * actions.
 */
export default function SchoolAccountsPage() {
  const { t, i18n } = useTranslation('accounts');
  const scope = useStaffScope();
  const [role, setRole] = useState<ListedRole | null>(null);
  // The administrator (a chosen school) also sees the school's own accounts.
  const roles: readonly ListedRole[] = scope.school === undefined ? MANAGED_ROLES : LISTED_ROLES;
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 400);
  const [changing, setChanging] = useState<ManagedAccount | null>(null);
  const { page, tableProps } = useServerPage(50);
  const filters: SchoolAccountFilters = { ...schoolParam(scope), role: role ?? undefined, status: status ?? undefined, search: typed || undefined };
  const list = useSchoolAccounts(filters, page);
  const setActive = useSetAccountActive();

  const columns = useMemo<DataTableColumn<ManagedAccount>[]>(() => [
    {
      id: 'name', header: t('status.columns.name'), value: (a) => a.name ?? a.username,
      cell: (a) => (
        <Box>
          <Text size="sm">{a.name ?? a.username}</Text>
          <Text size="xs" c="dimmed">{a.username}</Text>
        </Box>
      ),
    },
    { id: 'role', header: t('status.columns.role'), value: (a) => t(`status.roles.${a.role}`) },
    { id: 'class', header: t('status.columns.class'), value: (a) => a.class_name ?? '' },
    { id: 'status', header: t('status.columns.status'), value: (a) => t(`status.${a.status}`), cell: (a) => <AccountStatusBadge status={a.status} /> },
    { id: 'lastLogin', header: t('status.columns.lastLogin'), value: (a) => (a.last_login ? formatMoment(a.last_login, i18n.language) : t('status.never')), csv: (a) => a.last_login ?? '' },
    ...(scope.readOnly ? [] : [{
      id: 'actions', header: t('status.columns.actions'),
      cell: (a: ManagedAccount) => (
        <Button
          size="xs" variant="light" color={a.status === 'active' ? 'red' : 'teal'} onClick={() => setChanging(a)}
          aria-label={t(a.status === 'active' ? 'status.deactivateLabel' : 'status.reactivateLabel', { name: a.name ?? a.username })}
          data-testid={`account-${a.status === 'active' ? 'deactivate' : 'reactivate'}-${a.username}`}
        >
          {t(a.status === 'active' ? 'status.deactivate' : 'status.reactivate')}
        </Button>
      ),
    }]),
  ], [t, i18n.language, scope.readOnly]);

  const reactivating = changing?.status === 'deactivated';
  const who = changing ? { name: changing.name ?? changing.username, username: changing.username } : { name: '', username: '' };

  return (
    <Stack gap={0} data-testid="school-accounts-panel">
      <PanelHeader title={t('status.title')} description={t(scope.school === undefined ? 'status.intro' : 'status.introChosenSchool')} />
      <DataTable
        columns={columns}
        data={list.data?.results}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        errorText={t('status.failed')}
        emptyText={t('status.empty')}
        {...tableProps(list.data)}
        getRowId={(a) => String(a.id)}
        caption={t('status.caption')}
        csvFileName="accounts"
        minWidth={720}
        testId="school-accounts-table"
        toolbar={(
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('status.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', xs: 240 }} data-testid="accounts-search"
            />
            <Select
              label={t('status.role')} placeholder={t('status.anyRole')} clearable value={role}
              onChange={(v) => setRole(v as ListedRole | null)} w={{ base: '100%', xs: 170 }}
              data={roles.map((r) => ({ value: r, label: t(`status.roles.${r}`) }))}
            />
            <Select
              label={t('status.statusFilter')} placeholder={t('status.anyStatus')} clearable value={status}
              onChange={(v) => setStatus(v as AccountStatus | null)} w={{ base: '100%', xs: 170 }}
              data={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Group>
        )}
      />
      <ConfirmDialog
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title={t(reactivating ? 'status.confirmReactivateTitle' : 'status.confirmDeactivateTitle')}
        message={t(reactivating ? 'status.confirmReactivate' : 'status.confirmDeactivate', who)}
        confirmLabel={t(reactivating ? 'status.reactivate' : 'status.deactivate')}
        busyLabel={t('status.busy')}
        color={reactivating ? 'teal' : 'red'}
        errorFallback={t('status.failedChange')}
        onConfirm={() => setActive.mutateAsync({ accountId: changing!.id, active: reactivating })}
        testId="account-status-confirm"
      />
    </Stack>
  );
}
