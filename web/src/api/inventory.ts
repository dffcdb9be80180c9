import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryEndpoints, type InventoryChangeRequest, type InventoryCreateRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam } from '../lib/staff-role';
import type { ServerPage } from './paging';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Inventory (inventoryEndpoints): the school's components by name, each with its history of credits and debits.
 * The teacher adds components and credits or debits them; the school account reads the same list.
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (scope: ScopeRef, page: ServerPage) => [...inventoryKeys.lists(), ...scopeKey(scope), page] as const,
};

export const inventoryQueries = {
  /** One page of the list; mutations invalidate every page (the `lists()` prefix). */
  list: (scope: ScopeRef, page: ServerPage) => queryOptions({
    queryKey: inventoryKeys.list(scope, page),
    queryFn: ({ signal }) => callEndpoint(scope.role === 'school' ? inventoryEndpoints.schoolList : inventoryEndpoints.teacherList, {
      query: { ...page, ...schoolParam(scope) },
      signal,
    }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useInventory(scope: ScopeRef, page: ServerPage) {
  return useQuery(inventoryQueries.list(scope, page));
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() });
}

export function useAddComponent() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: InventoryCreateRequest) => callEndpoint(inventoryEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}

/** A credit or a debit; a debit larger than what is available is refused (409) and changes nothing. */
export function useChangeComponent() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: InventoryChangeRequest) => callEndpoint(inventoryEndpoints.change, { body }),
    onSuccess: invalidate,
  });
}
