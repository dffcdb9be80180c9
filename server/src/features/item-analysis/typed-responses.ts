import { WRONG_RESPONSES_SHOWN, answerMatchKey, normaliseAnswerText, type QuestionKind } from '@prayog/contract';

export interface RawResponse {
  response: string;
  count: number;
}

/**
 * The commonest wrong typed answers of a question, as marking reads them: SQL grouped them without case and extra
 * spaces; here "०.५" and "0.5", or a word typed with and without a Devanagari joiner, become one answer too
 * (answerMatchKey; text that is no number is compared normalised). Each is shown as its commonest spelling.
 */
export function mergeWrongResponses(kind: QuestionKind, raw: RawResponse[]): RawResponse[] {
  const merged = new Map<string, { count: number; shown: RawResponse }>();
  for (const r of raw) {
    const key = answerMatchKey(kind, r.response) ?? normaliseAnswerText(r.response);
    const entry = merged.get(key);
    if (!entry) merged.set(key, { count: r.count, shown: r });
    else {
      entry.count += r.count;
      if (r.count > entry.shown.count) entry.shown = r;
    }
  }
  return [...merged.values()]
    .map((e) => ({ response: e.shown.response, count: e.count }))
    .sort((a, b) => b.count - a.count || a.response.localeCompare(b.response))
    .slice(0, WRONG_RESPONSES_SHOWN);
}
