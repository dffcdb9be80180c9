import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parentEndpoints, type QuizReport } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/**
 * The parent dashboard (parentEndpoints, ADR 0014): every read is about one linked child — `child` is their username,
 * or undefined for the server's first. Asking to link another child refreshes them all.
 */
export type ParentReportKind = 'homework' | 'pre' | 'post' | 'halfYearly' | 'annual';
const reportEndpoint = {
  homework: parentEndpoints.homework, pre: parentEndpoints.preAssessment, post: parentEndpoints.postAssessment,
  halfYearly: parentEndpoints.halfYearly, annual: parentEndpoints.annual,
} as const;

/** One report type of the child: its quizzes, and the one the child attempted last (whose rows come with the list). */
export interface ParentReports { reports: QuizReport[]; attemptedQuizId: number | null }
const PAGE = { limit: 100, offset: 0 };

export const parentKeys = {
  all: ['parents'] as const,
  child: (child: string | undefined) => [...parentKeys.all, child ?? null] as const,
  dashboard: (child: string | undefined, year?: number) => [...parentKeys.child(child), 'dashboard', year ?? null] as const,
  reports: (child: string | undefined, kind: ParentReportKind, quizId?: number) => [...parentKeys.child(child), 'reports', kind, quizId ?? null] as const,
  projects: (child: string | undefined) => [...parentKeys.child(child), 'innovation-club'] as const,
  shows: (child: string | undefined) => [...parentKeys.child(child), 'kreativity-show'] as const,
};

export const parentQueries = {
  dashboard: (child: string | undefined, year?: number) => queryOptions({
    queryKey: parentKeys.dashboard(child, year),
    queryFn: ({ signal }) => callEndpoint(parentEndpoints.dashboard, { query: { child, year }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
    // A 403 (no confirmed child, or a child no longer linked) is an answer, not a hiccup.
    retry: false,
  }),
  reports: (child: string | undefined, kind: ParentReportKind, quizId?: number) => queryOptions({
    queryKey: parentKeys.reports(child, kind, quizId),
    queryFn: async ({ signal }) => {
      const body = await callEndpoint(reportEndpoint[kind], { query: { child, quiz_id: quizId }, signal });
      const reports = 'homework_reports' in body ? body.homework_reports : body.results;
      return { reports, attemptedQuizId: body.attempted_quiz_id } satisfies ParentReports;
    },
    enabled: whenSignedIn,
  }),
  projects: (child: string | undefined) => queryOptions({
    queryKey: parentKeys.projects(child),
    queryFn: ({ signal }) => callEndpoint(parentEndpoints.innovationClub, { query: { child, ...PAGE }, signal }),
    enabled: whenSignedIn,
  }),
  shows: (child: string | undefined) => queryOptions({
    queryKey: parentKeys.shows(child),
    queryFn: ({ signal }) => callEndpoint(parentEndpoints.kreativityShow, { query: { child, ...PAGE }, signal }),
    enabled: whenSignedIn,
  }),
};

export const useParentDashboard = (child: string | undefined, year?: number) => useQuery(parentQueries.dashboard(child, year));
export const useParentReports = (child: string | undefined, kind: ParentReportKind, quizId?: number) => useQuery(parentQueries.reports(child, kind, quizId));
export const useParentProjects = (child: string | undefined) => useQuery(parentQueries.projects(child));
export const useParentShows = (child: string | undefined) => useQuery(parentQueries.shows(child));

export function useLinkRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childUsername: string) => callEndpoint(parentEndpoints.linkRequest, { body: { child_username: childUsername } }),
    onSuccess: () => client.invalidateQueries({ queryKey: parentKeys.all }),
  });
}
