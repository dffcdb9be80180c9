import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { perDatabase } from './per-database';

const dialect = new PgDialect();

/**
 * A statement of a hot path (heartbeats; a whole class starting, answering and submitting at once; a student's report)
 * whose SQL text is built by Drizzle ONCE, with placeholders; each call only binds its values. Building a large
 * statement anew per request cost a noticeable share of the server's CPU. Named, so PostgreSQL also parses and plans it once per connection.
 * Rows come back as the driver reads them (no Drizzle field mapping): statements return numbers, booleans, texts
 * and JSON, which both engines read alike.
 */
export function preparedStatement<K extends string>(name: string, keys: readonly K[], build: (p: Record<K, Placeholder<K>>) => SQL) {
  const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Record<K, Placeholder<K>>;
  const query = dialect.sqlToQuery(build(placeholders));
  const statementOf = perDatabase((db): PgPreparedQuery<PreparedQueryConfig> => db._.session.prepareQuery(query, undefined, name, false));
  return async <T>(db: Db, values: Record<K, unknown>): Promise<T[]> => ((await statementOf(db).execute(values)) as { rows: T[] }).rows;
}
