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

/** A route's kept answer (computed every time where the app keeps none). */
export const keptAnswer = <T>(ctx: { kept?: KeptAnswers }, schoolId: number, key: string, compute: () => Promise<T>): Promise<T> =>
  ctx.kept ? ctx.kept.get(schoolId, key, compute) : compute();

/** After a write that changes a school's figures. */
export const schoolFiguresChanged = (ctx: { kept?: KeptAnswers }, schoolId: number): void => ctx.kept?.changed(schoolId);
