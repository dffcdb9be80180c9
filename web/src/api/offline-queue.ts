import { useSyncExternalStore } from 'react';
import { activityEndpoints, homeworkEndpoints, IDEMPOTENCY_KEY_HEADER, lessonEndpoints, quizEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { uploadToEndpoint } from '../lib/upload';
import { storage } from '../lib/storage';
import { OfflineQueue, type QueueState, type QueuedWrite } from '../offline/queue';

export type { QueuedForm } from '../offline/queue';
import { openQueueStore } from '../offline/queue-store';

/** The contract's endpoint of each call the queue may hold. */
const ENDPOINTS = {
  trackActivity: activityEndpoints.trackActivity,
  completeLesson: lessonEndpoints.completeLesson,
  submitHomework: homeworkEndpoints.submit,
  saveAnswer: quizEndpoints.saveAnswer,
} as const;

/** One queued write as its request: the contract's call, its key, and for a heartbeat the moment it is sent. */
function send(write: QueuedWrite, sentAt: number, onProgress?: (fraction: number) => void): Promise<unknown> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: write.key };
  const endpoint = ENDPOINTS[write.call];
  const params = write.params as never;
  if (write.form) {
    const form = new FormData();
    for (const [name, value] of write.form.fields) form.append(name, value);
    const file = write.form.file;
    if (file) form.append(file.field, new File([file.blob], file.name, { type: file.type }));
    return uploadToEndpoint(endpoint, form, { params, headers, onProgress });
  }
  const body = write.call === 'trackActivity' ? { ...write.body, sent_at: new Date(sentAt).toISOString() } : write.body;
  return callEndpoint(endpoint, { params, body: body as never, headers });
}

/** Web Locks keep two tabs from sending the same write at once; without them, each tab sends alone. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('prayog-offline-queue', task) as Promise<T>) : task();
}

/** The app's one offline queue (queue.ts). */
export const offlineQueue = new OfflineQueue({
  openStore: openQueueStore,
  send,
  owner: () => (storage.authToken() ? storage.username() : null),
  now: () => Date.now(),
  newKey: () => crypto.randomUUID(),
  exclusive,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => offlineQueue.setOnline(true));
  window.addEventListener('offline', () => offlineQueue.setOnline(false));
  if (!navigator.onLine) offlineQueue.setOnline(false);
}

/** The queue's state (online, writes waiting) as a screen follows it. */
export function useOfflineQueueState(): QueueState {
  return useSyncExternalStore((notify) => offlineQueue.subscribe(notify), () => offlineQueue.getState());
}
