import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, endpointPath, privacyEndpoints } from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import type { ServerPage } from './paging';

/** Privacy (privacyEndpoints, issue 31). */

/** Downloads everything Prayog keeps about a student as a ZIP (the student's own, or a parent's child's). */
export function useDownloadStudentData() {
  return useMutation({
    mutationFn: async (username: string) => {
      const { blob, filename } = await apiBlob(`${API_BASE}${endpointPath(privacyEndpoints.studentExport, { username })}`);
      saveBlob(blob, filename ?? `prayog-data-${username}.zip`);
    },
  });
}

export const privacyKeys = {
  all: ['privacy'] as const,
  reads: (username: string, page: ServerPage) => [...privacyKeys.all, 'reads', username, page.limit, page.offset] as const,
};

export const privacyQueries = {
  /** Who of the school's staff and the administrators read a student's records, a page at a time, newest first. */
  reads: (username: string, page: ServerPage) => queryOptions({
    queryKey: privacyKeys.reads(username, page),
    queryFn: ({ signal }) => callEndpoint(privacyEndpoints.recordReads, { params: { username }, query: page, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useRecordReads(username: string, page: ServerPage) {
  return useQuery(privacyQueries.reads(username, page));
}
