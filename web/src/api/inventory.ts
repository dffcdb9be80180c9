import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryEndpoints, type InventoryChangeRequest, type InventoryCreateRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Inventory (inventoryEndpoints): the school's components by name, each with its history of credits and debits.
 * The teacher adds components and credits or debits them; the school account reads the same list.
 */
export const INVENTORY_LIST_LIMIT = 200;

export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (role: StaffRole) => [...inventoryKeys.lists(), role] as const,
};

export const inventoryQueries = {
  /** Up to the largest page the server allows; the table pages, sorts and searches it itself. */
  list: (role: StaffRole) => queryOptions({
    queryKey: inventoryKeys.list(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? inventoryEndpoints.schoolList : inventoryEndpoints.teacherList, {
      query: { limit: INVENTORY_LIST_LIMIT, offset: 0 },
      signal,
    }),
    enabled: whenSignedIn,
  }),
};

export function useInventory(role: StaffRole) {
  return useQuery(inventoryQueries.list(role));
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
