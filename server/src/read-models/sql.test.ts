/**
 * The SQL that keeps the read models lives in migrations, which are never edited once shipped; read-models/sql/ holds
 * each trigger function's and trigger's current text, to read in one place. This test keeps the two the same: every
 * function and trigger of the migrated database is in a file here, as the database has it, and nothing else is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-db';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');
const files = fs.readdirSync(folder).filter((f) => f.endsWith('.sql'));
const TRIGGERS_FILE = 'quiz_school_scores_triggers.sql';
/** A trigger's definition as text to compare: spaces collapsed, the schema PostgreSQL may name left out. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').replace(/ ON \w+\./, ' ON ').replace(/;$/, '').trim();
/** A function file's body: what its CREATE statement has between its $$ quotes. */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('read-models/sql, against the migrated database', () => {
  it('holds every function of the schema, each with the body the database runs', async () => {
    const functions = await rows<{ name: string; body: string }>(sql`
      select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.prokind = 'f' order by 1`);
    const functionFiles = files.filter((f) => f !== TRIGGERS_FILE).map((f) => f.replace(/\.sql$/, '')).sort();
    expect(functions.map((f) => f.name)).toEqual(functionFiles);
    for (const { name, body } of functions) {
      const file = fs.readFileSync(path.join(folder, `${name}.sql`), 'utf8');
      expect(bodyOf(file).trim(), `${name}.sql`).toBe(body.trim());
    }
  });

  it('holds every trigger, as the database defines it', async () => {
    const triggers = await rows<{ definition: string }>(sql`
      select pg_get_triggerdef(t.oid) as definition from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = current_schema() order by t.tgname`);
    const written = fs.readFileSync(path.join(folder, TRIGGERS_FILE), 'utf8').split('\n').filter((l) => l.startsWith('CREATE TRIGGER'));
    expect(triggers.map((t) => normalised(t.definition))).toEqual(written.map(normalised));
  });
});
