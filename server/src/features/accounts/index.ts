/** What the accounts feature offers the other features: they import it from here, never its files (issue 30). */
export { getMe } from './me.service';
export { checkNewPassword } from './password-policy';
export { hashOneTimePassword, hashOneTimePasswords } from './password';
