import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { pgErrorOf } from '../lib/db-errors';

/**
 * Group commit for a hot write path (ADR 0020): callers submit one item each and get its own answer back, but the
 * items waiting at the same moment go to the database as ONE statement (one round trip, one transaction, one WAL
 * flush). A caller's promise settles only after the statement that carried its item has committed, so nothing is
 * acknowledged before it is durable. Reads that a crowd asks for at once (sessions, students' homes, reports, course
 * reports and quiz lists) are batched the same way, for the round trips and wake-ups they save.
 *
 * There is no timer: the first item goes out at the end of the event loop's turn in which it came; items that arrive
 * while statements are running wait for the next free slot and then leave together. Under light load every item is
 * its own batch (no added latency); under heavy load batches grow by themselves. Items with the same key never share
 * a batch (a student's two heartbeats are credited one after the other, as two requests would be).
 */
export interface GroupCommitOptions<In> {
  /** Statements allowed in flight at once (each takes one pooled connection). */
  maxInFlight: number;
  /** Items per statement at most. */
  maxBatch: number;
  /** Items with equal keys go to different batches, in the order they arrived. */
  keyOf: (item: In) => string | number;
  /** A failure worth running the same batch once more (a deadlock between two batches, say). */
  retryable?: (error: unknown) => boolean;
}

interface Waiting<In, Out> { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }

export class GroupCommit<In, Out> {
  private queue: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private readonly idle = new Set<() => void>();

  /** `write` gets a batch and answers with one result per item, in the same order (an Error result rejects that caller). */
  constructor(private readonly write: (items: In[]) => Promise<(Out | Error)[]>, private readonly opts: GroupCommitOptions<In>) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  /** Resolves once every submitted item has been written (server shutdown). */
  drained(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  private pumpScheduled = false;

  /**
   * Sends the waiting items at the end of this turn of the event loop, so items whose requests are being read in the
   * same turn leave together. The embedded database runs each statement on this thread, and requests are only read
   * between statements: a batch taken at once would carry one item.
   */
  private pump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pumpNow();
    });
  }

  private pumpNow(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.pump();
        if (this.inFlight === 0 && this.queue.length === 0) {
          for (const done of this.idle) done();
          this.idle.clear();
        }
      });
    }
  }

  /** The oldest waiting items with distinct keys, up to maxBatch; the rest keep their places. */
  private takeBatch(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string | number>();
    for (const waiting of this.queue) {
      const key = this.opts.keyOf(waiting.item);
      if (batch.length < this.opts.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Waiting<In, Out>[]): Promise<void> {
    const items = batch.map((w) => w.item);
    let results: (Out | Error)[];
    try {
      results = await this.write(items).catch((error: unknown) => {
        if (this.opts.retryable?.(error)) return this.write(items);
        throw error;
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const result = results[i];
      if (result instanceof Error) w.reject(result);
      else w.resolve(result);
    });
  }
}

/** A deadlock or serialisation failure between two batches: running the batch once more is safe. */
const isRetryable = (error: unknown) => ['40P01', '40001'].includes(pgErrorOf(error)?.code ?? '');

/**
 * One batcher per database (one per running server, several in tests) for a hot path: two statements in flight
 * keep the database busy while the next batch gathers; `maxBatch` rows make one short statement.
 */
export function batcherPerDatabase<In, Out>(
  write: (db: Db, items: In[]) => Promise<(Out | Error)[]>, keyOf: (item: In) => string | number, maxBatch = 500,
): (db: Db) => GroupCommit<In, Out> {
  return perDatabase((db) => new GroupCommit<In, Out>((items) => write(db, items), { maxInFlight: 2, maxBatch, keyOf, retryable: isRetryable }));
}
