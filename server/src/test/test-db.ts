import crypto from 'node:crypto';
import { openDatabase, migrate, type Database } from '../db/client';

/** Tests run on PGlite by default and on real PostgreSQL with TEST_DB=postgres. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database of its own for one test file; close() drops it. */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ pgliteDir: null });
    await migrate(database);
    return database;
  }
  const { Client } = await import('pg');
  const name = `prayog_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() can resolve while its sockets are still closing: wait for them to go rather than
      // killing them (which pg would report as errors), and force only as a last resort.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
