/**
 * Random draws written as SQL, so the district's millions of rows are made inside the database (no row crosses
 * the wire) and still come out the same every time: each draw is a hash of an integer key and a purpose number,
 * never random(). hashint8extended is a built-in of PostgreSQL 11+ and gives the same values on PGlite.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SeedContext } from '../context';
import { countRows } from '../context';

/** Changing it changes every draw of the district (names come from the Rng seed in index.ts). */
export const DISTRICT_HASH_SEED = 2026_11;

/** One purpose number per kind of draw, so two draws on the same key are independent. */
export const P = {
  login: 1, loginMinute: 2, loginSecond: 3, secondLogin: 4, secondMinute: 5,
  favourite: 10, favouriteToday: 24, subject: 11, twoSubjects: 12, secondSubject: 13, pace: 14, revise: 15,
  simulator: 16, video: 17, quiz: 18, hint: 19, ticks1: 20, ticks2: 21, ticks3: 22, completedAfter: 23,
  assignedMinute: 30, attempt: 31, attemptLogin: 32, startAfter: 33, startSecond: 34, duration: 35,
  ease: 36, skip: 37, right: 38, wrongOption: 39,
  homework: 50, homeworkTwice: 51, homeworkSubject: 52, homeworkIdea: 53, homeworkDay: 54, homeworkMinute: 55,
} as const;

/** A uniform number in [0, 1) fixed by the key (an integer SQL expression) and the purpose. */
export function draw(key: string, purpose: number): string {
  return `((hashint8extended((${key})::bigint, ${DISTRICT_HASH_SEED * 100 + purpose}) & 2147483647)::float8 / 2147483648.0)`;
}

/** An integer in [0, n) from a draw. */
export function pick(key: string, purpose: number, n: string | number): string {
  return `floor(${draw(key, purpose)} * (${n}))::int`;
}

/** One integer key from two (both well under a million in practice, so no two pairs share a key). */
export function key2(a: string, b: string): string {
  return `((${a})::bigint * 1000003 + (${b})::bigint)`;
}

/** Runs one statement and returns how many rows it wrote (both drivers report it under a different name). */
export async function run(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** Runs an insert and adds its rows to the seed's counts under the table's name. */
export async function insertCounted(ctx: SeedContext, table: string, statement: SQL): Promise<number> {
  const n = await run(ctx.db, statement);
  countRows(ctx, table, n);
  return n;
}

/** Raw SQL text built from our own constants and validated integers only (never from input). */
export const raw = (text: string): SQL => sql.raw(text);
