import { describe, expect, it } from 'vitest';
import { httpErrorFromDatabase, safeErrorForLog } from './db-errors';

/** What Drizzle throws for a failed query: its message carries the SQL and the parameters. */
function drizzleError(code: string, constraint?: string) {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint, detail: 'Key (lower(username))=(asha) already exists.' });
  const err = new Error('Failed query: insert into "users" ... \nparams: asha,$argon2id$v=19$m=19456,t=2,p=1$secret-hash');
  err.name = 'DrizzleQueryError';
  return Object.assign(err, { cause, params: ['asha', '$argon2id$v=19$secret-hash'] });
}

describe('database refusals', () => {
  it('answers a unique violation with 409 and the message of its index', () => {
    expect(httpErrorFromDatabase(drizzleError('23505', 'users_username_lower_uq'))).toMatchObject({ statusCode: 409, detail: 'A user with that username already exists.' });
    expect(httpErrorFromDatabase(drizzleError('23505', 'some_other_uq'))).toMatchObject({ statusCode: 409, detail: 'This record already exists.' });
  });

  it('answers values the database cannot store with 400, and leaves other failures to be 500s', () => {
    for (const code of ['22021', '22003', '22P02', '22001', '23514', '23502']) expect(httpErrorFromDatabase(drizzleError(code))?.statusCode).toBe(400);
    expect(httpErrorFromDatabase(drizzleError('23503'))?.statusCode).toBe(409);
    expect(httpErrorFromDatabase(drizzleError('53300'))).toBeNull();
    expect(httpErrorFromDatabase(new Error('plain'))).toBeNull();
  });

  it('logs a failed query without its parameters or the database detail', () => {
    const logged = JSON.stringify(safeErrorForLog(drizzleError('23505', 'users_username_lower_uq')));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('asha');
    expect(logged).not.toContain('Failed query');
  });

  it('logs a thrown value that is not an Error by its kind and field names, never its values', () => {
    const logged = safeErrorForLog({ password: 'asha-secret', code: 'x' });
    expect(logged).toMatchObject({ type: 'Object', message: 'a thrown object', fields: ['password', 'code'] });
    expect(JSON.stringify(logged)).not.toContain('asha-secret');
    expect(safeErrorForLog('plain text')).toMatchObject({ type: 'string', message: 'plain text' });
  });
});
