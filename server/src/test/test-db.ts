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
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
