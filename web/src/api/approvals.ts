import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** Approvals (approvalEndpoints): the teachers and parents waiting for the school account, and its decisions. */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: () => [...approvalKeys.all, 'list'] as const,
};

export const approvalQueries = {
  /** The school's pending teachers and parents' requests, oldest first. */
  list: () => queryOptions({
    queryKey: approvalKeys.list(),
    queryFn: ({ signal }) => callEndpoint(approvalEndpoints.list, { signal }),
    enabled: whenSignedIn,
    // People sign up at any time: a school coming back to the section sees who has joined the queue since.
    staleTime: 0,
  }),
};

export function useApprovals() {
  return useQuery(approvalQueries.list());
}

export type ApprovalKind = 'teacher' | 'parent';
export type ApprovalDecision = 'approve' | 'reject';

export interface ApprovalRequest {
  kind: ApprovalKind;
  /** The teacher's or the parent's account id. */
  id: number;
  decision: ApprovalDecision;
}

/** Approves or rejects one teacher or parent; the answer's `detail` is the server's (localized) message. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, decision }: ApprovalRequest) => callEndpoint(
      kind === 'teacher' ? approvalEndpoints.decideTeacher : approvalEndpoints.decideParent,
      { params: { id }, body: { decision } },
    ),
    // Refetched on failure too: a 404 means another tab (or colleague) has decided it already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.list() }),
  });
}
