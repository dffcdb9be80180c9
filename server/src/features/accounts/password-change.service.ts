import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES, type ChangePasswordRequest, type ChangePasswordResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { hashPassword, verifyPassword } from './password';
import { checkNewPassword } from './password-policy';
import { revokeOtherTokens } from '../../core/identity/sessions';

/**
 * Every role changes its own password with the current one; every other session of the account is signed
 * out (a stolen token stops working), the one making the change stays signed in.
 */
export async function changePassword(db: Db, userId: number, currentToken: string, input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const [user] = await db.select({ username: users.username, email: users.email, passwordHash: users.passwordHash })
    .from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found.');
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest(PASSWORD_MESSAGES.wrongCurrent, [{ field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent }]);
  }
  if (input.new_password === input.current_password) {
    throw badRequest(PASSWORD_MESSAGES.unchanged, [{ field: 'new_password', message: PASSWORD_MESSAGES.unchanged }]);
  }
  checkNewPassword(input.new_password, user, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const signedOut = await db.transaction(async (tx) => {
    // A chosen password ends a one-time password's "change it first".
    await tx.update(users).set({ passwordHash, mustChangePassword: false, oneTimePasswordAt: null }).where(eq(users.id, userId));
    return revokeOtherTokens(tx, userId, currentToken);
  });
  return { detail: 'Your password has been changed.', signed_out_sessions: signedOut };
}
