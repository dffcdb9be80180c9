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

/** Rejects every link request of one parent waiting at the school (a parent asking for child after child). */
export function useDismissParentRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => callEndpoint(approvalEndpoints.dismissParent, { params: { id: parentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.list() }),
  });
}

/** Students' class change requests waiting at the school (ADR 0024), for its teachers and the school account. */
export const classChangeKeys = {
  all: [...approvalKeys.all, 'class-changes'] as const,
};

export function useClassChanges() {
  return useQuery(queryOptions({
    queryKey: classChangeKeys.all,
    queryFn: ({ signal }) => callEndpoint(approvalEndpoints.classChanges, { signal }),
    enabled: whenSignedIn,
    staleTime: 0,
  }));
}

/** Approves (the student moves at once) or rejects one class change; refetched either way (a 404: decided elsewhere). */
export function useDecideClassChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApprovalDecision }) =>
      callEndpoint(approvalEndpoints.decideClassChange, { params: { id }, body: { decision } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classChangeKeys.all }),
  });
}
