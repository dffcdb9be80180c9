import { useMutation } from '@tanstack/react-query';
import { quizAnswerUrl, saveAnswerResponseSchema, type SaveAnswerRequest, type SaveAnswerResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export interface SaveAnswerVariables extends SaveAnswerRequest {
  quizId: number;
}

/** Saves one answer as it is picked, so a reload or a lost connection resumes with it. */
export function saveAnswer({ quizId, ...body }: SaveAnswerVariables): Promise<SaveAnswerResponse> {
  return apiRequest(quizAnswerUrl(quizId), { method: 'PUT', body, schema: saveAnswerResponseSchema });
}

export function useSaveAnswer() {
  return useMutation({ mutationFn: saveAnswer });
}
