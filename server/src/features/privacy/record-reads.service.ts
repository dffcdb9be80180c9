import { count, desc, eq, inArray } from 'drizzle-orm';
import type { RecordReadsResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { batcherPerDatabase } from '../../core/group-commit';
import type { ReadRecorder, RecordRead } from '../../core/record-reads';
import { findStudentByUsername } from '../../core/identity/student-context';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { recordReads } from './record-reads.table';

/**
 * The reads a class's worth of staff make at once go to the database as one insert (core/group-commit.ts); each read's
 * answer waits for the insert that carries it, so no answer leaves unrecorded.
 */
let sequence = 0;
const recordBatch = batcherPerDatabase<RecordRead, void>(async (db, items) => {
  // A stored file's owner may be a teacher: only students' records are recorded.
  const students = new Set((await db.select({ id: studentProfiles.userId }).from(studentProfiles)
    .where(inArray(studentProfiles.userId, [...new Set(items.map((r) => r.studentId))]))).map((r) => r.id));
  const reads = items.filter((r) => students.has(r.studentId));
  if (reads.length) await db.insert(recordReads).values(reads.map((r) => ({ studentId: r.studentId, readerId: r.readerId, readerRole: r.readerRole, what: r.what })));
  return items.map(() => undefined);
}, () => sequence++);

/** The access records' writer the core's hook uses (app.ts). */
export function readRecorder(db: Db): ReadRecorder {
  return {
    record: (read) => recordBatch(db).submit(read),
    studentIdOf: async (username) => (await findStudentByUsername(db, username))?.id ?? null,
  };
}

/** A student's access records, newest first, a page at a time. */
export async function listRecordReads(db: Db, studentId: number, page: { limit: number; offset: number }): Promise<RecordReadsResponse> {
  const [rows, [{ total }]] = await Promise.all([
    db.select({ readAt: recordReads.readAt, role: recordReads.readerRole, name: users.name, what: recordReads.what })
      .from(recordReads).leftJoin(users, eq(users.id, recordReads.readerId))
      .where(eq(recordReads.studentId, studentId))
      .orderBy(desc(recordReads.readAt), desc(recordReads.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(recordReads).where(eq(recordReads.studentId, studentId)),
  ]);
  return {
    count: total, limit: page.limit, offset: page.offset,
    results: rows.map((r) => ({ read_at: r.readAt.toISOString(), reader_role: r.role as RecordReadsResponse['results'][number]['reader_role'], reader_name: r.name, what: r.what })),
  };
}
