import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assessmentReportPaths, assessmentReportResponseSchema, type AssessmentReportResponse, type QuizType } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

/** Under ['reports'], so a finished quiz can refresh every report list with one invalidation. */
export const assessmentReportQueryKey = (quizType: QuizType) => ['reports', 'assessment', quizType] as const;

export function fetchAssessmentReport(quizType: QuizType, signal?: AbortSignal): Promise<AssessmentReportResponse> {
  return apiRequest(assessmentReportPaths.assessmentReport, { schema: assessmentReportResponseSchema, query: { quiz_type: quizType }, signal });
}

/** The signed-in student's results of one report type, newest first. */
export function useAssessmentReport(quizType: QuizType) {
  return useQuery({
    queryKey: assessmentReportQueryKey(quizType),
    queryFn: ({ signal }) => fetchAssessmentReport(quizType, signal),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  });
}
