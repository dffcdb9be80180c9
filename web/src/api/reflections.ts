import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reflectionEndpoints, type ReflectionInput } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** My Reflections (reflectionEndpoints): the coach's own dated notes, a page at a time, and their changes. */
export const reflectionKeys = {
  all: ['reflections'] as const,
  lists: () => [...reflectionKeys.all, 'list'] as const,
  /** `page` is 1-based. */
  list: (page: number) => [...reflectionKeys.lists(), page] as const,
};

/** Notes per page of the list. */
export const REFLECTION_PAGE_SIZE = 10;

export const reflectionQueries = {
  /** One page of the coach's notes, newest date first. */
  list: (page: number) => queryOptions({
    queryKey: reflectionKeys.list(page),
    queryFn: ({ signal }) => callEndpoint(reflectionEndpoints.list, {
      query: { limit: REFLECTION_PAGE_SIZE, offset: (page - 1) * REFLECTION_PAGE_SIZE },
      signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useReflections(page: number) {
  return useQuery(reflectionQueries.list(page));
}

// Adding, changing or deleting a note can move every note after it to another page: all pages are refetched.
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reflectionKeys.lists() });
}

export function useCreateReflection() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: ReflectionInput) => callEndpoint(reflectionEndpoints.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateReflection() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, ...changes }: Partial<ReflectionInput> & { id: number }) => callEndpoint(reflectionEndpoints.update, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useDeleteReflection() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(reflectionEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
