import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '@prayog/contract';
import { badRequest } from '../../lib/http-errors';

/** The ~50,000 most common passwords of zxcvbn-ts's maintained list, lower-cased, looked up in O(1). */
let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/**
 * Refuses a new password that is common or is the account's own username or email (the length is checked by
 * the contract). Throws a 400 naming `field`.
 */
export function checkNewPassword(password: string, account: { username: string; email: string }, field: string): void {
  const lower = password.toLowerCase();
  const emailLocal = account.email.toLowerCase().split('@')[0];
  if ([account.username.toLowerCase(), account.email.toLowerCase(), emailLocal].includes(lower)) {
    throw badRequest(PASSWORD_MESSAGES.sameAsUsername, [{ field, message: PASSWORD_MESSAGES.sameAsUsername }]);
  }
  if (commonPasswords().has(lower)) throw badRequest(PASSWORD_MESSAGES.common, [{ field, message: PASSWORD_MESSAGES.common }]);
}
