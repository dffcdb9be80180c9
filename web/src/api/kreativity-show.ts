import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kreativityShowEndpoints, type KreativityShowRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Kreativity Show (kreativityShowEndpoints): the school's shows, newest first. The teacher adds and updates shows;
 * the school account reads the same list.
 */
export const KREATIVITY_LIST_LIMIT = 100;

export const kreativityShowKeys = {
  all: ['kreativity-show'] as const,
  lists: () => [...kreativityShowKeys.all, 'list'] as const,
  list: (role: StaffRole) => [...kreativityShowKeys.lists(), role] as const,
};

export const kreativityShowQueries = {
  /** The newest shows (the largest page the server allows; the table pages them itself). */
  list: (role: StaffRole) => queryOptions({
    queryKey: kreativityShowKeys.list(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? kreativityShowEndpoints.schoolList : kreativityShowEndpoints.teacherList, {
      query: { limit: KREATIVITY_LIST_LIMIT, offset: 0 },
      signal,
    }),
    enabled: whenSignedIn,
  }),
};

export function useKreativityShows(role: StaffRole) {
  return useQuery(kreativityShowQueries.list(role));
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
