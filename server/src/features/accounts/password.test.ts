import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changePasswordResponseSchema, PASSWORD_MESSAGES } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, PASSWORD } from '../../test/fixtures';
import { tokenFor } from '../../test/tokens';
import { users } from '../../core/identity/accounts.table';

let t: TestApp;
let joinCode: string;
beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  joinCode = school.joinCode;
  for (const [username, role] of [['asha', 'student'], ['coach', 'teacher'], ['office', 'school'], ['mum', 'parent']] as const) {
    await createUser(t.db, { username, role, schoolId: school.id });
  }
  await createUser(t.db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
});
afterAll(() => t.close());

const change = (token: string, current_password: string, new_password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/change-password/', headers: authHeader(token), payload: { current_password, new_password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(token) });
const login = (username_or_email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email, password } });

describe('POST /api/account/change-password/', () => {
  it.each(['asha', 'coach', 'office', 'mum', 'root'])('lets %s change their password and signs out every other session', async (username) => {
    const [here, elsewhere, third] = [await tokenFor(t.db, username), await tokenFor(t.db, username), await tokenFor(t.db, username)];
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
    const token = await tokenFor(t.db, 'asha');
    const other = await tokenFor(t.db, 'asha');
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'asha'));
    const res = await change(token, 'not-my-password', 'brand-new-pass-9');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent }]);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'asha'));
    expect(after.hash).toBe(before.hash);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/change-password/', payload: { current_password: 'x', new_password: 'y' } });
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
    const token = await tokenFor(t.db, 'coach');
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
    await createUser(t.db, { username: 'longusername', role: 'teacher', schoolId: 1 });
    const token = await tokenFor(t.db, 'longusername');
    for (const weak of ['longusername', 'LONGUSERNAME', 'longusername@test.example']) {
      const res = await change(token, PASSWORD, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(PASSWORD_MESSAGES.sameAsUsername);
    }
  });
});

describe('weak passwords at sign-up', () => {
  it.each(['12345678', 'password', 'qwertyuiop'])('refuses the common password %s', async (password) => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/account/register/',
      payload: { user: { username: `weak.${password}`, password, email: `w${password}@mail.example`, role: 'student' }, school: 'green-valley', join_code: joinCode, name: 'W', grade: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_MESSAGES.common, errors: [{ field: 'user.password', message: PASSWORD_MESSAGES.common }] });
  });

  it('refuses a password equal to the username', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/account/register/',
      payload: { user: { username: 'samesame1', password: 'samesame1', email: 'same@mail.example', role: 'student' }, school: 'green-valley', join_code: joinCode, name: 'S', grade: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_MESSAGES.sameAsUsername);
  });
});
