import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that does not start its school's kept answers afresh (heartbeats, a quiz's saved answers). */
    leavesKeptAnswers?: boolean;
  }
  interface FastifyInstance {
    /** The app's kept answers (buildApp), for routes registered with `keep`. */
    keptAnswers: KeptAnswers;
  }
}

/** What a write changed: one school's figures, or every school's. */
export type KeptChange = number | 'everywhere';

/**
 * Answers of the staff dashboards' heavier reads (homes, reports, leaderboards, attendance), kept for a few seconds
 * per school (ADR 0007). Many coaches of one school, or one coach clicking between tabs, then cost one computation
 * instead of one each; a write that changes a school's figures (an assignment, a submitted quiz, a new student)
 * starts that school afresh at once, in this process. With several processes (REDIS_URL, ADR 0018) the change is
 * published to the others, which start the school afresh a moment later; without Redis they see it within the time an
 * answer is kept.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly generations = new Map<number, number>();
  private everywhere = 0;
  /** Counts every change, of one school or everywhere: an answer drawn from every school is as old as the latest. */
  private anyChange = 0;
  private relay: ((change: KeptChange) => void) | null = null;

  /** `ttlMs` 0 keeps nothing (every call computes). */
  constructor(private readonly ttlMs: number, private readonly maxEntries = 5000) {}

  /** Moves with every change of one school or everywhere (the leaderboard ranks follow it, ADR 0020). */
  get changeCount(): number {
    return this.anyChange;
  }

  /** Whether answers are kept at all. */
  get keeps(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The kept answer for this school and key, or a fresh one. Calls that arrive while it is being computed share
   * that one computation; a failed computation is not kept.
   */
  get<T>(schoolId: number, key: string, compute: () => Promise<T>): Promise<T> {
    return this.keep(`${schoolId}:${this.everywhere}:${this.generations.get(schoolId) ?? 0}:${key}`, compute);
  }

  /**
   * The kept answer drawn from every school's rows (an administrator's overview), or a fresh one: used again only
   * while no school changed and nothing changed everywhere.
   */
  getAcrossSchools<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.keep(`all:${this.anyChange}:${key}`, compute);
  }

  private keep<T>(id: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const kept = this.answers.get(id);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = compute();
    this.answers.set(id, { expires: now + this.ttlMs, value });
    value.catch(() => { if (this.answers.get(id)?.value === value) this.answers.delete(id); });
    this.evict(now);
    return value;
  }

  /** The school's figures changed: its kept answers are not used again. */
  changed(schoolId: number): void {
    this.changedElsewhere(schoolId);
    this.relay?.(schoolId);
  }

  /** Something every school shows changed (an administrator's write): no kept answer is used again. */
  changedEverywhere(): void {
    this.changedElsewhere('everywhere');
    this.relay?.('everywhere');
  }

  /** Hands each change made here to the other server processes too. */
  relayChangesTo(relay: (change: KeptChange) => void): void {
    this.relay = relay;
  }

  /** A change made through another server process: applied here, not relayed again. */
  changedElsewhere(change: KeptChange): void {
    if (change === 'everywhere') this.everywhere++;
    else this.generations.set(change, (this.generations.get(change) ?? 0) + 1);
    this.anyChange++;
  }

  /** Beyond maxEntries, the expired answers go, then the oldest (a Map keeps insertion order). */
  private evict(now: number): void {
    if (this.answers.size <= this.maxEntries) return;
    for (const [id, kept] of this.answers) if (kept.expires <= now) this.answers.delete(id);
    for (const id of this.answers.keys()) {
      if (this.answers.size <= this.maxEntries) break;
      this.answers.delete(id);
    }
  }
}

/**
 * What a route keeps: one answer per school and address, per school, caller and address (the caller's own notes), or
 * one answer per address drawn from every school (`all-schools`: an administrator's cross-school reads, whose answer
 * does not depend on the caller), used again only while no school changed.
 */
export type KeepRule = 'per-school' | 'per-user' | 'all-schools';

/**
 * The school a call is about, from what its policy loaded (the staff's school, the student, a parent's child, the
 * record) or from the signed-in account: the school whose kept answers it reads, or starts afresh.
 */
export function schoolOfCall(req: FastifyRequest): number | null {
  const subject = req.accessSubject as { school?: { id?: unknown }; student?: { schoolId?: unknown }; child?: { schoolId?: unknown }; schoolId?: unknown } | null;
  const candidates = [subject?.school?.id, subject?.student?.schoolId, subject?.child?.schoolId, subject?.schoolId, req.principal?.student?.schoolId, req.principal?.schoolId];
  const found = candidates.find((id) => typeof id === 'number');
  return typeof found === 'number' ? found : null;
}

/**
 * A route's kept answer, sent as the JSON text the route's response schema made of it the first time: a kept answer
 * then costs neither a computation nor another validation and serialisation (ADR 0013). The key is the route and the
 * address it was called with (its query included), so no route sends text made by another route's schema.
 */
export async function replyKept<T>(kept: KeptAnswers, rule: KeepRule, req: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<T | FastifyReply> {
  if (!kept.keeps) return compute();
  const serialized = async () => reply.serialize(await compute());
  let json: Awaited<ReturnType<typeof serialized>>;
  if (rule === 'all-schools') {
    json = await kept.getAcrossSchools(`${req.routeOptions.url}|${req.url}`, serialized);
  } else {
    const schoolId = schoolOfCall(req);
    if (schoolId === null) return compute();
    const who = rule === 'per-user' ? `${req.principal?.id ?? ''}|` : '';
    json = await kept.get(schoolId, `${req.routeOptions.url}|${who}${req.url}`, serialized);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Every write that succeeds starts its school's kept answers afresh before its answer goes out, so the next read
 * anywhere in the school sees it — whatever the feature, with nothing to remember. Writes that come by the thousand
 * and change only what the answers show within their kept time (heartbeats, a quiz's saved answers) say so on their
 * route (`leavesKeptAnswers`).
 */
export function startSchoolsAfreshOnWrites(app: FastifyInstance, kept: KeptAnswers): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    if (req.routeOptions.config?.leavesKeptAnswers) return;
    const schoolId = schoolOfCall(req);
    if (schoolId !== null) kept.changed(schoolId);
    else if (req.principal?.isSuperuser) kept.changedEverywhere();
  });
}
