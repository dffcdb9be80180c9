import { OFFLINE_QUEUE_MAX_AGE_DAYS } from '@prayog/contract';
import { ApiError, isApiError } from '../lib/api-error';
import { type QueueStore, type QueuedCall, type QueuedForm, type QueuedWrite } from './queue-store';

export type { QueuedCall, QueuedForm, QueuedWrite } from './queue-store';

/**
 * The offline queue (issue 29 parts 4 and 5; ADR 0029 "The offline queue"). Time in lessons, lesson completions,
 * holiday homework and quiz answers are written here first and then sent, oldest first, one at a time, each with the
 * Idempotency-Key it was given when made: the server keeps the first answer under a key, so a write sent again after
 * a dropped answer is never counted twice. Everything goes through the queue, online or not, so a heartbeat made
 * offline never arrives after a later one (the server credits each at its own moment, by the same burst guard).
 *
 * A write leaves the queue when the server answers it: with success, or with a refusal that will not change (4xx
 * but 401, 408 and 429). A lost connection, a server error or a refused token keep it for the next try: when the
 * browser says it is online again, after RETRY_MS, and when someone calls flush(). Writes older than
 * OFFLINE_QUEUE_MAX_AGE_DAYS are dropped unsent (the server keeps keys a day longer). Only the account that made a
 * write sends it; writes of any other account are deleted unsent. Sign-out sends what it can, then deletes it all.
 */
export type QueueOutcome =
  | { status: 'sent'; answer: unknown }
  | { status: 'refused'; error: ApiError }
  /** Too old to send safely, or made by another account. */
  | { status: 'dropped' };

/** What submit() answers: the server's outcome, or `kept` when the phone is offline and the write waits on it. */
export type SubmitOutcome = QueueOutcome | { status: 'kept' };

export interface QueueState {
  /** False while the browser is offline or the last try could not reach the server. */
  online: boolean;
  /** The signed-in account's writes waiting to be sent. */
  pending: number;
}

export interface NewWrite {
  call: QueuedCall;
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
  form?: QueuedForm;
  group?: string;
  /** Upload progress (0 to 1) while this page sends it; not kept on the phone. */
  onProgress?: (fraction: number) => void;
}

export interface Enqueued {
  /** The Idempotency-Key of the write. */
  key: string;
  /** Settles when the write is stored on the phone. */
  stored: Promise<void>;
  /** Settles when the server answered it (or it was dropped); in this page only. */
  outcome: Promise<QueueOutcome>;
}

export interface QueueDeps {
  openStore: () => Promise<QueueStore>;
  /** Sends one write with its key; throws ApiError as the API client does. */
  send: (write: QueuedWrite, sentAt: number, onProgress?: (fraction: number) => void) => Promise<unknown>;
  /** The signed-in account (its username), or null. */
  owner: () => string | null;
  now: () => number;
  newKey: () => string;
  /** Runs `task` alone across this browser's tabs (Web Locks), where the browser can. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
}

export const RETRY_MS = 30_000;
const MAX_AGE_MS = OFFLINE_QUEUE_MAX_AGE_DAYS * 24 * 3600 * 1000;

/** Whether a failure may pass: the write stays for the next try. */
export function mayPass(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

type OutcomeListener = (write: QueuedWrite, outcome: QueueOutcome) => void;

export class OfflineQueue {
  private store: Promise<QueueStore> | null = null;
  private state: QueueState = { online: true, pending: 0 };
  private readonly listeners = new Set<(state: QueueState) => void>();
  private readonly outcomeListeners = new Set<OutcomeListener>();
  private readonly waiters = new Map<string, (outcome: QueueOutcome) => void>();
  private readonly progress = new Map<string, (fraction: number) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: QueueDeps) {}

  private storeOf(): Promise<QueueStore> {
    return (this.store ??= this.deps.openStore());
  }

  getState(): QueueState {
    return this.state;
  }

  /** Follows the state (for the banner); answers the unsubscribe. */
  subscribe(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears every write's outcome, also of writes made before a reload (API modules refresh their queries). */
  onOutcome(listener: OutcomeListener): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private setState(change: Partial<QueueState>): void {
    const next = { ...this.state, ...change };
    if (next.online === this.state.online && next.pending === this.state.pending) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  /** Keeps the write on the phone and starts sending. Nothing is queued without a signed-in account. */
  add({ onProgress, ...write }: NewWrite): Enqueued {
    const key = this.deps.newKey();
    if (onProgress) this.progress.set(key, onProgress);
    const owner = this.deps.owner();
    const outcome = new Promise<QueueOutcome>((resolve) => this.waiters.set(key, resolve));
    const stored = (async () => {
      if (!owner) throw new ApiError(401);
      await (await this.storeOf()).add({ ...write, key, owner, madeAt: this.deps.now() });
      await this.count();
      void this.flush();
    })();
    stored.catch((error: unknown) => this.settle({ ...write, key, owner: owner ?? '', madeAt: this.deps.now() }, {
      status: 'refused', error: isApiError(error) ? error : new ApiError(0),
    }));
    return { key, stored, outcome };
  }

  /**
   * Queues the write and waits: for the server's outcome while online, or only until it is kept on the phone when
   * offline (it is sent later; its outcome then reaches onOutcome listeners).
   */
  async submit(write: NewWrite): Promise<SubmitOutcome> {
    const enqueued = this.add(write);
    await enqueued.stored;
    return new Promise((resolve) => {
      const done = (outcome: SubmitOutcome) => {
        unsubscribe();
        resolve(outcome);
      };
      const unsubscribe = this.subscribe((state) => {
        if (!state.online) done({ status: 'kept' });
      });
      void enqueued.outcome.then(done);
      if (!this.state.online) done({ status: 'kept' });
    });
  }

  /** Re-reads how many writes of the signed-in account wait. */
  async count(): Promise<number> {
    const owner = this.deps.owner();
    const pending = owner ? (await (await this.storeOf()).list(owner)).length : 0;
    this.setState({ pending });
    return pending;
  }

  /** The browser says the network is back (or gone). */
  setOnline(online: boolean): void {
    this.setState({ online });
    if (online) void this.flush();
  }

  /**
   * Sends the signed-in account's writes, oldest first, until none is left or one cannot go now. Resolves when this
   * try ends; a flush asked for meanwhile runs once more after it.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.deps.exclusive(() => this.drain());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async drain(): Promise<void> {
    const store = await this.storeOf();
    const owner = this.deps.owner();
    // Another account's writes never go with this session, and are not kept for it either.
    for (const write of await store.all()) {
      if (write.owner !== owner) {
        await store.remove(write.seq!);
        this.settle(write, { status: 'dropped' });
      }
    }
    if (!owner) return;
    for (;;) {
      const [write] = await store.list(owner);
      if (!write) break;
      if (this.deps.now() - write.madeAt > MAX_AGE_MS) {
        await store.remove(write.seq!);
        this.settle(write, { status: 'dropped' });
        continue;
      }
      try {
        const answer = await this.deps.send(write, this.deps.now(), this.progress.get(write.key));
        await store.remove(write.seq!);
        this.setState({ online: true });
        this.settle(write, { status: 'sent', answer });
      } catch (error) {
        if (mayPass(error)) {
          if (isApiError(error) && error.status === 0) this.setState({ online: false });
          this.retryLater();
          break;
        }
        await store.remove(write.seq!);
        this.setState({ online: true });
        this.settle(write, { status: 'refused', error: error as ApiError });
      }
      await this.count();
    }
    await this.count();
  }

  private retryLater(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, RETRY_MS);
  }

  private settle(write: QueuedWrite, outcome: QueueOutcome): void {
    this.waiters.get(write.key)?.(outcome);
    this.waiters.delete(write.key);
    this.progress.delete(write.key);
    for (const listener of this.outcomeListeners) listener(write, outcome);
  }

  /** At sign-out: sends what can be sent now, while the session still works. */
  async sendBeforeSignOut(): Promise<void> {
    if (this.state.online) await this.flush().catch(() => undefined);
  }

  /** Deletes every kept write of every account (sign-out: a shared phone keeps nothing for the next student). */
  async forget(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const store = await this.storeOf();
    this.store = null;
    await store.clear();
    this.setState({ pending: 0 });
  }
}
