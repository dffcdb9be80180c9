import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, migrate } from '../db/client';
import { adminUrl, testEngine, withDatabaseName } from './test-engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test file starts from: a PGlite data-directory image, or a PostgreSQL template. */
    testTemplate: { engine: 'pglite'; imagePath: string } | { engine: 'postgres'; database: string };
  }
}

/**
 * Migrates once per test run. Each test file then clones the result (a PGlite image, or `create database …
 * template …` on PostgreSQL) instead of running every migration again.
 */
export default async function setup(project: TestProject) {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ pgliteDir: null });
    await migrate(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const image = await client.dumpDataDir('none');
    await database.close();
    const imagePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-test-')), 'migrated.tar');
    fs.writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
    project.provide('testTemplate', { engine: 'pglite', imagePath });
    return () => fs.rmSync(path.dirname(imagePath), { recursive: true, force: true });
  }

  const { Client } = await import('pg');
  const name = `prayog_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
  await migrate(database);
  await database.close();
  project.provide('testTemplate', { engine: 'postgres', database: name });
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
