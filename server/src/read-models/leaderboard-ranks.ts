import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QuizType } from '@prayog/contract';
import type { Db } from '../db/client';
import { scoresOf } from './leaderboard-scores';

/**
 * Ranks change without a write only when a day begins in a school's time zone: a quiz's due day passes and, missed,
 * it starts counting 0 (leaderboard-scores.ts compares due dates with the school's today, nothing else with the clock).
 * So ranks are made again when a new day has begun in any school's zone since they were made, and, as a safety net
 * for changes made outside the application (a seed, a restore), when they are older than this. Before, they were
 * made again every five minutes: on a state's 200,000 students that was 15-22 s of a core every five minutes, which
 * the student routes beside it felt (ADR 0046).
 */
export const RANKS_MAX_AGE_MS = 60 * 60_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of an instant in a time zone (a zone Intl does not know counts as UTC). */
function dayIn(ms: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    dayFormats.set(zone, format);
  }
  return format.format(ms);
}

/** Whether ranks made at `madeAt` may be out of date at `now` without any write: a new day in a zone, or the age limit. */
export function ranksOutOfDate(madeAt: number, now: number, zones: readonly string[]): boolean {
  return now - madeAt > RANKS_MAX_AGE_MS || zones.some((zone) => dayIn(madeAt, zone) !== dayIn(now, zone));
}

/** The schools' time zones, whose midnights make ranks out of date. */
async function schoolZones(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select distinct time_zone from schools`);
  return (result as unknown as { rows: { time_zone: string }[] }).rows.map((r) => r.time_zone);
}

/**
 * Ranking every student costs time in proportion to all of them (about 1 s for a district of 50,000 on 2 cores,
 * 16–20 s for a state's 200,000): rankings of a quiz type are spaced at least this many times their own last
 * duration apart, so keeping ranks takes at most a tenth of one database connection whatever the size, and ranks trail
 * a write by more as the data grows (ADR 0046).
 */
export const RANKING_SPACING = 10;

const NAME = sql`coalesce(nullif(u.name, ''), u.username)`;

interface Options {
  /** A number that moves with every write that may change scores (ResponseCache' change count). */
  changes: () => number;
  /**
   * How long ranks may trail a write (the staff answers' kept time). 0: every read ranks afresh first (tests, and a
   * deployment that wants exact ranks). Otherwise a read after a write is answered from the ranks it finds while new
   * ones are computed behind it, at most once per this time.
   */
  keepMs: number;
}

interface TypeState {
  version: number;
  at: number;
  /** How long the last ranking of this type took here (0 until one did). */
  tookMs: number;
  /** The schools' time zones as of the last look (start, and each ranking: a school's new zone is a write). */
  zones: string[];
  refreshing: Promise<void> | null;
  /** The first read's look at the kept ranks (and ranking, when there are none or they are old): every read waits for it. */
  started: Promise<void>;
}

/**
 * The leaderboards' ranks of every student (ADR 0020), kept in leaderboard_ranks and computed only when scores may
 * have changed: ranking the whole country per request would cost time in proportion to every student of every
 * school. Several servers share the table; a transaction-level advisory lock lets one of them rank a quiz type at a
 * time, and readers keep reading the previous ranks until the new ones commit.
 */
export class LeaderboardRanks {
  private readonly state = new Map<string, TypeState>();

  constructor(private readonly db: Db, private readonly opts: Options) {}

  /** Makes sure ranks of this quiz type exist and are as fresh as the options ask; then read them by index. */
  async ready(quizType: QuizType | undefined, now = Date.now()): Promise<string> {
    const key = quizType ?? 'all';
    const version = this.opts.changes();
    const s = this.state.get(key);
    if (!s) {
      await this.begin(key, version, now).started;
      return key;
    }
    await s.started;
    const stale = s.version !== version || ranksOutOfDate(s.at, now, s.zones);
    if (this.opts.keepMs === 0) {
      // Nothing kept: rank afresh, as kept answers compute afresh with a kept time of 0.
      await s.refreshing?.catch(() => undefined);
      await this.refresh(key, s, version, now);
    } else if (stale && now - s.at >= Math.max(this.opts.keepMs, RANKING_SPACING * s.tookMs)) {
      void this.refresh(key, s, version, now).catch(() => undefined);
    }
    return key;
  }

  /**
   * The state of a quiz type, kept before its first await: the reads that arrive meanwhile (a whole class opening the
   * leaderboard of a server just started) wait for this one start, instead of each ranking every student in turn
   * behind the lock. A start that failed (the database was away) is tried again by the next read.
   */
  private begin(key: string, version: number, now: number): TypeState {
    const s: TypeState = { version, at: 0, tookMs: 0, zones: [], refreshing: null, started: Promise.resolve() };
    s.started = this.start(key, s, version, now);
    s.started.catch(() => { if (this.state.get(key) === s) this.state.delete(key); });
    this.state.set(key, s);
    return s;
  }

  /**
   * Another server (or an earlier run) may have ranked recently: use those until something changes. Ranks out of date
   * (a new day, or older than the longest age) are still answered from while new ones are made behind them, as a
   * server that has run a while does: ranking every student of a district takes seconds, too long for the first reads after a restart to wait.
   * Only a database without ranks (or a kept time of 0) makes the first read wait for them.
   */
  private async start(key: string, s: TypeState, version: number, now: number): Promise<void> {
    const [row] = await this.db.execute(sql`select extract(epoch from refreshed_at) * 1000 as at from leaderboard_totals where quiz_type = ${key}`)
      .then((r) => (r as unknown as { rows: { at: number }[] }).rows);
    s.at = row ? Number(row.at) : 0;
    s.zones = await schoolZones(this.db);
    if (!row || this.opts.keepMs === 0) await this.refresh(key, s, version, now);
    else if (ranksOutOfDate(s.at, now, s.zones)) void this.refresh(key, s, version, now).catch(() => undefined);
  }

  /** Resolves when no ranking is under way (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.state.values()].flatMap((s) => [s.started.catch(() => undefined), s.refreshing?.catch(() => undefined)]));
  }

  private refresh(key: string, s: TypeState, version: number, now: number): Promise<void> {
    if (s.refreshing) return s.refreshing;
    const began = performance.now();
    s.refreshing = rankEveryone(this.db, key)
      .then(async () => { s.version = version; s.at = now; s.tookMs = performance.now() - began; s.zones = await schoolZones(this.db); })
      .finally(() => { s.refreshing = null; });
    return s.refreshing;
  }
}

/**
 * Scores and ranks every student for one quiz type ('all' for every type), replacing the previous ranks at once. Each
 * server process asks for its own rankings; one that finds, once it holds the lock, ranks made by a ranking that began
 * after its own transaction did (and so read every write this one would) leaves them as they are.
 */
export async function rankEveryone(db: Db, key: string): Promise<void> {
  const quizType = key === 'all' ? undefined : (key as QuizType);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leaderboard:${key}`}))`);
    const fresh = await tx.execute(sql`select 1 from leaderboard_totals where quiz_type = ${key} and refreshed_at >= now()`);
    if ((fresh as unknown as { rows: unknown[] }).rows.length > 0) return;
    // Background work on one core: with parallel workers a state's ranking took every core of the database for 16-22 s,
    // and every request waited behind it (ADR 0046).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`delete from leaderboard_ranks where quiz_type = ${key}`);
    await tx.execute(sql`
      insert into leaderboard_ranks (quiz_type, student_id, school_id, grade, section, user_name, school_name, score,
        overall_rank, overall_pos, grade_rank, grade_pos, section_rank, section_pos)
      with ${scoresOf(sql`true`, quizType)}
      select ${key}, sc.student_id, sp.school_id, sp.grade, sp.section, ${NAME}, sch.name, sc.score,
        rank() over (order by sc.score desc),
        row_number() over (order by sc.score desc, ${NAME}, sc.student_id),
        rank() over (partition by sp.school_id, sp.grade order by sc.score desc),
        row_number() over (partition by sp.school_id, sp.grade order by sc.score desc, ${NAME}, sc.student_id),
        rank() over (partition by sp.school_id, sp.grade, sp.section order by sc.score desc),
        row_number() over (partition by sp.school_id, sp.grade, sp.section order by sc.score desc, ${NAME}, sc.student_id)
      from scores sc
      join student_profiles sp on sp.user_id = sc.student_id
      join users u on u.id = sc.student_id
      join schools sch on sch.id = sp.school_id`);
    await tx.execute(sql`
      insert into leaderboard_totals (quiz_type, max_score, avg_score, ranked_count, refreshed_at)
      select ${key}, coalesce(max(score), 0), coalesce(avg(score), 0), count(*), now() from leaderboard_ranks where quiz_type = ${key}
      on conflict (quiz_type) do update set max_score = excluded.max_score, avg_score = excluded.avg_score,
        ranked_count = excluded.ranked_count, refreshed_at = excluded.refreshed_at`);
  });
}

const perApp = new WeakMap<object, LeaderboardRanks>();

/**
 * The ranks of this server's database; the student's and the staff leaderboards share them. Writes move them through
 * the kept answers' change count, and they may trail a write by as long as staff answers are kept.
 */
export function ranksOf(app: FastifyInstance, ctx: { db: Db; config: { staffAnswersSeconds: number } }): LeaderboardRanks {
  let ranks = perApp.get(app.responseCache);
  if (!ranks) {
    ranks = new LeaderboardRanks(ctx.db, { changes: () => app.responseCache.invalidationCount, keepMs: ctx.config.staffAnswersSeconds * 1000 });
    perApp.set(app.responseCache, ranks);
  }
  return ranks;
}
