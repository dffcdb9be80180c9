import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Approvals } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmailText } from './EmailText';
import { decisionColumn, requestedColumn } from './request-columns';

export type PendingTeacher = Approvals['teachers'][number];

interface PendingTeachersTableProps {
  teachers: readonly PendingTeacher[] | undefined;
  isLoading: boolean;
  /** Whether this teacher's approval is being sent. */
  isApproving: (teacher: PendingTeacher) => boolean;
  onApprove: (teacher: PendingTeacher) => void;
  onReject: (teacher: PendingTeacher) => void;
}

/** Teachers who signed up for the school, oldest first, each with Approve and Reject. */
export function PendingTeachersTable({ teachers, isLoading, isApproving, onApprove, onReject }: PendingTeachersTableProps) {
  const { t, i18n } = useTranslation('approvals');
  const columns = useMemo<DataTableColumn<PendingTeacher>[]>(() => [
    { id: 'name', header: t('columns.name'), value: (p) => p.name, searchable: true, cell: (p) => <Text size="sm" fw={600}>{p.name}</Text> },
    { id: 'username', header: t('columns.username'), value: (p) => p.username, searchable: true },
    { id: 'email', header: t('columns.email'), value: (p) => p.email, cell: (p) => <EmailText email={p.email} /> },
    requestedColumn('signedUp', t('columns.signedUp'), i18n.language),
    decisionColumn(t('columns.actions'), { isApproving, onApprove, onReject }),
  ], [t, i18n.language, isApproving, onApprove, onReject]);

  return (
    <DataTable
      columns={columns}
      data={teachers}
      isLoading={isLoading}
      getRowId={(p) => String(p.id)}
      emptyText={t('teachers.empty')}
      searchLabel={t('search')}
      caption={t('teachers.title')}
      minWidth={720}
      testId="pending-teachers"
    />
  );
}
