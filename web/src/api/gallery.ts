import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { galleryEndpoints, type CreateGalleryRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';
import type { ServerPage } from './paging';

/**
 * Classroom Gallery (galleryEndpoints): links to the school's photo albums, last modified first. The teacher adds
 * links; the school account reads the same list.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  lists: () => [...galleryKeys.all, 'list'] as const,
  list: (role: StaffRole, page: ServerPage) => [...galleryKeys.lists(), role, page] as const,
};

export const galleryQueries = {
  /** One page of the list; mutations invalidate every page (the `lists()` prefix). */
  list: (role: StaffRole, page: ServerPage) => queryOptions({
    queryKey: galleryKeys.list(role, page),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? galleryEndpoints.schoolList : galleryEndpoints.teacherList, {
      query: page,
      signal,
    }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useGalleries(role: StaffRole, page: ServerPage) {
  return useQuery(galleryQueries.list(role, page));
}

export function useCreateGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGalleryRequest) => callEndpoint(galleryEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.lists() }),
  });
}
