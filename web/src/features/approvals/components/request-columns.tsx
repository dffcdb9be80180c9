import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/DataTable';
import { DecisionButtons } from './DecisionButtons';
import { formatRequestDay } from './format';

interface Request { name: string; requested_at: string }

/** The day a teacher or parent asked, sortable by the instant. */
export const requestedColumn = <R extends Request>(id: string, header: string, language: string): DataTableColumn<R> => ({
  id,
  header,
  value: (r) => r.requested_at,
  cell: (r) => <Text size="sm" component="time" dateTime={r.requested_at} style={{ whiteSpace: 'nowrap' }}>{formatRequestDay(r.requested_at, language)}</Text>,
});

/** Approve and Reject for each row. */
export const decisionColumn = <R extends Request>(header: string, decide: {
  isApproving: (r: R) => boolean; onApprove: (r: R) => void; onReject: (r: R) => void;
}): DataTableColumn<R> => ({
  id: 'actions',
  header,
  cell: (r) => <DecisionButtons name={r.name} approving={decide.isApproving(r)} onApprove={() => decide.onApprove(r)} onReject={() => decide.onReject(r)} />,
});
