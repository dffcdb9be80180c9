import { asc } from 'drizzle-orm';
import type { LmsEngagement } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../policies';
import { schools } from '../../core/identity/schools.table';
import { monthOfEngagement, monthsWithSignIns } from '../staff-dashboard';

/** The school the administrator's dashboard opens on: the first by name (schools_name_uq), or null before any exists. */
export async function firstSchoolId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name)).limit(1);
  return row?.id ?? null;
}

/**
 * One school's LMS engagement as its staff home shows it: the months with sign-ins (newest first) and the chosen
 * month's days (by default the latest month with sign-ins).
 */
export async function lmsEngagement(db: Db, school: SchoolContext | null, requestedMonth: string | undefined): Promise<LmsEngagement> {
  if (!school) return { school: null, month: null, months: [], lms_engagement: [] };
  const [months, chosen] = await Promise.all([
    monthsWithSignIns(db, school.id),
    requestedMonth ? monthOfEngagement(db, school.id, requestedMonth) : null,
  ]);
  const month = requestedMonth ?? months[0] ?? null;
  const days = chosen ?? (month ? await monthOfEngagement(db, school.id, month) : []);
  return { school: { id: school.id, name: school.name }, month, months, lms_engagement: days };
}
