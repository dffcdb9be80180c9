import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type schoolCreateSchema, type SchoolSummaryRow, type schoolUpdateSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { pgErrorOf } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { schools } from '../../core/identity/schools.table';
import { schoolSummaryRow } from './school-summary.service';

type SchoolCreate = z.output<typeof schoolCreateSchema>;
type SchoolUpdate = z.output<typeof schoolUpdateSchema>;

/** The unique indexes behind "that school exists already"; the join code is the database's own choice. */
const DUPLICATE_INDEXES = new Set(['schools_name_uq', 'schools_code_uq']);

/** A school as the audit log records it. */
const audited = (s: { name: string; code: string; city: string; timeZone: string }) => ({ name: s.name, code: s.code, city: s.city, time_zone: s.timeZone });

/**
 * The time zone as sent (the contract checked that the browser's calendar knows it), if the database's calendar
 * knows it too: every per-day figure of the school is computed there. Else 400.
 */
async function storedTimeZone(db: Db, timeZone: string): Promise<string> {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}::text`);
  } catch (err) {
    if (pgErrorOf(err)?.code !== '22023') throw err;
    throw badRequest(ADMIN_MESSAGES.badTimeZone, [{ field: 'time_zone', message: ADMIN_MESSAGES.badTimeZone }]);
  }
  return timeZone;
}

/** Runs a save; another school's name or code (even one saved a moment ago by someone else) is 409. */
async function saving<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    const pg = pgErrorOf(err);
    if (pg?.code === '23505' && pg.constraint && DUPLICATE_INDEXES.has(pg.constraint)) throw conflict(ADMIN_MESSAGES.duplicateSchool);
    throw err;
  }
}

async function summaryRowOf(db: Db, schoolId: number): Promise<SchoolSummaryRow> {
  const row = await schoolSummaryRow(db, schoolId);
  if (!row) throw notFound(ADMIN_MESSAGES.noSuchSchool);
  return row;
}

/** Adds a school (its join code is made by the database) with its audit entry; answers its summary row. */
export async function addSchool(db: Db, actorId: number, input: SchoolCreate): Promise<SchoolSummaryRow> {
  const timeZone = await storedTimeZone(db, input.time_zone);
  const id = await saving(() => db.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values({ name: input.name, code: input.code, city: input.city, timeZone }).returning();
    await recordAudit(tx, { schoolId: school.id, actorId, action: 'create', entity: 'school', entityId: school.id, after: audited(school) });
    return school.id;
  }));
  return summaryRowOf(db, id);
}

/** Changes a school's name, code, city or time zone with its audit entry (before and after); 404 for an unknown school. */
export async function updateSchool(db: Db, actorId: number, schoolId: number, input: SchoolUpdate): Promise<SchoolSummaryRow> {
  const timeZone = input.time_zone === undefined ? undefined : await storedTimeZone(db, input.time_zone);
  await saving(() => db.transaction(async (tx) => {
    const [before] = await tx.select().from(schools).where(eq(schools.id, schoolId)).for('update');
    if (!before) throw notFound(ADMIN_MESSAGES.noSuchSchool);
    const [after] = await tx.update(schools)
      .set({ name: input.name, code: input.code, city: input.city, timeZone })
      .where(eq(schools.id, schoolId))
      .returning();
    await recordAudit(tx, { schoolId, actorId, action: 'update', entity: 'school', entityId: schoolId, before: audited(before), after: audited(after) });
  }));
  return summaryRowOf(db, schoolId);
}
