import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_HOURS, PASSWORD_RESET_MESSAGES, type PasswordResetConfirm } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { authTokens, users } from '../../core/identity/accounts.table';
import { findLoginAccount } from './login.service';
import { hashPassword } from './password';
import { checkNewPassword } from './password-policy';
import { passwordResets } from './password-reset.table';
import { tokenHash } from '../../core/identity/sessions';
import type { Mailer } from '../../lib/mailer';

/** At most this many links per account an hour, whatever is asked (the route also limits per address and per name). */
export const RESET_LINKS_PER_ACCOUNT_HOUR = 3;

/** Addresses that receive no mail: accounts made without an email get one under this domain (learners feature). */
const NO_MAIL = /@no-email\.invalid$/i;

const hoursText = (hours: number) => (hours === 1 ? 'an hour' : `${hours} hours`);

/**
 * Sends a reset link to the account `identifier` names, when it is approved, active and has a real email address and
 * has not had RESET_LINKS_PER_ACCOUNT_HOUR links this hour; otherwise nothing. The caller has already answered (the
 * same answer in every case), so neither the answer nor its timing says whether the account exists (ADR 0027).
 * Only the token's SHA-256 is stored; the link works once, within PASSWORD_RESET_HOURS.
 */
export async function sendResetLink(db: Db, mailer: Mailer, publicUrl: string, identifier: string): Promise<boolean> {
  const account = await findLoginAccount(db, identifier);
  if (!account || account.approvalStatus !== 'approved' || account.deactivatedAt || NO_MAIL.test(account.email)) return false;
  const token = crypto.randomBytes(32).toString('base64url');
  const stored = await db.transaction(async (tx) => {
    // One account's requests one at a time, so two at once cannot both pass the count.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${account.id} for update`);
    const [recent] = await tx.select({ n: count() }).from(passwordResets)
      .where(and(eq(passwordResets.userId, account.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
    if (recent.n >= RESET_LINKS_PER_ACCOUNT_HOUR) return false;
    await tx.insert(passwordResets).values({
      userId: account.id, tokenHash: tokenHash(token), expiresAt: sql`now() + make_interval(hours => ${PASSWORD_RESET_HOURS})`,
    });
    return true;
  });
  if (!stored) return false;
  const link = `${publicUrl}/reset-password?token=${token}`;
  await mailer({
    to: account.email,
    subject: 'Prayog: choose a new password',
    text: [
      `Hello ${account.name ?? account.username},`,
      '',
      `Someone (we hope you) asked to choose a new password for the Prayog account "${account.username}".`,
      `Open this link to choose it. It works once, within ${hoursText(PASSWORD_RESET_HOURS)}:`,
      '',
      link,
      '',
      'Choosing a new password signs the account out everywhere. If you did not ask, ignore this email: your password stays as it is.',
      '',
      'नया पासवर्ड चुनने के लिए ऊपर दिया गया लिंक खोलें। यह एक घंटे के भीतर केवल एक बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
    ].join('\n'),
  });
  return true;
}

/**
 * Sets a new password with a reset link's token (ADR 0027): the same password rules as a change of password; the link
 * is taken by ONE conditional UPDATE (unused, unexpired), so of two uses at once exactly one succeeds; every other link
 * of the account stops working and every session ends, in the same transaction. Answers the account's id.
 */
export async function resetPassword(db: Db, input: PasswordResetConfirm): Promise<number> {
  const hash = tokenHash(input.token);
  const [found] = await db.select({ userId: users.id, username: users.username, email: users.email })
    .from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`),
      eq(users.approvalStatus, 'approved'), isNull(users.deactivatedAt)))
    .limit(1);
  if (!found) throw badRequest(PASSWORD_RESET_MESSAGES.badLink, [{ field: 'token', message: PASSWORD_RESET_MESSAGES.badLink }]);
  checkNewPassword(input.new_password, found, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const changed = await db.transaction(async (tx) => {
    const taken = await tx.update(passwordResets).set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (taken.length === 0) return false;
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, mustChangePassword: false, oneTimePasswordAt: null }).where(eq(users.id, found.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, found.userId));
    return true;
  });
  if (!changed) throw badRequest(PASSWORD_RESET_MESSAGES.badLink, [{ field: 'token', message: PASSWORD_RESET_MESSAGES.badLink }]);
  return found.userId;
}
