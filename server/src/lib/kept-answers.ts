import type { FastifyReply } from 'fastify';

/**
 * Answers of the staff dashboards' heavier reads (homes, reports, leaderboards, attendance), kept for a few seconds
 * per school (ADR 0007). Many coaches of one school, or one coach clicking between tabs, then cost one computation
 * instead of one each; a write that changes a school's figures (an assignment, a submitted quiz, a new student)
 * starts that school afresh at once, in this process. Other processes see it within the time an answer is kept.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly generations = new Map<number, number>();

  /** `ttlMs` 0 keeps nothing (every call computes). */
  constructor(private readonly ttlMs: number, private readonly maxEntries = 5000) {}

  /** Whether answers are kept at all. */
  get keeps(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The kept answer for this school and key, or a fresh one. Calls that arrive while it is being computed share
   * that one computation; a failed computation is not kept.
   */
  get<T>(schoolId: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const id = `${schoolId}:${this.generations.get(schoolId) ?? 0}:${key}`;
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
    this.generations.set(schoolId, (this.generations.get(schoolId) ?? 0) + 1);
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
 * A route's kept answer, sent as the JSON text the route's response schema made of it the first time: a kept answer
 * then costs neither a computation nor another validation and serialisation (ADR 0013). The key is the route's own,
 * so two routes never share a text made by another's schema. Where nothing is kept, the answer goes out as usual.
 */
export async function replyKept<T>(ctx: { kept?: KeptAnswers }, reply: FastifyReply, schoolId: number, key: string, compute: () => Promise<T>): Promise<T | FastifyReply> {
  if (!ctx.kept?.keeps) return compute();
  const json = await ctx.kept.get(schoolId, `${reply.request.routeOptions.url}|${key}`, async () => reply.serialize(await compute()));
  return reply.type('application/json; charset=utf-8').send(json);
}

/** After a write that changes a school's figures. */
export const schoolFiguresChanged = (ctx: { kept?: KeptAnswers }, schoolId: number): void => ctx.kept?.changed(schoolId);
