import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEEP_DAYS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@prayog/contract';
import type { Db } from '../db/client';
import { HttpError, badRequest, conflict } from '../lib/http-errors';
import { idempotencyKeys } from './idempotency.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept first answers of writes sent with an Idempotency-Key (core/idempotency.ts). */
    idempotency: IdempotencyKeys;
  }
}

export const IDEMPOTENCY_KEEP_MS = IDEMPOTENCY_KEEP_DAYS * 24 * 3600 * 1000;
/** A duplicate waits this long at most for the first request under its key to answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/** A claim with no answer after this long was left by a server that stopped mid-request: a retry takes it over. */
const ABANDONED_MS = 60_000;
const PRUNE_EVERY_MS = 3600_000;

export const KEY_MALFORMED = 'The Idempotency-Key header must be a UUID.';
export const KEY_OTHER_ROUTE = 'This Idempotency-Key was already used for another request.';
export const KEY_STILL_RUNNING = 'A request with this Idempotency-Key is still being handled. Try again in a moment.';

/** A refusal kept under a key: given back as the same error, so its detail is said in the retry's language. */
interface KeptRefusal { detail: string; errors?: { field: string; message: string }[] }

interface Row { status: number | null; answer: unknown; route: string; createdAt: Date }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes sent with an `Idempotency-Key` (the phone's offline queue, issue 29 part 4). The first request under a
 * (user, key) claims a row by the unique index — one INSERT … ON CONFLICT DO NOTHING, so of two at once exactly one
 * wins — runs the handler and stores its answer: a success's status and body, or a refusal's (4xx but 429) status and
 * English detail. A retry, or a duplicate that arrives while the first still runs (it waits for the answer), gets that
 * answer back and the work is never done twice. A failure that may pass (5xx, 429, a dropped database) removes the
 * claim, so a retry does the work. Keys are kept IDEMPOTENCY_KEEP_DAYS and pruned every hour.
 */
export class IdempotencyKeys {
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  /** The handler's answer, or the first answer kept under the request's key (the handler then does not run). */
  async run<T>(req: FastifyRequest, reply: FastifyReply, handler: () => Promise<T | FastifyReply>): Promise<T | FastifyReply> {
    const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const userId = req.principal?.id;
    if (key === undefined || userId === undefined) return handler();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(KEY_MALFORMED);
    const route = `${req.method} ${req.routeOptions.url ?? ''}`;

    if (!(await this.claim(userId, key, route))) {
      const first = await this.firstAnswer(userId, key, route);
      if (first !== 'claimed') return this.replay(first, reply);
    }
    let result: T | FastifyReply;
    try {
      result = await handler();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode !== 429) {
        await this.settle(userId, key, error.statusCode, { detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) });
      } else {
        await this.release(userId, key);
      }
      throw error;
    }
    // An idempotent route's handler returns its answer (with reply.code for a status other than 200).
    if (result === reply) await this.release(userId, key);
    else await this.settle(userId, key, reply.statusCode, result);
    return result;
  }

  /** Claims the key; false when a row was there already (or was taken over from an abandoned claim: true). */
  private async claim(userId: number, key: string, route: string): Promise<boolean> {
    const inserted = await this.db.insert(idempotencyKeys).values({ userId, key, route })
      .onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (inserted.length > 0) return true;
    const takenOver = await this.db.update(idempotencyKeys).set({ createdAt: sql`now()` })
      .where(and(
        eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route), isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_MS / 1000})`),
      ))
      .returning({ id: idempotencyKeys.id });
    return takenOver.length > 0;
  }

  /**
   * The kept row once it has its answer (a duplicate arriving meanwhile waits for it), or 'claimed' when the first
   * request failed in a way that may pass and this one took the key to do the work.
   */
  private async firstAnswer(userId: number, key: string, route: string): Promise<(Row & { status: number }) | 'claimed'> {
    for (let waited = 0; ; waited += POLL_MS) {
      const [row] = await this.db.select({
        status: idempotencyKeys.status, answer: idempotencyKeys.answer, route: idempotencyKeys.route, createdAt: idempotencyKeys.createdAt,
      }).from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // Released by a failure that may pass: this request does the work itself.
      if (!row) {
        if (await this.claim(userId, key, route)) return 'claimed';
        continue;
      }
      if (row.route !== route) throw badRequest(KEY_OTHER_ROUTE);
      if (row.status !== null) return { ...row, status: row.status };
      if (waited >= WAIT_FOR_FIRST_MS) throw conflict(KEY_STILL_RUNNING);
      if (Date.now() - row.createdAt.getTime() > ABANDONED_MS && await this.claim(userId, key, route)) return 'claimed';
      await sleep(POLL_MS);
    }
  }

  private replay(row: Row & { status: number }, reply: FastifyReply) {
    reply.header('Idempotent-Replayed', 'true');
    if (row.status >= 400) {
      const refusal = row.answer as KeptRefusal;
      throw new HttpError(row.status as HttpError['statusCode'], refusal.detail, refusal.errors);
    }
    return reply.code(row.status).send(row.answer);
  }

  private async settle(userId: number, key: string, status: number, answer: unknown): Promise<void> {
    await this.db.update(idempotencyKeys).set({ status, answer: answer ?? null, answeredAt: sql`now()` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  private async release(userId: number, key: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
  }

  /** Removes keys older than the keep window; answers how many went. */
  async prune(now = new Date()): Promise<number> {
    const gone = await this.db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
      .returning({ id: idempotencyKeys.id });
    return gone.length;
  }

  /** Prunes once an hour while the app runs (every server does; a delete that finds nothing costs little). */
  startPruning(app: FastifyInstance): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) => app.log.warn({ err }, 'idempotency keys were not pruned'));
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    app.addHook('onClose', async () => {
      if (this.pruneTimer) clearInterval(this.pruneTimer);
    });
  }
}
