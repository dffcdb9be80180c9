/** Plain SQL reads for the seed tests (the databases come from test/test-db.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a query; both drivers return { rows }. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function queryValue<T = number>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<Record<string, unknown>>(db, query);
  return Object.values(row)[0] as T;
}

/** Row counts of every table in the public schema, by name. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, number> = {};
  for (const { name } of tables) out[name] = Number(await queryValue(db, sql.raw(`select count(*) from "${name}"`)));
  return out;
}
