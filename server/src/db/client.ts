import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Both engines give the same query builder; services only ever see this type. It names no table: queries import the
 * tables they use (no relational `db.query`), so the database handle depends on no feature (issue 30).
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given (a pool of `poolSize` connections, 10 by default), else the embedded PGlite
 * (in memory when dataDir is null; from a dumped data directory when `pgliteImage` is given, which tests use to skip
 * migrating every time).
 */
export async function openDatabase(opts: { databaseUrl?: string; poolSize?: number; pgliteDir?: string | null; pgliteImage?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection can drop (server restart, network); without a listener that error would
    // crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => console.error('PostgreSQL connection error (the pool will reconnect):', err.message));
    const db = drizzle({ client: pool }) as unknown as Db;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {});
  await client.waitReady;
  const db = drizzle({ client }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

/** Applies the committed drizzle-kit migrations; safe to run at every start. */
/** Any fixed number: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK = 7_236_201;

export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // Several servers starting together after an upgrade (ADR 0018): one migrates while the others wait on this lock,
    // then find nothing left to do.
    const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await run(database.db as never, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
