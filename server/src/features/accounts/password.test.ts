import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountEndpoints, changePasswordResponseSchema, PASSWORD_MESSAGES } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { issueToken } from '../../core/identity/sessions';
import { callerWith, createWorld, seedWorld, worldSpec, type Caller, type PersonOf, type WorldOf } from '../../test/world';
import { users } from '../../core/identity/accounts.table';

let t: TestApp;
const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    asha: { role: 'student', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley' },
    office: { role: 'school', school: 'green-valley' },
    mum: { role: 'parent', school: 'green-valley' },
    root: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;
let joinCode: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  joinCode = w.joinCode['green-valley'];
});
afterAll(() => t.close());

/**
 * One more session of a person, as signing in on another device opens (issued directly: this file is about what a
 * password change does to the other sessions, not about signing in).
 */
const anotherSession = async (userId: number): Promise<Caller> => callerWith(t, await issueToken(t.db, userId, 24));
const change = (caller: Caller, current_password: string, new_password: string) =>
  caller.call(accountEndpoints.changePassword, { body: { current_password, new_password } });
const me = (caller: Caller) => caller.call(accountEndpoints.me);
const login = (username_or_email: string, password: string) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email, password } });

describe('POST /api/account/change-password/', () => {
  it.each<PersonOf<typeof people>>(['asha', 'coach', 'office', 'mum', 'root'])('lets %s change their password and signs out every other session', async (username) => {
    const [here, elsewhere, third] = [w.as(username), await anotherSession(w.id[username]), await anotherSession(w.id[username])];
    const res = await change(here, PASSWORD, `${username}-new-pass-42`);
    expect(res.statusCode).toBe(200);
    expect(changePasswordResponseSchema.parse(res.json())).toEqual({ detail: 'Your password has been changed.', signed_out_sessions: 2 });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await login(username, PASSWORD)).statusCode).toBe(400);
    expect((await login(username, `${username}-new-pass-42`)).statusCode).toBe(200);
  });

  it('requires the current password and changes nothing without it', async () => {
    const token = w.as('asha');
    const other = await anotherSession(w.id.asha);
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'asha'));
    const res = await change(token, 'not-my-password', 'brand-new-pass-9');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent }]);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'asha'));
    expect(after.hash).toBe(before.hash);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await change(w.as('anonymous'), 'x', 'y');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['12345678', PASSWORD_MESSAGES.common],
    ['password', PASSWORD_MESSAGES.common],
    ['Password', PASSWORD_MESSAGES.common],
    ['iloveyou', PASSWORD_MESSAGES.common],
    ['coach-new-pass-42x', null],
    ['coach', 'Password must be at least 8 characters'],
  ])('judges the new password %s', async (password, message) => {
    const token = w.as('coach');
    const res = await change(token, 'coach-new-pass-42', password);
    if (message === null) {
      expect(res.statusCode).toBe(200);
      await change(token, password, 'coach-new-pass-42');
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(message);
    }
  });

  it('refuses a new password equal to the username or email', async () => {
    const added = await seedWorld(t.db, { users: { longusername: { role: 'teacher', school: w.school['green-valley'] } } });
    const token = callerWith(t, added.token.longusername);
    for (const weak of ['longusername', 'LONGUSERNAME', 'longusername@test.example']) {
      const res = await change(token, PASSWORD, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(PASSWORD_MESSAGES.sameAsUsername);
    }
  });
});

describe('weak passwords at sign-up', () => {
  it.each(['12345678', 'password', 'qwertyuiop'])('refuses the common password %s', async (password) => {
    const res = await w.as('anonymous').call(accountEndpoints.register, {
      body: { user: { username: `weak.${password}`, password, email: `w${password}@mail.example`, role: 'student' }, school: 'green-valley', join_code: joinCode, name: 'W', grade: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_MESSAGES.common, errors: [{ field: 'user.password', message: PASSWORD_MESSAGES.common }] });
  });

  it('refuses a password equal to the username', async () => {
    const res = await w.as('anonymous').call(accountEndpoints.register, {
      body: { user: { username: 'samesame1', password: 'samesame1', email: 'same@mail.example', role: 'student' }, school: 'green-valley', join_code: joinCode, name: 'S', grade: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_MESSAGES.sameAsUsername);
  });
});
