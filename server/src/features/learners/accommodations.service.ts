import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOMMODATION_MESSAGES, type SetAccommodationRequest, type SetAccommodationResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal, SchoolContext } from '../../policies';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { recordAudit } from '../audit';
import { timeAccommodations } from './accommodations.table';

const UNKNOWN_STUDENTS = 'These are not students of your school:';

/**
 * Gives the named students of the school extra time in every timed quiz they start from now on, or removes it (a factor
 * of 1 and 0 minutes); an attempt already running keeps its deadline. All or nothing: one name that is not a student of
 * this school (or of any) refuses the whole change with the names, as a 404 that does not tell other schools' students
 * from nobody. One audit entry names the students and what they had before.
 */
export async function setAccommodation(db: Db, actor: Principal, school: SchoolContext, body: SetAccommodationRequest): Promise<SetAccommodationResponse> {
  // Usernames match in any case; an unknown one is named as it was typed.
  const typed = new Map(body.student_usernames.map((u) => [u.toLowerCase(), u] as const));
  const names = [...typed.keys()];
  const percent = Math.round(body.time_factor * 100);
  const clearing = percent === 100 && body.extra_minutes === 0;
  return db.transaction(async (tx) => {
    const students = await tx.select({ id: users.id, username: users.username, percent: timeAccommodations.timePercent, minutes: timeAccommodations.extraMinutes })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(timeAccommodations, eq(timeAccommodations.studentId, users.id))
      .where(and(inArray(sql`lower(${users.username})`, names), eq(users.role, 'student'), eq(studentProfiles.schoolId, school.id)));
    const found = new Set(students.map((s) => s.username.toLowerCase()));
    const unknown = names.filter((n) => !found.has(n)).map((n) => typed.get(n));
    if (unknown.length) throw notFound(`${UNKNOWN_STUDENTS} ${unknown.join(', ')}`);
    const ids = students.map((s) => s.id);
    if (clearing) {
      await tx.delete(timeAccommodations).where(inArray(timeAccommodations.studentId, ids));
    } else {
      await tx.insert(timeAccommodations)
        .values(ids.map((studentId) => ({ studentId, schoolId: school.id, timePercent: percent, extraMinutes: body.extra_minutes, setBy: actor.id })))
        .onConflictDoUpdate({
          target: timeAccommodations.studentId,
          set: { schoolId: school.id, timePercent: percent, extraMinutes: body.extra_minutes, setBy: actor.id, setAt: sql`now()` },
        });
    }
    await recordAudit(tx, {
      schoolId: school.id, actorId: actor.id, action: clearing ? 'delete' : 'update', entity: 'time_accommodation',
      before: students.map((s) => ({ username: s.username, time_factor: (s.percent ?? 100) / 100, extra_minutes: s.minutes ?? 0 })),
      after: { usernames: students.map((s) => s.username), time_factor: percent / 100, extra_minutes: body.extra_minutes },
    });
    return { detail: clearing ? ACCOMMODATION_MESSAGES.cleared : ACCOMMODATION_MESSAGES.saved, students: ids.length };
  });
}
