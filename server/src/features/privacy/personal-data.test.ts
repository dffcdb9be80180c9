/**
 * Every column that names a person is in the personal-data map (as Moodle's privacy provider test checks every
 * plugin): a new table with a person's id, or a new person column on an old table, fails here until the map says
 * how it is exported and erased. Walks drizzle's schema (the source of every migration) and the migrated database.
 */
import { describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import * as schema from '../../schema';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/test-db';
import { PERSON_COLUMN, PERSONAL_DATA, PURPOSES } from './personal-data';

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable)).map((t) => getTableConfig(t));
const mapped = new Map(PERSONAL_DATA.map((e) => [e.table, e]));
const coveredColumns = (table: string) => {
  const e = mapped.get(table);
  return new Set([...(e?.subject ?? []), ...(e?.actor ?? []), ...(e?.via ? [e.via.column] : [])]);
};

describe('the personal-data map', () => {
  it('covers every column that references users.id or is named like a person (student_id, created_by …)', () => {
    const missing: string[] = [];
    for (const t of tables) {
      const byForeignKey = t.foreignKeys.filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'users')
        .flatMap((fk) => fk.reference().columns.map((c) => c.name));
      const byName = t.columns.map((c) => c.name).filter((n) => PERSON_COLUMN.test(n));
      for (const column of new Set([...byForeignKey, ...byName])) {
        if (!coveredColumns(t.name).has(column)) missing.push(`${t.name}.${column}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names only tables and columns that exist, with a purpose the notice lists', () => {
    const wrong: string[] = [];
    for (const entry of PERSONAL_DATA) {
      const t = tables.find((c) => c.name === entry.table);
      if (!t) { wrong.push(`${entry.table}: no such table`); continue; }
      const names = new Set(t.columns.map((c) => c.name));
      for (const c of [...entry.subject, ...(entry.actor ?? []), ...(entry.secret ?? []), ...(entry.via ? [entry.via.column] : [])]) {
        if (!names.has(c)) wrong.push(`${entry.table}.${c}: no such column`);
      }
      if (!(PURPOSES as readonly string[]).includes(entry.purpose)) wrong.push(`${entry.table}: purpose ${entry.purpose}`);
      if (entry.subject.length === 0 && !entry.via && entry.erasure !== 'unlink') wrong.push(`${entry.table}: only actor columns, so erasure can only unlink`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves no table of the migrated database with a person column outside the map (tables made by SQL alone too)', { timeout: 120_000 }, async () => {
    const database = await openTestDatabase();
    try {
      const rows = rowsOf<{ table_name: string; column_name: string }>(await database.db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = current_schema() and c.table_name not like '\\_\\_%'
          -- A log's month partitions (ADR 0045) are covered by their parent's entry: export and erasure read the parent.
          and not exists (select 1 from pg_class p where p.relname = c.table_name and p.relnamespace = current_schema()::regnamespace and p.relispartition)
          and (c.column_name ~ ${PERSON_COLUMN.source}
            or exists (select 1 from information_schema.key_column_usage k
              join information_schema.referential_constraints r on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
              join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
              where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name and u.table_name = 'users'))`));
      expect(rows.length).toBeGreaterThan(30);
      const missing = rows.filter((r) => !coveredColumns(r.table_name).has(r.column_name)).map((r) => `${r.table_name}.${r.column_name}`);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
