import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-errors';
import { dashboardUrlFor, type Language, type LoginResponse, type Role } from '@prayog/contract';
import { users, loginEvents } from '../../core/identity/accounts.table';
import { verifyPassword } from './password';
import { issueToken } from '../../core/identity/sessions';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const DEACTIVATED = 'This account has been deactivated by your school. Please contact your school to use it again.';

export type LoginAccount = typeof users.$inferSelect;

/**
 * The account an identifier names, unambiguously: with an '@' it is an email, otherwise a username
 * (usernames cannot contain '@'). Both are unique case-insensitively.
 */
export async function findLoginAccount(db: Db, identifier: string): Promise<LoginAccount | null> {
  const key = identifier.trim().toLowerCase();
  const column = key.includes('@') ? users.email : users.username;
  const [user] = await db.select().from(users).where(eq(sql`lower(${column})`, key)).limit(1);
  return user ?? null;
}

/** Checks the password of the account found; records a login event with the user's running login number. */
export async function login(db: Db, user: LoginAccount | null, password: string, hours: { token: number; oneTimePassword: number }): Promise<LoginResponse> {
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) throw badRequest(INVALID_CREDENTIALS);
  if (user.approvalStatus === 'pending') {
    throw forbidden('Your account is awaiting approval by your school. You can sign in once it is approved.');
  }
  if (user.approvalStatus === 'rejected') {
    throw forbidden('Your account request was not approved. Please contact your school.');
  }
  if (user.deactivatedAt) throw forbidden(DEACTIVATED);
  // A one-time password signs in once, and only for a while: used or expired, it is as wrong as any other (ADR 0023).
  if (user.mustChangePassword && !(await useOneTimePassword(db, user.id, hours.oneTimePassword))) throw badRequest(INVALID_CREDENTIALS);
  const tokenTtlHours = hours.token;
  const token = await issueToken(db, user.id, tokenTtlHours);
  await recordSignIn(db, user);
  const role = user.role as Role;
  return {
    token,
    username: user.username,
    dashboard_url: dashboardUrlFor(role, user.isSuperuser),
    role,
    is_superuser: user.isSuperuser,
    language: (user.language as Language | null) ?? null,
    must_change_password: user.mustChangePassword,
  };
}

/**
 * Takes the account's one-time password for this sign-in: true once, while it is younger than `hours`. Two sign-ins
 * with it at the same moment: the row's update lets one through.
 */
async function useOneTimePassword(db: Db, userId: number, hours: number): Promise<boolean> {
  const used = await db.update(users).set({ oneTimePasswordAt: null })
    .where(and(eq(users.id, userId), eq(users.mustChangePassword, true), isNotNull(users.oneTimePasswordAt),
      sql`${users.oneTimePasswordAt} > now() - make_interval(hours => ${hours}::int)`))
    .returning({ id: users.id });
  return used.length > 0;
}

/**
 * Records a sign-in: the running login number (kept on the user, so two sign-ins at once cannot share one), the
 * event, and for a student their school's day in numbers — one more sign-in, and one more learner on their first
 * sign-in of the school-local day.
 */
async function recordSignIn(db: Db, user: LoginAccount): Promise<void> {
  await db.transaction(async (tx) => {
    // The previous sign-in is read and locked first: a second sign-in at the same moment waits here, then sees this one's.
    const [before] = await tx.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, user.id)).for('update');
    const [counted] = await tx.update(users)
      .set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning({ login_count: users.loginCount });
    const previousLogin = before?.at ? before.at.toISOString() : null;
    await tx.insert(loginEvents).values({ userId: user.id, schoolId: user.schoolId, loginNum: counted.login_count });
    if (user.role !== 'student' || user.schoolId === null) return;
    await tx.execute(sql`
      insert into school_day_stats as s (school_id, day, logins, learners)
      select sc.id, (now() at time zone sc.time_zone)::date, 1,
        case when ${previousLogin}::timestamptz is null
          or (${previousLogin}::timestamptz at time zone sc.time_zone)::date < (now() at time zone sc.time_zone)::date then 1 else 0 end
      from schools sc where sc.id = ${user.schoolId}
      on conflict (school_id, day) do update set logins = s.logins + 1, learners = s.learners + excluded.learners`);
  });
}
