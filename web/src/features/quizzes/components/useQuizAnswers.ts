import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizStartResponse, SaveAnswerResponse } from '@prayog/contract';
import { isApiError } from '../../../lib/api';
import { offlineQueue } from '../../../api/offline-queue';
import { createAnswerSaveQueue } from '../lib/answer-save-queue';
import { answersFromSaved, isAnswered, isTypedKind, typedAnswerFits, type AnswerInput } from '../lib/answers';

/** How long typing pauses before a typed answer is saved (leaving the field saves it at once). */
export const TYPED_SAVE_DELAY_MS = 800;

/** What the runner does with the saves' replies (it reads its latest render). */
export interface SaveReplies {
  saved: (reply: SaveAnswerResponse) => void;
  failed: (error: unknown) => void;
  /** 409: the time is over; the question's answer was not taken. */
  tooLate: (questionId: number) => void;
}

/**
 * The answers of a running attempt and their saves. A choice is kept and saved at once. Typed text (numeric, short
 * text) is kept as a draft and saved once typing pauses or the field is left, not per key; only text the server takes
 * (typedAnswerFits) becomes the question's answer, so `answers` is what the server has or is being sent. Text it would
 * refuse (not a number) is sent anyway, and the server's 400 detail is shown on the field (`typedErrors`), and the
 * answer kept stays; an emptied field clears the answer (an empty response), so a student can leave a question blank
 * again, which matters under negative marking.
 */
export function useQuizAnswers(session: QuizStartResponse, replies: RefObject<SaveReplies | null>, mayAnswer: () => boolean) {
  const { t } = useTranslation('quizzes');
  const group = `quiz:${session.attempt_id}`;
  const kinds = useMemo(() => new Map(session.questions.map((q) => [q.id, q.kind])), [session.questions]);
  const [answers, setAnswers] = useState(() => answersFromSaved(session.saved_answers));
  // The submit reads the answers straight after flushing the typed ones, before React renders them.
  const latest = useRef(answers);
  const [drafts, setDrafts] = useState(() => new Map(session.saved_answers.flatMap((a) => (a.response === undefined ? [] : [[a.question_id, a.response] as const]))));
  const latestDrafts = useRef(drafts);
  /** The typed text last sent as each question's answer, so leaving a field unchanged sends nothing. */
  const sent = useRef(new Map(drafts));
  const timers = useRef(new Map<number, number>());
  const [typedErrors, setTypedErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [saving, setSaving] = useState(0);
  const allowed = useRef(mayAnswer);
  useLayoutEffect(() => {
    allowed.current = mayAnswer;
  });

  const forgetError = useCallback((questionId: number) => setTypedErrors((prev) => {
    if (!prev.has(questionId)) return prev;
    const next = new Map(prev);
    next.delete(questionId);
    return next;
  }), []);

  // Every answer goes through the offline queue (issue 29 part 5): sent at once online, kept on the phone offline and
  // sent on reconnect, in the order given. A refusal may come long after the answer (a reload even): it is heard here.
  useEffect(() => offlineQueue.onOutcome((write, outcome) => {
    if (write.group !== group || outcome.status !== 'refused' || outcome.error.status !== 409) return;
    replies.current?.tooLate(Number(write.body?.question_id));
  }), [group, replies]);
  const [saves] = useState(() => createAnswerSaveQueue<AnswerInput, SaveAnswerResponse | null>({
    send: async (questionId, answer) => {
      const outcome = await offlineQueue.submit({
        call: 'saveAnswer', params: { quizId: session.id }, body: { question_id: questionId, ...answer }, group,
      });
      if (outcome.status === 'sent') return outcome.answer as SaveAnswerResponse;
      if (outcome.status === 'refused' && outcome.error.status !== 409) throw outcome.error;
      return null;
    },
    onSaved: (reply, questionId) => {
      forgetError(questionId);
      if (reply) replies.current?.saved(reply);
    },
    onError: (error, questionId) => {
      const kind = kinds.get(questionId);
      if (kind && isTypedKind(kind) && isApiError(error) && error.status === 400) {
        setTypedErrors((prev) => new Map(prev).set(questionId, error.detail ?? t('runner.typedRefused')));
      } else {
        replies.current?.failed(error);
      }
    },
    onPendingChange: setSaving,
  }));

  const keep = useCallback((questionId: number, answer: AnswerInput) => {
    latest.current = new Map(latest.current).set(questionId, answer);
    setAnswers(latest.current);
    saves.save(questionId, answer);
  }, [saves]);

  /** An option chosen (single, true/false) or the options ticked (multiple; none ticked clears the question). */
  const choose = useCallback((questionId: number, answer: AnswerInput) => {
    if (allowed.current()) keep(questionId, answer);
  }, [keep]);

  /**
   * Saves the question's typed text now, if it changed since it was last sent. Text typed in time is saved even when
   * the time just ran out (the submit's flush): it goes with the submit too.
   */
  const commit = useCallback((questionId: number) => {
    window.clearTimeout(timers.current.get(questionId));
    timers.current.delete(questionId);
    const kind = kinds.get(questionId);
    const text = (latestDrafts.current.get(questionId) ?? '').trim();
    if (!kind) return;
    if (text === '') {
      // Emptied: the question is blank again (nothing to send if nothing was kept).
      if (!isAnswered(latest.current.get(questionId)) || sent.current.get(questionId) === '') return;
      sent.current.set(questionId, '');
      keep(questionId, { response: '' });
      return;
    }
    if (!typedAnswerFits(kind, text)) {
      // Sent for the server's own words on what is wrong; the answer kept stays.
      if (allowed.current()) saves.save(questionId, { response: text });
      return;
    }
    if (sent.current.get(questionId) === text) return;
    sent.current.set(questionId, text);
    keep(questionId, { response: text });
  }, [keep, kinds, saves]);

  const type = useCallback((questionId: number, text: string) => {
    if (!allowed.current()) return;
    latestDrafts.current = new Map(latestDrafts.current).set(questionId, text);
    setDrafts(latestDrafts.current);
    forgetError(questionId);
    window.clearTimeout(timers.current.get(questionId));
    timers.current.set(questionId, window.setTimeout(() => commit(questionId), TYPED_SAVE_DELAY_MS));
  }, [commit, forgetError]);

  /** Saves every typed answer still waiting for its pause; the answers as the submit sends them. */
  const flush = useCallback(() => {
    for (const questionId of [...timers.current.keys()]) commit(questionId);
    return latest.current;
  }, [commit]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const answered = useMemo(() => new Set([...answers].flatMap(([id, a]) => (isAnswered(a) ? [id] : []))), [answers]);
  return { answers, answered, drafts, typedErrors, saving, choose, type, commit, flush };
}
