/**
 * Millions of rows go in several times faster without their foreign-key triggers (one lookup per row per key) and
 * secondary indexes (random b-tree inserts): both are set aside for the load and put back afterwards, under the same
 * names and with the same definitions, so the schema after the seed is exactly the migrated one. Putting a foreign
 * key back checks every row in one join, so the rows are still proved to reference real users, lessons and quizzes.
 * This runs inside the seed's transaction: if anything fails, the dropped constraints and indexes come back with
 * the rollback. Primary keys stay (they also catch duplicate rows as they are made). On a partitioned log the parent's
 * foreign keys and indexes are set aside, and with them every partition's copy.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { run } from './draws';
import { textArray } from '../../db/array-literals';

interface SetAside { foreignKeys: { table: string; name: string; def: string }[]; indexes: { name: string; def: string }[] }

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function setAside(db: Db, tables: string[]): Promise<SetAside> {
  const names = textArray(tables);
  const fks = (await db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text = any(${names}::text[])
    order by 1, 2`)) as unknown as { rows: SetAside['foreignKeys'] };
  // Indexes that belong to no constraint (primary keys and unique constraints stay, and so does any index a foreign key needs).
  const indexes = (await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid::regclass::text = any(${names}::text[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`)) as unknown as { rows: SetAside['indexes'] };
  for (const fk of fks.rows) await run(db, sql.raw(`alter table ${ident(fk.table)} drop constraint ${ident(fk.name)}`));
  for (const index of indexes.rows) await run(db, sql.raw(`drop index ${ident(index.name)}`));
  return { foreignKeys: fks.rows, indexes: indexes.rows };
}

async function putBack(db: Db, aside: SetAside): Promise<void> {
  // A partitioned log's index reads back as `ON ONLY <parent>` (ADR 0045), which would make it on the parent alone,
  // invalid and never used; without ONLY it is built on every partition and attached, as the migration made it.
  for (const index of aside.indexes) await run(db, sql.raw(index.def.replace(/ ON ONLY /, ' ON ')));
  for (const fk of aside.foreignKeys) await run(db, sql.raw(`alter table ${ident(fk.table)} add constraint ${ident(fk.name)} ${fk.def}`));
}

/** Runs `work` with the foreign keys and secondary indexes of `tables` set aside, then restores them. */
export async function withoutChecks<T>(db: Db, tables: string[], work: () => Promise<T>): Promise<T> {
  const aside = await setAside(db, tables);
  const out = await work();
  await putBack(db, aside);
  return out;
}
