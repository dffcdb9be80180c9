import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, assignmentEndpoints, type AssignQuizRequest, type AvailableQuiz, type QuizReport } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam } from '../lib/staff-role';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Homework, pre- and post-assessment reports and their assignment (assignmentEndpoints, ADR 0007). The teacher reads
 * /teacher_dashboard/... and assigns; the school account reads /school_dashboard/... only. An administrator reads a
 * chosen school's: homework through the admin dashboard's own call (spec 3 Admin API), pre- and post-assessments at
 * the school's paths with `?school=` (ADR 0015). The three answers name their lists differently; screens get one shape.
 */
export type ReportKind = 'homework' | 'pre' | 'post';

/** A quiz the teacher can assign, with the school's classes that already have it. */
export type { AvailableQuiz };

export interface QuizReports {
  /** One report per quiz assigned in the school, newest assignment first; `results` only for `?quiz_id=`. */
  reports: QuizReport[];
  /** The quizzes of this kind the teacher can assign. */
  available: AvailableQuiz[];
}

export type ResultRow = QuizReport['results'][number];

/** Only the teacher assigns, from their own school. */
const TEACHER: ScopeRef = { role: 'teacher' };

export const assignmentKeys = {
  all: ['assignments'] as const,
  kind: (scope: ScopeRef, kind: ReportKind) => [...assignmentKeys.all, ...scopeKey(scope), kind] as const,
  list: (scope: ScopeRef, kind: ReportKind) => [...assignmentKeys.kind(scope, kind), 'list'] as const,
  results: (scope: ScopeRef, kind: ReportKind, quizId: number) => [...assignmentKeys.kind(scope, kind), 'results', quizId] as const,
  available: (kind: ReportKind, grade: number) => [...assignmentKeys.kind(TEACHER, kind), 'available', grade] as const,
};

/** Homework: the administrator's own call for a chosen school, else the staff member's dashboard's. */
function fetchHomeworkReports(scope: ScopeRef, quizId: number | undefined, grade: number | undefined, signal: AbortSignal) {
  if (scope.school !== undefined) return callEndpoint(adminEndpoints.homeworkReports, { query: { school: scope.school, quiz_id: quizId }, signal });
  const endpoint = scope.role === 'teacher' ? assignmentEndpoints.teacherHomeworkReports : assignmentEndpoints.schoolHomeworkReports;
  return callEndpoint(endpoint, { query: { quiz_id: quizId, grade }, signal });
}

/** `grade` narrows the quizzes that can be assigned to that grade's (and every grade's); the reports stay whole. */
async function fetchReports(scope: ScopeRef, kind: ReportKind, quizId: number | undefined, signal: AbortSignal, grade?: number): Promise<QuizReports> {
  const options = { query: { quiz_id: quizId, grade, ...schoolParam(scope) }, signal };
  const teacher = scope.role === 'teacher';
  switch (kind) {
    case 'homework': {
      const answer = await fetchHomeworkReports(scope, quizId, grade, signal);
      return { reports: answer.homework_reports, available: answer.available_quizzes };
    }
    case 'pre': {
      const answer = await callEndpoint(teacher ? assignmentEndpoints.teacherPreReports : assignmentEndpoints.schoolPreReports, options);
      return { reports: answer.preassessment_reports, available: answer.available_pre_assessments };
    }
    case 'post': {
      const answer = await callEndpoint(teacher ? assignmentEndpoints.teacherPostReports : assignmentEndpoints.schoolPostReports, options);
      return { reports: answer.postassessment_reports, available: answer.available_post_assessments };
    }
  }
}

/** A student row of the details table, numbered in the server's order (grade, section, name). */
export interface NumberedResult extends ResultRow {
  position: number;
}

const resultsOf = (quizId: number) => (data: QuizReports): NumberedResult[] =>
  (data.reports.find((report) => report.id === quizId)?.results ?? []).map((row, i) => ({ ...row, position: i + 1 }));

export const assignmentQueries = {
  /** Every report of the kind (no student rows) and the quizzes that can be assigned. */
  list: (scope: ScopeRef, kind: ReportKind) => queryOptions({
    queryKey: assignmentKeys.list(scope, kind),
    queryFn: ({ signal }) => fetchReports(scope, kind, undefined, signal),
    enabled: whenSignedIn,
  }),
  /** One quiz's student rows (View Student Details). */
  results: (scope: ScopeRef, kind: ReportKind, quizId: number) => queryOptions({
    queryKey: assignmentKeys.results(scope, kind, quizId),
    queryFn: ({ signal }) => fetchReports(scope, kind, quizId, signal),
    select: resultsOf(quizId),
    enabled: whenSignedIn,
  }),
};

/** The quizzes of the kind the teacher can give a class of this grade (by name), each with the classes that have it. */
export function useAssignableQuizzes(kind: ReportKind, grade: number | null) {
  return useQuery({
    queryKey: assignmentKeys.available(kind, grade ?? 0),
    queryFn: ({ signal }) => fetchReports(TEACHER, kind, undefined, signal, grade ?? undefined).then((data) => data.available),
    enabled: () => grade !== null && whenSignedIn(),
  });
}

export function useQuizReports(scope: ScopeRef, kind: ReportKind) {
  return useQuery(assignmentQueries.list(scope, kind));
}

export function useQuizResults(scope: ScopeRef, kind: ReportKind, quizId: number) {
  return useQuery(assignmentQueries.results(scope, kind, quizId));
}

const assignEndpoint = {
  homework: assignmentEndpoints.assignHomework,
  pre: assignmentEndpoints.assignPreAssessment,
  post: assignmentEndpoints.assignPostAssessment,
} as const;

/** The teacher gives a quiz of the kind to a class; that kind's reports (and their student rows) are refetched. */
export function useAssignQuiz(kind: ReportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignQuizRequest) => callEndpoint(assignEndpoint[kind], { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.kind({ role: 'teacher' }, kind) }),
  });
}
