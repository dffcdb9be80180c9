import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { innovationClubEndpoints, type CreateInnovationProjectRequest, type ModifyInnovationProjectRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam } from '../lib/staff-role';
import type { ServerPage } from './paging';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Innovation Club (innovationClubEndpoints): the school's projects, newest first. The teacher adds projects and
 * changes them; the school account reads the same list at its own path.
 */
export const innovationClubKeys = {
  all: ['innovation-club'] as const,
  lists: () => [...innovationClubKeys.all, 'list'] as const,
  list: (scope: ScopeRef, page: ServerPage) => [...innovationClubKeys.lists(), ...scopeKey(scope), page] as const,
};

export const innovationClubQueries = {
  /** One page of the list; mutations invalidate every page (the `lists()` prefix). */
  list: (scope: ScopeRef, page: ServerPage) => queryOptions({
    queryKey: innovationClubKeys.list(scope, page),
    queryFn: ({ signal }) => callEndpoint(scope.role === 'school' ? innovationClubEndpoints.schoolList : innovationClubEndpoints.teacherList, {
      query: { ...page, ...schoolParam(scope) },
      signal,
    }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useInnovationProjects(scope: ScopeRef, page: ServerPage) {
  return useQuery(innovationClubQueries.list(scope, page));
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: innovationClubKeys.lists() });
}

export function useCreateInnovationProject() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: CreateInnovationProjectRequest) => callEndpoint(innovationClubEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}

export function useModifyInnovationProject() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: ModifyInnovationProjectRequest) => callEndpoint(innovationClubEndpoints.modify, { body }),
    onSuccess: invalidate,
  });
}
