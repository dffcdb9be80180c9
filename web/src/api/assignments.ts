import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentEndpoints, type AssignQuizRequest, type QuizReport } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Homework, pre- and post-assessment reports and their assignment (assignmentEndpoints, ADR 0007). The teacher reads
 * /teacher_dashboard/... and assigns; the school account reads /school_dashboard/... only. The three answers name
 * their lists differently; screens get one shape.
 */
export type ReportKind = 'homework' | 'pre' | 'post';

export interface AvailableQuiz {
  id: number;
  quiz_name: string;
  topic: string;
  grade: number | null;
}

export interface QuizReports {
  /** One report per quiz assigned in the school, newest assignment first; `results` only for `?quiz_id=`. */
  reports: QuizReport[];
  /** The quizzes of this kind the teacher can assign. */
  available: AvailableQuiz[];
}

export type ResultRow = QuizReport['results'][number];

export const assignmentKeys = {
  all: ['assignments'] as const,
  kind: (role: StaffRole, kind: ReportKind) => [...assignmentKeys.all, role, kind] as const,
  list: (role: StaffRole, kind: ReportKind) => [...assignmentKeys.kind(role, kind), 'list'] as const,
  results: (role: StaffRole, kind: ReportKind, quizId: number) => [...assignmentKeys.kind(role, kind), 'results', quizId] as const,
};

async function fetchReports(role: StaffRole, kind: ReportKind, quizId: number | undefined, signal: AbortSignal): Promise<QuizReports> {
  const options = { query: { quiz_id: quizId }, signal };
  const teacher = role === 'teacher';
  switch (kind) {
    case 'homework': {
      const answer = await callEndpoint(teacher ? assignmentEndpoints.teacherHomeworkReports : assignmentEndpoints.schoolHomeworkReports, options);
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
  list: (role: StaffRole, kind: ReportKind) => queryOptions({
    queryKey: assignmentKeys.list(role, kind),
    queryFn: ({ signal }) => fetchReports(role, kind, undefined, signal),
    enabled: whenSignedIn,
  }),
  /** One quiz's student rows (View Student Details). */
  results: (role: StaffRole, kind: ReportKind, quizId: number) => queryOptions({
    queryKey: assignmentKeys.results(role, kind, quizId),
    queryFn: ({ signal }) => fetchReports(role, kind, quizId, signal),
    select: resultsOf(quizId),
    enabled: whenSignedIn,
  }),
};

export function useQuizReports(role: StaffRole, kind: ReportKind) {
  return useQuery(assignmentQueries.list(role, kind));
}

export function useQuizResults(role: StaffRole, kind: ReportKind, quizId: number) {
  return useQuery(assignmentQueries.results(role, kind, quizId));
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.kind('teacher', kind) }),
  });
}
