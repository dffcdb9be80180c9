import crypto from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { storedFiles, FILE_KINDS } from '../schema';
import type { Rng } from './random';
import type { Day } from './time';

/** What every part of the seed works with. `db` is the seed's transaction. */
export interface SeedContext {
  db: Db;
  storage: FileStorage;
  rng: Rng;
  now: Date;
  /** The IST calendar date of `now`. */
  today: Day;
  /** The first day of the roughly six months of activity that end at `now`. */
  windowStart: Day;
  /** Rows inserted per table. */
  counts: Map<string, number>;
  /** Storage keys written so far, removed again when the seed fails. */
  storedKeys: string[];
}

export const CHUNK_SIZE = 1000;

export function countRows(ctx: SeedContext, tableName: string, n: number): void {
  ctx.counts.set(tableName, (ctx.counts.get(tableName) ?? 0) + n);
}

/** How many rows an `insert … select` wrote (pg says rowCount, PGlite affectedRows). */
export function insertedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

import { chunks } from '../lib/chunks';

export { chunks };

/**
 * Inserts rows in chunks and counts them. Rows of plain values (numbers, strings, booleans, dates,
 * null) go in as one `insert … select * from unnest($1::type[], …)` per 5,000 rows: one text
 * parameter per column, which is several times faster than a VALUES list on PGlite. Rows holding
 * arrays or JSON objects use drizzle's ordinary multi-row insert.
 */
export async function insertAll<T extends PgTable>(ctx: SeedContext, table: T, rows: PgInsertValue<T>[], size = CHUNK_SIZE): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const plain = rows.every((r) => {
    const values = Object.values(r);
    return values.length === keys.length && values.every((v) => v === null || v instanceof Date || ['number', 'string', 'boolean'].includes(typeof v));
  });
  if (!plain) {
    for (const part of chunks(rows, size)) await ctx.db.insert(table).values(part);
  } else {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const targets = keys.map((k) => {
      const column = columns[k];
      if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
      return { key: k, name: column.name, type: column.getSQLType() };
    });
    const head = sql.raw(`insert into "${getTableName(table)}" (${targets.map((t) => `"${t.name}"`).join(', ')}) select * from unnest(`);
    for (const part of chunks(rows, 5000)) {
      const arrays = targets.map((t) => sql`${arrayLiteral(part.map((r) => (r as Record<string, unknown>)[t.key]))}::${sql.raw(t.type)}[]`);
      await ctx.db.execute(sql.join([head, sql.join(arrays, sql`, `), sql`)`]));
    }
  }
  countRows(ctx, getTableName(table), rows.length);
}

/** A PostgreSQL array literal ('{1,"a b",NULL}') of plain values. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') return String(v);
    if (typeof v === 'boolean') return v ? 't' : 'f';
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}

export type FileKind = (typeof FILE_KINDS)[number];

/** Puts the bytes in the file storage and records a stored_files row; returns the file id. */
export async function storeFile(
  ctx: SeedContext,
  bytes: Buffer,
  meta: { originalName: string; kind: FileKind; contentType?: string; ownerId?: number | null; schoolId?: number | null; createdAt?: Date },
): Promise<string> {
  const key = await ctx.storage.put(bytes);
  ctx.storedKeys.push(key);
  // File ids stay unguessable (random), like the app's own uploads; nothing else depends on them.
  const id = crypto.randomUUID();
  await ctx.db.insert(storedFiles).values({
    id,
    storageKey: key,
    originalName: meta.originalName,
    contentType: meta.contentType ?? 'application/pdf',
    sizeBytes: bytes.length,
    kind: meta.kind,
    ownerId: meta.ownerId ?? null,
    schoolId: meta.schoolId ?? null,
    createdAt: meta.createdAt ?? ctx.now,
  });
  countRows(ctx, 'stored_files', 1);
  return id;
}
