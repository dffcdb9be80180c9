import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type QuizType } from '@prayog/contract';
import { apiBlob, callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { saveBlob } from '../lib/save-blob';

/** Reports (reportEndpoints): the Assessment Report, and the certificate PDFs its items link to. */
export const reportKeys = {
  all: ['reports'] as const,
  assessment: (quizType: QuizType) => [...reportKeys.all, 'assessment', quizType] as const,
};

export const reportQueries = {
  /** The signed-in student's results of one report type, newest first. */
  assessment: (quizType: QuizType) => queryOptions({
    queryKey: reportKeys.assessment(quizType),
    queryFn: ({ signal }) => callEndpoint(reportEndpoints.assessmentReport, { query: { quiz_type: quizType }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useAssessmentReport(quizType: QuizType) {
  return useQuery(reportQueries.assessment(quizType));
}

/**
 * The certificate PDF needs the token header, so a plain link cannot fetch it: fetch it as a blob and
 * hand it to the browser as a download. `url` is the report item's certificate_url.
 */
async function downloadCertificate(url: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiBlob(url);
  saveBlob(blob, filename ?? fallbackName);
}

/** Downloads a certificate; nothing cached changes. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: ({ url, fallbackName }: { url: string; fallbackName: string }) => downloadCertificate(url, fallbackName),
  });
}
