import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../core/access';
import { notFound } from '../../lib/http-errors';
import { dashboardUrlFor, type Language, type MeResponse, type PreferencesResponse, type UpdateMeRequest } from '@prayog/contract';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { noticeDueSql } from '../privacy';

const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Kolkata';

export async function getMe(db: Db, principal: Principal): Promise<MeResponse> {
  const [row] = await db
    .select({
      username: users.username, email: users.email, name: users.name, language: users.language, phone: users.phoneNumber,
      mustChange: users.mustChangePassword, schoolId: schools.id, schoolName: schools.name, joinCode: schools.joinCode,
      timeZone: schools.timeZone, noticeDue: noticeDueSql(principal.id),
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, principal.id))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return {
    username: row.username,
    email: row.email,
    name: row.name,
    role: principal.role,
    is_superuser: principal.isSuperuser,
    dashboard_url: dashboardUrlFor(principal.role, principal.isSuperuser),
    language: (row.language as Language | null) ?? null,
    phone_number: row.phone,
    must_change_password: row.mustChange,
    privacy_notice_due: row.noticeDue,
    // An administrator belongs to no school: the programme's home zone.
    time_zone: row.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE,
    school: row.schoolId !== null && row.schoolName !== null ? {
      id: row.schoolId, name: row.schoolName,
      // Staff hand the code to their classes; students and parents have no use for it.
      join_code: principal.role === 'teacher' || principal.role === 'school' ? row.joinCode : null,
    } : null,
  };
}

/** Keeps the person's interface language with their account, so it follows them to another browser. */
export async function savePreferences(db: Db, userId: number, language: Language): Promise<PreferencesResponse> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}

/** A person's own name and phone number (the staff Profile); the rest of the account is not theirs to change here. */
export async function updateMe(db: Db, principal: Principal, changes: UpdateMeRequest & { phone_number?: string | null }): Promise<MeResponse> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.phone_number !== undefined) set.phoneNumber = changes.phone_number;
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, principal.id));
  return getMe(db, principal);
}
