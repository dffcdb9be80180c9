import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { PERSONAL_DATA, type PersonalTable } from './personal-data';
import { withoutLessonTimeOf, withoutSignInsOf } from './school-figures';

/** What an erasure removed: records per table (the proof, no personal data) and the stored files to delete after it. */
export interface Erased {
  counts: Record<string, number>;
  storageKeys: string[];
}

/** How many of the table's rows are the person's (the same rows the data download holds). */
async function countRows(db: Db, entry: PersonalTable, personId: number): Promise<number> {
  const table = sql.identifier(entry.table);
  const query = entry.via
    ? sql`select count(*)::int as n from ${table} c join ${sql.identifier(entry.via.parent)} p on c.${sql.identifier(entry.via.column)} = p.id
        where p.${sql.identifier(entry.via.parentSubject)} = ${personId}`
    : sql`select count(*)::int as n from ${table} c where ${sql.join(entry.subject.map((col) => sql`c.${sql.identifier(col)} = ${personId}`), sql` or `)}`;
  return Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
}

/**
 * Erases a student (issue 31 item 4, ADR 0037), inside the caller's transaction: every row the personal-data map says is
 * theirs goes, with its table's count kept as the proof. Deleting the account row removes most of it (ON DELETE
 * CASCADE); the read models' copies (ranks), the attempts and the stored files' rows are deleted here; rows that name them as an
 * actor lose the name (ON DELETE SET NULL); audit entries that spelled out their username or name keep what was done
 * and when, without the record's contents. The school's totals follow the deleted attempts through their triggers
 * (read-models/sql), and its day figures lose the child's sign-ins and lesson time (school-figures.ts). The caller removes the files' bytes and the caches once the transaction has committed.
 */
export async function eraseStudent(tx: Db, student: { id: number; username: string; name: string | null }): Promise<Erased> {
  const counts: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    if (entry.erasure === 'unlink' || entry.erasure === 'anonymise' || (entry.subject.length === 0 && !entry.via)) continue;
    const n = await countRows(tx, entry, student.id);
    if (n > 0) counts[entry.table] = n;
  }
  const files = rowsOf<{ id: string; storage_key: string }>(await tx.execute(sql`select id, storage_key from stored_files where owner_id = ${student.id}`));
  const named = [student.username, ...(student.name ? [student.name] : [])].map((v) => JSON.stringify(v));
  await tx.execute(sql`update audit_log set before = null, after = null
    where ${sql.join(named.map((v) => sql`(coalesce(before::text, '') || coalesce(after::text, '')) like ${`%${v}%`}`), sql` or `)}`);
  await tx.execute(sql`delete from leaderboard_ranks where student_id = ${student.id}`);
  await tx.execute(withoutSignInsOf(student.id));
  await tx.execute(withoutLessonTimeOf(student.id));
  // Attempts first, while the student's class is still there: the school totals' trigger finds an attempt's school
  // through it when the attempt does not name one.
  await tx.execute(sql`delete from quiz_attempts where student_id = ${student.id}`);
  await tx.execute(sql`delete from users where id = ${student.id}`);
  if (files.length) await tx.execute(sql`delete from stored_files where id in (${sql.join(files.map((f) => sql`${f.id}::uuid`), sql`, `)})`);
  return { counts, storageKeys: files.map((f) => f.storage_key) };
}
