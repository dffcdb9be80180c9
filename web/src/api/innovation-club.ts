import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { innovationClubEndpoints, type CreateInnovationProjectRequest, type ModifyInnovationProjectRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Innovation Club (innovationClubEndpoints): the school's projects, newest first. The teacher adds projects and
 * changes them; the school account reads the same list at its own path.
 */
export const INNOVATION_LIST_LIMIT = 100;

export const innovationClubKeys = {
  all: ['innovation-club'] as const,
  lists: () => [...innovationClubKeys.all, 'list'] as const,
  list: (role: StaffRole) => [...innovationClubKeys.lists(), role] as const,
};

export const innovationClubQueries = {
  /** The newest projects (one page of the largest size the server allows; the table pages them itself). */
  list: (role: StaffRole) => queryOptions({
    queryKey: innovationClubKeys.list(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? innovationClubEndpoints.schoolList : innovationClubEndpoints.teacherList, {
      query: { limit: INNOVATION_LIST_LIMIT, offset: 0 },
      signal,
    }),
    enabled: whenSignedIn,
  }),
};

export function useInnovationProjects(role: StaffRole) {
  return useQuery(innovationClubQueries.list(role));
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
