import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type AccountStatus, type AccountStatusResponse } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { ServerPage } from './paging';

/** The school's teachers, parents and students, and deactivating or reactivating one (ADR 0025). */
export interface SchoolAccountFilters {
  /** School accounts: an administrator's list only. */
  role?: 'teacher' | 'parent' | 'student' | 'school';
  status?: AccountStatus;
  search?: string;
  /** An administrator's chosen school. */
  school?: number;
}

export const accountStatusKeys = {
  all: ['account-status'] as const,
  list: (filters: SchoolAccountFilters, page: ServerPage) => [...accountStatusKeys.all, 'list', filters, page] as const,
};

export const accountStatusQueries = {
  list: (filters: SchoolAccountFilters, page: ServerPage) => queryOptions({
    queryKey: accountStatusKeys.list(filters, page),
    queryFn: ({ signal }) => callEndpoint(accountEndpoints.schoolAccounts, { query: { ...filters, ...page }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useSchoolAccounts(filters: SchoolAccountFilters, page: ServerPage) {
  return useQuery(accountStatusQueries.list(filters, page));
}

/**
 * Deactivates or reactivates one account. Every list that shows an account's status (this one, the administrator's
 * students and school accounts) and the audit log are read again.
 */
export function useSetAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, active }: { accountId: number; active: boolean }): Promise<AccountStatusResponse> =>
      callEndpoint(active ? accountEndpoints.reactivate : accountEndpoints.deactivate, { params: { accountId } }),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: accountStatusKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
    ]),
  });
}
