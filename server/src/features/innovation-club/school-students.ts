import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import type { SchoolContext } from '../../core/identity/schools';

/** Shared by the Innovation Club and the Kreativity Show: the checks on the forms' school and students. */
export const OWN_SCHOOL_ONLY = 'You can only add records for your own school.';
export const NOT_A_DAY = 'The date is not a day of the calendar.';

/**
 * The spec's optional school field: staff never choose a school (a record is always the caller's school's), but a
 * client that sends one must name the caller's own: its value (code) from the school choices or its name, any
 * case; else 403.
 */
export function checkOwnSchool(school: SchoolContext, given: string | undefined): void {
  if (given === undefined) return;
  const typed = given.trim().toLowerCase();
  if (typed !== school.code.toLowerCase() && typed !== school.name.toLowerCase()) throw forbidden(OWN_SCHOOL_ONLY);
}

/** A YYYY-MM-DD that is a real day (2026-02-31 is not) from 1900 on, or a 400 on the field. */
export function checkCalendarDay(field: string, day: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && date.getUTCFullYear() >= 1900;
  if (!real) throw badRequest(NOT_A_DAY, [{ field, message: NOT_A_DAY }]);
}

export interface SchoolStudent { id: number; username: string }

/**
 * Approved students of the school by the usernames typed (any case; users_username_lower_uq). Every one must be a
 * student of the school, or the call is refused naming the others, before anything is written.
 */
export async function schoolStudentsByUsername(db: Db, school: SchoolContext, field: string, typed: readonly string[]): Promise<SchoolStudent[]> {
  const wanted = [...new Map(typed.map((u) => [u.trim().toLowerCase(), u.trim()])).entries()];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(
      inArray(sql`lower(${users.username})`, wanted.map(([lower]) => lower)),
      eq(studentProfiles.schoolId, school.id),
      eq(users.approvalStatus, 'approved'),
    ));
  const known = new Set(found.map((s) => s.username.toLowerCase()));
  const missing = wanted.filter(([lower]) => !known.has(lower)).map(([, name]) => name);
  if (missing.length > 0) {
    const detail = `These usernames are not students of your school: ${missing.join(', ')}.`;
    throw badRequest(detail, [{ field, message: detail }]);
  }
  return found;
}
