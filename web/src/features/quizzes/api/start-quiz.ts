import { useMutation } from '@tanstack/react-query';
import { quizStartResponseSchema, quizStartUrl, type QuizStartResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

/** Starts the attempt, or resumes the running one with the time the server says is left. */
export function startQuiz(quizId: number): Promise<QuizStartResponse> {
  return apiRequest(quizStartUrl(quizId), { method: 'POST', schema: quizStartResponseSchema });
}

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
