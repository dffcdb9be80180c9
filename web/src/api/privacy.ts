import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementEndpoints, API_BASE, consentEndpoints, endpointPath, noticeEndpoints, privacyEndpoints, type PublishNoticeRequest, type RecordAgreementRequest, type SetConsentRequest } from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import type { ServerPage } from './paging';
import { accountKeys } from './accounts';

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
  notice: (version?: number) => [...privacyKeys.all, 'notice', version ?? 'current'] as const,
  myNotice: () => [...privacyKeys.all, 'notice', 'mine'] as const,
  noticeVersions: () => [...privacyKeys.all, 'notice', 'versions'] as const,
  consents: (username: string) => [...privacyKeys.all, 'consents', username] as const,
  agreements: () => [...privacyKeys.all, 'agreements'] as const,
};

export const privacyQueries = {
  /** Who of the school's staff and the administrators read a student's records, a page at a time, newest first. */
  reads: (username: string, page: ServerPage) => queryOptions({
    queryKey: privacyKeys.reads(username, page),
    queryFn: ({ signal }) => callEndpoint(privacyEndpoints.recordReads, { params: { username }, query: page, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
  /** The privacy notice (ADR 0032): the current version unless one is asked for. Public: the sign-up form reads it. */
  notice: (version?: number) => queryOptions({
    queryKey: privacyKeys.notice(version),
    queryFn: ({ signal }) => callEndpoint(noticeEndpoints.notice, { query: version ? { version } : {}, signal }),
    staleTime: 5 * 60_000,
  }),
  myNotice: () => queryOptions({
    queryKey: privacyKeys.myNotice(),
    queryFn: ({ signal }) => callEndpoint(noticeEndpoints.myNotice, { signal }),
    enabled: whenSignedIn,
  }),
  /** A child's consents per purpose and every decision (ADR 0035). */
  consents: (username: string) => queryOptions({
    queryKey: privacyKeys.consents(username),
    queryFn: ({ signal }) => callEndpoint(consentEndpoints.consents, { params: { username }, signal }),
    enabled: whenSignedIn,
  }),
  /** Every school with its data-processing agreement (administrators, ADR 0036). */
  agreements: () => queryOptions({
    queryKey: privacyKeys.agreements(),
    queryFn: ({ signal }) => callEndpoint(agreementEndpoints.agreements, { signal }),
    enabled: whenSignedIn,
  }),
  noticeVersions: () => queryOptions({
    queryKey: privacyKeys.noticeVersions(),
    queryFn: ({ signal }) => callEndpoint(noticeEndpoints.noticeVersions, { signal }),
    enabled: whenSignedIn,
  }),
};

export function useRecordReads(username: string, page: ServerPage) {
  return useQuery(privacyQueries.reads(username, page));
}

export function useNotice(version?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...privacyQueries.notice(version), enabled });
}

export function useMyNotice() {
  return useQuery(privacyQueries.myNotice());
}

export function useNoticeVersions() {
  return useQuery(privacyQueries.noticeVersions());
}

/** Accepts the current notice; the account (me.privacy_notice_due) and the person's standing read again. */
export function useAcceptNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => callEndpoint(noticeEndpoints.acceptNotice, { body: { version } }),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
      queryClient.invalidateQueries({ queryKey: privacyKeys.myNotice() }),
    ]),
  });
}

/** An administrator publishes a new version; everyone, this administrator too, is asked to accept it. */
export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishNoticeRequest) => callEndpoint(noticeEndpoints.publishNotice, { body }),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: [...privacyKeys.all, 'notice'] }),
      queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
    ]),
  });
}

export function useConsents(username: string) {
  return useQuery(privacyQueries.consents(username));
}

/** A confirmed parent gives or withdraws one purpose for `child`; the answer is the child's consents as they now are. */
export function useSetConsent(child: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetConsentRequest) => callEndpoint(consentEndpoints.setConsent, { query: { child }, body }),
    onSuccess: (consents) => queryClient.setQueryData(privacyKeys.consents(child), consents),
  });
}

export function useAgreements() {
  return useQuery(privacyQueries.agreements());
}

/** An administrator records a school's agreement; the list reads again. */
export function useRecordAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: number; body: RecordAgreementRequest }) =>
      callEndpoint(agreementEndpoints.recordAgreement, { params: { id: schoolId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.agreements() }),
  });
}
