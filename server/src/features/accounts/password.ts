import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's memory and time costs (19 MiB, t=2).
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Cheaper argon2id costs for one-time passwords only (ADR 0016): 2 MiB, one pass, one lane — about 0.3 ms a hash
 * here instead of 6–9 ms, so a class list of 5,000 is hashed in about a second and a half rather than most of a
 * minute. Enough because such a password is not a person's secret: it is random (about 33 bits, never reused
 * elsewhere), sign-in is rate-limited per address and per account, and it lives only until the first sign-in,
 * when the person must choose their own, which is hashed with the full costs above. The costs are written into
 * the hash itself, so `verifyPassword` checks either kind without knowing which it is.
 */
const ONE_TIME_COSTS: Options = { memoryCost: 2048, timeCost: 1, parallelism: 1 };

export const hashOneTimePassword = (password: string): Promise<string> => hash(password, ONE_TIME_COSTS);

/**
 * Many one-time passwords, a few at a time: each hash runs on libuv's thread pool, and queueing thousands at once
 * would hold their memory together and keep every other request's file and crypto work waiting behind them.
 */
export async function hashOneTimePasswords(passwords: readonly string[]): Promise<string[]> {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) hashes[i] = await hashOneTimePassword(passwords[i]);
  };
  const workers = Math.max(1, Math.min(4, availableParallelism(), passwords.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return hashes;
}

/** A fixed hash to verify against when the user does not exist, so both paths take the same time. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
