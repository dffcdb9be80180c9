import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { galleryEndpoints, type CreateGalleryRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Classroom Gallery (galleryEndpoints): links to the school's photo albums, last modified first. The teacher adds
 * links; the school account reads the same list.
 */
export const GALLERY_LIST_LIMIT = 100;

export const galleryKeys = {
  all: ['gallery'] as const,
  lists: () => [...galleryKeys.all, 'list'] as const,
  list: (role: StaffRole) => [...galleryKeys.lists(), role] as const,
};

export const galleryQueries = {
  /** The latest links (the largest page the server allows; the table pages them itself). */
  list: (role: StaffRole) => queryOptions({
    queryKey: galleryKeys.list(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? galleryEndpoints.schoolList : galleryEndpoints.teacherList, {
      query: { limit: GALLERY_LIST_LIMIT, offset: 0 },
      signal,
    }),
    enabled: whenSignedIn,
  }),
};

export function useGalleries(role: StaffRole) {
  return useQuery(galleryQueries.list(role));
}

export function useCreateGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGalleryRequest) => callEndpoint(galleryEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.lists() }),
  });
}
