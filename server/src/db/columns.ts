import { sql, type SQL } from 'drizzle-orm';
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, times and checks the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = (name = 'created_at') => timestamp(name, { withTimezone: true }).notNull().defaultNow();
export const schoolRef = (schools: { id: AnyPgColumn }) =>
  integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' });
export const gradeColumn = (name = 'grade') => integer(name);
export const sectionColumn = (name = 'section') => text(name);

export const gradeCheck = (col: AnyPgColumn): SQL => sql`${col} between 1 and 12`;
export const sectionCheck = (col: AnyPgColumn): SQL => sql`${col} in ('A','B','C','D','E','F','G','H','I','J','K')`;
/** DDL cannot take parameters, so the allowed values are inlined as quoted literals (they are our own constants). */
export const inList = (col: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${col} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
