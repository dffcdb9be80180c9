import { HttpError } from './http-errors';

/** What a user is told when a unique index refuses a write, by the index's name. */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_username_lower_uq: 'A user with that username already exists.',
  users_email_lower_uq: 'A user with that email already exists.',
};

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
}

/** The PostgreSQL error behind a failure, whether it came bare (pg, PGlite) or wrapped by Drizzle (`cause`). */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as PgLikeError;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/**
 * Turns a database refusal into the answer a client can act on, in one place: a unique violation (two
 * sign-ups racing for one username, say) is 409; a value the database cannot store is 400. Anything else
 * is not the client's fault and stays a 500.
 */
export function httpErrorFromDatabase(err: unknown): HttpError | null {
  const pg = pgErrorOf(err);
  if (!pg) return null;
  if (pg.code === '23505') return new HttpError(409, (pg.constraint && UNIQUE_MESSAGES[pg.constraint]) ?? 'This record already exists.');
  if (pg.code === '23503') return new HttpError(409, 'This refers to a record that no longer exists, or is still used elsewhere.');
  if (pg.code === '40001' || pg.code === '40P01') return new HttpError(409, 'The record changed while it was being saved. Please try again.');
  // Class 22 (data exception) and 23502/23514 (not null, check): the input cannot be stored as sent.
  if (pg.code.startsWith('22') || pg.code === '23502' || pg.code === '23514') return new HttpError(400, 'Invalid input.');
  return null;
}

/**
 * How errors are logged: name, message and stack, never the query's parameters (which can hold a password
 * hash) and never a database error's detail (which repeats the values). Drizzle puts the parameters in its
 * message, so for a failed query only the database's own code and message are kept.
 */
export function safeErrorForLog(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) {
    // Something threw a value that is not an Error: its kind and field names tell where it came from, never its values.
    const isObject = typeof err === 'object' && err !== null;
    return {
      type: isObject ? (err.constructor?.name ?? 'object') : typeof err, message: isObject ? 'a thrown object' : String(err), stack: '',
      ...(isObject ? { fields: Object.keys(err).slice(0, 20) } : {}),
    };
  }
  const pg = pgErrorOf(err);
  const isDrizzleQuery = err.name === 'DrizzleQueryError' || /^Failed query:/.test(err.message);
  const cause = (err as { cause?: unknown }).cause;
  return {
    type: err.name,
    message: isDrizzleQuery ? (cause instanceof Error ? cause.message : 'database query failed') : err.message,
    ...(pg ? { code: pg.code, constraint: pg.constraint } : {}),
    stack: isDrizzleQuery ? '' : err.stack ?? '',
  };
}
