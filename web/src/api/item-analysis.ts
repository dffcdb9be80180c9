import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, endpointPath, itemAnalysisEndpoints, type ItemAnalysisQuery, type Section } from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';
import { schoolParam } from '../lib/staff-role';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Item analysis (itemAnalysisEndpoints, ADR 0042): the teacher reads /teacher_dashboard/item-analysis/…, the school
 * account /school_dashboard/item-analysis/…, an administrator a chosen school's with `?school=`.
 */
export interface AnalysisClass {
  grade?: number;
  section?: Section;
}

const endpointsOf = (scope: ScopeRef) => (scope.role === 'teacher'
  ? { quizzes: itemAnalysisEndpoints.teacherQuizzes, analysis: itemAnalysisEndpoints.teacherAnalysis, csv: itemAnalysisEndpoints.teacherCsv }
  : { quizzes: itemAnalysisEndpoints.schoolQuizzes, analysis: itemAnalysisEndpoints.schoolAnalysis, csv: itemAnalysisEndpoints.schoolCsv });

const queryOf = (scope: ScopeRef, of: AnalysisClass): ItemAnalysisQuery => ({ grade: of.grade, section: of.section, ...schoolParam(scope) });

export const itemAnalysisKeys = {
  all: ['item-analysis'] as const,
  quizzes: (scope: ScopeRef) => [...itemAnalysisKeys.all, ...scopeKey(scope), 'quizzes'] as const,
  analysis: (scope: ScopeRef, quizId: number, of: AnalysisClass) =>
    [...itemAnalysisKeys.all, ...scopeKey(scope), 'analysis', quizId, of.grade ?? 'all', of.section ?? 'all'] as const,
};

export const itemAnalysisQueries = {
  /** The graded quizzes given to the school's classes, newest first (the quiz picker). */
  quizzes: (scope: ScopeRef) => queryOptions({
    queryKey: itemAnalysisKeys.quizzes(scope),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(scope).quizzes, { query: schoolParam(scope), signal }).then((r) => r.quizzes),
    enabled: whenSignedIn,
  }),
  /** One quiz's analysis for the school, or a grade or class of it. */
  analysis: (scope: ScopeRef, quizId: number, of: AnalysisClass) => queryOptions({
    queryKey: itemAnalysisKeys.analysis(scope, quizId, of),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(scope).analysis, { params: { quizId }, query: queryOf(scope, of), signal }),
    enabled: whenSignedIn,
  }),
};

export function useAnalysableQuizzes(scope: ScopeRef) {
  return useQuery(itemAnalysisQueries.quizzes(scope));
}

export function useItemAnalysis(scope: ScopeRef, quizId: number | null, of: AnalysisClass) {
  return useQuery({ ...itemAnalysisQueries.analysis(scope, quizId ?? 0, of), enabled: () => quizId !== null && whenSignedIn() });
}

/** Saves the server's CSV of the analysis (it needs the token header, so it is fetched as a blob); nothing cached changes. */
export function useItemAnalysisCsv(scope: ScopeRef) {
  return useMutation({
    mutationFn: async ({ quizId, of }: { quizId: number; of: AnalysisClass }) => {
      const query = Object.entries(queryOf(scope, of)).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]);
      const search = query.length > 0 ? `?${new URLSearchParams(query)}` : '';
      const { blob, filename } = await apiBlob(`${API_BASE}${endpointPath(endpointsOf(scope).csv, { quizId })}${search}`);
      saveBlob(blob, filename ?? `item-analysis-quiz-${quizId}.csv`);
    },
  });
}
