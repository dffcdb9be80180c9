import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminUrl, testEngine, withDatabaseName } from './test-engine';

export { testEngine } from './test-engine';

let pgliteImage: Blob | null = null;

/** A fresh database of its own for one test file, cloned from the run's migrated template; close() drops it. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testTemplate');
  if (template.engine === 'pglite') {
    pgliteImage ??= new Blob([fs.readFileSync(template.imagePath)]);
    return openDatabase({ pgliteDir: null, pgliteImage });
  }
  if (testEngine !== 'postgres') throw new Error('The test template was made for another engine');
  const { Client } = await import('pg');
  const name = `prayog_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  // Two files may clone the template at the same moment; PostgreSQL refuses the second while the first copies.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template.database}`);
      break;
    } catch (err) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
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
