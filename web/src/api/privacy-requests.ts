import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyRequestEndpoints, type CreatePrivacyRequest, type DecidePrivacyRequest, type PrivacyRequestStatus } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { ServerPage } from './paging';
import { privacyKeys } from './privacy';

/** Requests about a child's data and the school's queue (privacyRequestEndpoints, issue 31, ADR 0037). */
export interface RequestQueueFilters {
  status?: PrivacyRequestStatus;
  /** An administrator's chosen school. */
  school?: number;
}

export const privacyRequestKeys = {
  all: [...privacyKeys.all, 'requests'] as const,
  ofStudent: (username: string) => [...privacyRequestKeys.all, 'student', username] as const,
  queue: (filters: RequestQueueFilters, page: ServerPage) => [...privacyRequestKeys.all, 'queue', filters, page] as const,
};

export const privacyRequestQueries = {
  ofStudent: (username: string) => queryOptions({
    queryKey: privacyRequestKeys.ofStudent(username),
    queryFn: ({ signal }) => callEndpoint(privacyRequestEndpoints.studentRequests, { params: { username }, signal }),
    enabled: whenSignedIn,
  }),
  queue: (filters: RequestQueueFilters, page: ServerPage) => queryOptions({
    queryKey: privacyRequestKeys.queue(filters, page),
    queryFn: ({ signal }) => callEndpoint(privacyRequestEndpoints.requestQueue, { query: { ...filters, ...page }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useStudentRequests(username: string) {
  return useQuery(privacyRequestQueries.ofStudent(username));
}

/** The student or a confirmed parent files a request; the child's list reads again. */
export function useCreatePrivacyRequest(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrivacyRequest) => callEndpoint(privacyRequestEndpoints.createRequest, { params: { username }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.ofStudent(username) }),
  });
}

export function useRequestQueue(filters: RequestQueueFilters, page: ServerPage) {
  return useQuery(privacyRequestQueries.queue(filters, page));
}

/** The school decides a request; every list of requests reads again (an erasure also removes a child from the school's lists). */
export function useDecidePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DecidePrivacyRequest }) => callEndpoint(privacyRequestEndpoints.decideRequest, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
