import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizResultSchema, quizSaveUrl, type QuizQuestion, type QuizResult, type SaveQuizRequest } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export interface SubmitQuizVariables {
  quizId: number;
  payload: SaveQuizRequest;
}

export function submitQuiz({ quizId, payload }: SubmitQuizVariables): Promise<QuizResult> {
  return apiRequest(quizSaveUrl(quizId), { method: 'POST', body: payload, schema: quizResultSchema });
}

/**
 * The spec's payload (question text → chosen answer text, spec 1 §7). Should two questions or two
 * options of a question share a text, texts cannot say which one was meant, so ids are sent instead.
 */
export function buildSavePayload(questions: QuizQuestion[], chosen: ReadonlyMap<number, number>): SaveQuizRequest {
  const unique = (texts: string[]) => new Set(texts.map((s) => s.trim())).size === texts.length;
  const textsWork = unique(questions.map((q) => q.question)) && questions.every((q) => unique(q.answers.map((a) => a.answer)));
  if (!textsWork) return { answers: [...chosen].map(([question_id, answer_id]) => ({ question_id, answer_id })) };
  const payload: Record<string, string> = {};
  for (const q of questions) {
    const answer = q.answers.find((a) => a.id === chosen.get(q.id));
    if (answer) payload[q.question] = answer.answer;
  }
  return payload;
}

/** Submits the attempt; the server scores it. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    // A result changes the dashboard, reports, leaderboard and events, which this feature cannot
    // name: mark every cached query stale, so each panel refetches when it is next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
