/**
 * A few seconds' memory of rows every request reads (the account behind a token, a school), so a signed-in call does
 * not pay one or two queries before its real work (ADR 0013). Whoever changes such a row says so (`forget`), and the
 * change is seen at once by the next request in this process.
 *
 * A load that was under way while something was forgotten is answered but not kept: it may have read the row just
 * before the change was committed, and keeping it would bring the old row back for the whole time an entry lives.
 */
export class ShortCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; tags: readonly number[] }>();
  /** Counts every forget; a load keeps its answer only if none happened meanwhile. */
  private epoch = 0;

  /** `ttlMs` 0 keeps nothing. */
  constructor(private readonly ttlMs: number, private readonly maxEntries = 20_000) {}

  /**
   * The kept value, or a fresh one from `load`. `null` answers (no such row) are never kept. `tagOf` names the users the
   * value is about (its owner; a parent's children) for `forgetTag`; `expiresAt` ends the entry earlier than the kept
   * time (a token's own expiry).
   */
  async get(key: K, load: () => Promise<V | null>, opts: { tagOf?: (value: V) => number | readonly number[]; expiresAt?: (value: V) => number } = {}): Promise<V | null> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return kept.value;
    const epochAtStart = this.epoch;
    const value = await load();
    if (value === null) {
      this.entries.delete(key);
      return null;
    }
    if (this.epoch === epochAtStart) {
      const expires = Math.min(now + this.ttlMs, opts.expiresAt?.(value) ?? Number.POSITIVE_INFINITY);
      const tags = opts.tagOf?.(value) ?? [];
      this.entries.set(key, { value, expires, tags: typeof tags === 'number' ? [tags] : tags });
      this.evict(now);
    }
    return value;
  }

  /** One entry changed or ended (a signed-out token, an edited school). */
  forget(key: K): void {
    this.epoch++;
    this.entries.delete(key);
  }

  /** Every entry about one user changed or ended (a user's password, name, class or sessions). */
  forgetTag(tag: number): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }

  /** Beyond maxEntries, the expired entries go, then the oldest (a Map keeps insertion order). */
  private evict(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
