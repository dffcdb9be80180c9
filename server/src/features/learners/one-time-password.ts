import crypto from 'node:crypto';
import { RESERVED_USERNAMES } from '@prayog/contract';
import { checkNewPassword } from '../accounts';

/**
 * Short, plain words a teacher can read out to a child without spelling them: no homophones that matter, nothing
 * unkind. 96 words, so three of them and four digits give 96³ × 10⁴ ≈ 8.8 × 10⁹ passwords (about 33 bits); the
 * password is used once, sign-in is rate-limited, and the student replaces it at once (ADR 0007).
 */
const WORDS = [
  'kite', 'moon', 'leaf', 'lamp', 'star', 'rain', 'tree', 'bird', 'fish', 'frog', 'bell', 'boat', 'cake', 'coin', 'corn', 'drum',
  'duck', 'farm', 'fern', 'gate', 'gift', 'goat', 'hill', 'kiwi', 'lake', 'lime', 'lion', 'mint', 'nest', 'note', 'owl', 'palm',
  'pear', 'pine', 'pond', 'rose', 'ruby', 'sail', 'salt', 'sand', 'seed', 'ship', 'snow', 'sock', 'sun', 'tent', 'toy', 'tulip',
  'wave', 'wind', 'wing', 'wolf', 'yarn', 'zebra', 'apple', 'river', 'cloud', 'honey', 'maple', 'pearl', 'stone', 'tiger', 'mango', 'lotus',
  'peacock', 'robot', 'rocket', 'comet', 'magnet', 'bridge', 'garden', 'pencil', 'paper', 'button', 'candle', 'carrot', 'cherry', 'dolphin', 'feather', 'forest',
  'island', 'jungle', 'ladder', 'lemon', 'melon', 'orbit', 'panda', 'parrot', 'pepper', 'planet', 'puzzle', 'rabbit', 'shell', 'spoon', 'sugar', 'violin',
] as const;

const pick = () => WORDS[crypto.randomInt(WORDS.length)];

/** A readable one-time password such as `kite-moon-4821-leaf`, which the password policy accepts for the account. */
export function oneTimePassword(account: { username: string; email: string }): string {
  for (;;) {
    const password = `${pick()}-${pick()}-${String(crypto.randomInt(10_000)).padStart(4, '0')}-${pick()}`;
    try {
      checkNewPassword(password, account, 'password');
      return password;
    } catch {
      // Practically never (the words and digits are not a common password); draw again.
    }
  }
}

const RESERVED = new Set<string>(RESERVED_USERNAMES);
/** How many numbered variants of a username are tried in one query before a random number is used. */
export const USERNAME_VARIANTS = 50;

/**
 * A username made from a name: lower-case ASCII letters and digits, dots for spaces (accents dropped, other
 * characters left out), at least 3 characters; `student` when nothing is left (a name in Devanagari, say).
 */
export function usernameBase(name: string): string {
  const words = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .split(/\s+/).map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean);
  let base = words.join('.').slice(0, 40).replace(/\.+$/, '');
  if (!base) base = 'student';
  if (base.length < 3) base = `${base}.student`;
  return base;
}

/** The usernames to try for a base, in order: the base itself, then base2, base3 …; never a reserved one. */
export function usernameCandidates(base: string): string[] {
  const all = [base, ...Array.from({ length: USERNAME_VARIANTS - 1 }, (_, i) => `${base}${i + 2}`)];
  return all.filter((u) => !RESERVED.has(u));
}

/** The address an account made without an email gets: unique with the username, and never deliverable (RFC 2606). */
export const placeholderEmail = (username: string) => `${username.toLowerCase()}@no-email.invalid`;
