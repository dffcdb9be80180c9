import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { OFFLINE_QUEUE_MAX_AGE_DAYS } from '@prayog/contract';
import { ApiError } from '../lib/api-error';
import { OfflineQueue, type QueueDeps, type QueueOutcome, type QueuedWrite } from './queue';
import { openQueueStore } from './queue-store';

/** A fake network the test opens and closes; each send is recorded with its key. */
function harness() {
  const sent: { call: string; key: string; body: unknown; sentAt: number }[] = [];
  let online = true;
  let refuseWith: ApiError | null = null;
  let owner: string | null = 'asha';
  let clock = Date.parse('2026-11-28T09:00:00Z');
  let n = 0;
  const deps: QueueDeps = {
    openStore: openQueueStore,
    send: async (write: QueuedWrite, sentAt: number) => {
      if (!online) throw new ApiError(0);
      if (refuseWith) throw refuseWith;
      sent.push({ call: write.call, key: write.key, body: write.body, sentAt });
      return { ok: write.key };
    },
    owner: () => owner,
    now: () => clock,
    newKey: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    exclusive: (task) => task(),
  };
  return {
    queue: new OfflineQueue(deps), sent,
    setOnline: (value: boolean) => { online = value; },
    refuse: (error: ApiError | null) => { refuseWith = error; },
    signIn: (name: string | null) => { owner = name; },
    advance: (ms: number) => { clock += ms; },
  };
}

const beat = (lesson: string) => ({ call: 'trackActivity' as const, body: { lesson_name: lesson, time_spent: 30 } });

beforeEach(() => {
  // A fresh IndexedDB per test: what one test keeps, the next does not see.
  globalThis.indexedDB = new IDBFactory();
});

describe('the offline queue', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => { h = harness(); });
  afterEach(() => h.queue.forget());

  it('sends at once online, each write with its own key, and leaves nothing behind', async () => {
    const first = h.queue.add(beat('Lesson 1'));
    expect(await first.outcome).toEqual({ status: 'sent', answer: { ok: first.key } });
    expect(h.sent).toHaveLength(1);
    expect(await h.queue.count()).toBe(0);
  });

  it('keeps writes made offline in IndexedDB, in order, and sends them once when the network returns', async () => {
    h.setOnline(false);
    const a = h.queue.add(beat('Lesson 1'));
    await a.stored;
    await h.queue.flush();
    expect(h.queue.getState()).toEqual({ online: false, pending: 1 });
    const b = h.queue.add({ call: 'completeLesson', params: { grade: 7, subject: 'robotics', position: 1 } });
    await b.stored;
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(h.queue.getState().pending).toBe(2);

    // Another page (a reload) reads the same database: the writes are still there.
    expect((await (await openQueueStore()).list('asha')).map((w) => w.call)).toEqual(['trackActivity', 'completeLesson']);

    h.setOnline(true);
    h.queue.setOnline(true);
    await h.queue.flush();
    expect(h.sent.map((s) => [s.call, s.key])).toEqual([['trackActivity', a.key], ['completeLesson', b.key]]);
    expect(h.queue.getState()).toEqual({ online: true, pending: 0 });
    await h.queue.flush();
    expect(h.sent).toHaveLength(2);
  });

  it('sends the same key again after a lost answer, so the server can tell a retry', async () => {
    h.setOnline(false);
    const write = h.queue.add(beat('Lesson 1'));
    await write.stored;
    await h.queue.flush();
    h.setOnline(true);
    await h.queue.flush();
    expect(h.sent.map((s) => s.key)).toEqual([write.key]);
  });

  it('drops a write the server refuses for good and tells whoever listens; keeps one a server error refused', async () => {
    const outcomes: QueueOutcome[] = [];
    h.queue.onOutcome((_w, o) => outcomes.push(o));
    h.refuse(new ApiError(500));
    await h.queue.add(beat('Lesson 1')).stored;
    await h.queue.flush();
    expect(await h.queue.count()).toBe(1);
    expect(outcomes).toEqual([]);
    h.refuse(new ApiError(409, { detail: 'The time for this quiz is over.' }));
    await h.queue.flush();
    expect(await h.queue.count()).toBe(0);
    expect(outcomes).toEqual([{ status: 'refused', error: expect.objectContaining({ status: 409, detail: 'The time for this quiz is over.' }) }]);
  });

  it('submit answers `kept` at once offline, and the server outcome online', async () => {
    h.setOnline(false);
    h.queue.setOnline(false);
    expect(await h.queue.submit(beat('Lesson 1'))).toEqual({ status: 'kept' });
    h.setOnline(true);
    h.queue.setOnline(true);
    await h.queue.flush();
    expect((await h.queue.submit(beat('Lesson 2'))).status).toBe('sent');
  });

  it('never sends another account\'s writes: they are deleted unsent', async () => {
    h.setOnline(false);
    await h.queue.add(beat('Lesson 1')).stored;
    await h.queue.flush();
    h.signIn('ravi');
    h.setOnline(true);
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(await (await openQueueStore()).all()).toEqual([]);
  });

  it('drops a write older than the keep window unsent (the server may have forgotten its key)', async () => {
    h.setOnline(false);
    await h.queue.add(beat('Lesson 1')).stored;
    await h.queue.flush();
    h.advance((OFFLINE_QUEUE_MAX_AGE_DAYS * 24 + 1) * 3600_000);
    h.setOnline(true);
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(await h.queue.count()).toBe(0);
  });

  it('forget() deletes the database: nothing of the student stays on the phone', async () => {
    h.setOnline(false);
    await h.queue.add(beat('Lesson 1')).stored;
    await h.queue.forget();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain('prayog-queue-v1');
    expect(h.queue.getState().pending).toBe(0);
  });
});
