/**
 * Answer saves of a running attempt, in order per question (issue 28 item 1). The runner's `send` puts each save in
 * the offline queue (web/src/offline/queue.ts, issue 29 part 5), which keeps it on the phone and sends the queue one
 * write at a time in the order made, so across a dropped connection nothing is lost and nothing overtakes. Every pick is sent, whatever the pace,
 * and saves of different questions go out at once; but a question has at most one save on the way: a pick made
 * while its question's save is still travelling waits, and only the newest such pick follows. Two saves of one
 * question can then never overtake each other on the network (nor in the server's batches), so the last choice is
 * the one stored.
 */
export interface AnswerSaveQueue<V> {
  /** Saves the question's answer (an option, options or typed text: the queue does not look inside). */
  save: (questionId: number, answer: V) => void;
  /** Questions with a save on the way or waiting. */
  pending: () => number;
}

export interface AnswerSaveHandlers<V, R> {
  send: (questionId: number, answer: V) => Promise<R>;
  onSaved: (reply: R, questionId: number) => void;
  onError: (error: unknown, questionId: number) => void;
  /** The number of questions with a save on the way or waiting changed. */
  onPendingChange: (pending: number) => void;
}

export function createAnswerSaveQueue<V, R>(handlers: AnswerSaveHandlers<V, R>): AnswerSaveQueue<V> {
  /** Question id → the pick waiting behind the save on the way (null: none waits). */
  const travelling = new Map<number, { answer: V } | null>();
  const changed = () => handlers.onPendingChange(travelling.size);

  const send = (questionId: number, answer: V) => {
    travelling.set(questionId, null);
    handlers.send(questionId, answer).then(
      (reply) => handlers.onSaved(reply, questionId),
      (error: unknown) => handlers.onError(error, questionId),
    ).finally(() => {
      const next = travelling.get(questionId) ?? null;
      if (next !== null) {
        send(questionId, next.answer);
      } else {
        travelling.delete(questionId);
        changed();
      }
    });
  };

  return {
    save: (questionId, answer) => {
      if (travelling.has(questionId)) {
        travelling.set(questionId, { answer });
        return;
      }
      send(questionId, answer);
      changed();
    },
    pending: () => travelling.size,
  };
}
