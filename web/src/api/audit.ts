import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditAction, type AuditEntity } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** Audit Log (auditEndpoints): the school's log, newest first, filtered and a page at a time on the server. */
export interface AuditFilters {
  entity?: AuditEntity;
  action?: AuditAction;
  /** A username, matched exactly (any case). */
  actor?: string;
  /** School-local days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** Entries per page (the server allows up to 100). */
export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (filters: AuditFilters, offset: number) => [...auditKeys.all, 'list', filters, offset] as const,
};

export const auditQueries = {
  list: (filters: AuditFilters, offset: number) => queryOptions({
    queryKey: auditKeys.list(filters, offset),
    queryFn: ({ signal }) => callEndpoint(auditEndpoints.list, { query: { ...filters, limit: AUDIT_PAGE_SIZE, offset }, signal }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useAuditLog(filters: AuditFilters, offset: number) {
  return useQuery(auditQueries.list(filters, offset));
}
