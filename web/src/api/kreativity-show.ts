import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kreativityShowEndpoints, type KreativityShowRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';
import type { ServerPage } from './paging';

/**
 * Kreativity Show (kreativityShowEndpoints): the school's shows, newest first. The teacher adds and updates shows;
 * the school account reads the same list.
 */
export const kreativityShowKeys = {
  all: ['kreativity-show'] as const,
  lists: () => [...kreativityShowKeys.all, 'list'] as const,
  list: (role: StaffRole, page: ServerPage) => [...kreativityShowKeys.lists(), role, page] as const,
};

export const kreativityShowQueries = {
  /** One page of the list; mutations invalidate every page (the `lists()` prefix). */
  list: (role: StaffRole, page: ServerPage) => queryOptions({
    queryKey: kreativityShowKeys.list(role, page),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? kreativityShowEndpoints.schoolList : kreativityShowEndpoints.teacherList, {
      query: page,
      signal,
    }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useKreativityShows(role: StaffRole, page: ServerPage) {
  return useQuery(kreativityShowQueries.list(role, page));
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: kreativityShowKeys.lists() });
}

export function useCreateKreativityShow() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: KreativityShowRequest) => callEndpoint(kreativityShowEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}

/** Replaces the show's day, name and students with the form's. */
export function useUpdateKreativityShow() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, ...body }: KreativityShowRequest & { id: number }) => callEndpoint(kreativityShowEndpoints.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
