import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-errors';
import { dashboardUrlFor, type LoginRequest, type LoginResponse, type Role } from '@prayog/contract';
import { users, loginEvents } from './accounts.table';
import { verifyPassword } from './password';
import { issueToken } from './session.service';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** Signs in by username or email; records a login event with the user's running login number. */
export async function login(db: Db, input: LoginRequest, tokenTtlHours: number): Promise<LoginResponse> {
  const key = input.username_or_email.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw badRequest(INVALID_CREDENTIALS);
  if (user.approvalStatus === 'pending') {
    throw forbidden('Your account is awaiting approval by your school. You can sign in once it is approved.');
  }
  if (user.approvalStatus === 'rejected') {
    throw forbidden('Your account request was not approved. Please contact your school.');
  }

  const token = await issueToken(db, user.id, tokenTtlHours);
  await db.transaction(async (tx) => {
    await tx.insert(loginEvents).values({
      userId: user.id,
      schoolId: user.schoolId,
      loginNum: sql`(select coalesce(max(${loginEvents.loginNum}), 0) + 1 from ${loginEvents} where ${loginEvents.userId} = ${user.id})`,
    });
    await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
  });

  const role = user.role as Role;
  return {
    token,
    username: user.username,
    dashboard_url: dashboardUrlFor(role, user.isSuperuser),
    role,
    is_superuser: user.isSuperuser,
  };
}
