import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changePasswordResponseSchema, loginResponseSchema, meResponseSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, PASSWORD } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { users } from '../../core/identity/accounts.table';

let t: TestApp;
let token: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: school.id, name: 'Neha Verma' });
  await createUser(t.db, { username: 'office', role: 'school', schoolId: school.id, name: 'Office' });
  await createUser(t.db, { username: 'asha', role: 'student', schoolId: school.id, name: 'Asha' });
  await t.db.update(users).set({ phoneNumber: '98100 00000' }).where(eq(users.username, 'office'));
  token = await tokensFor(t.db, ['coach', 'office']);
});
afterAll(() => t.close());

const patchMe = (who: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/me/', payload, headers: { ...(who ? authHeader(token[who]) : {}), ...headers } });
const me = async (who: string) => meResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(token[who]) })).json());
const row = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: username, password } });

describe('PATCH /api/account/me/', () => {
  it('changes the caller\'s own name and phone number, and answers the account as GET does', async () => {
    const res = await patchMe('coach', { name: '  Neha V. Sharma ', phone_number: '+91 98100-12345' });
    expect(res.statusCode).toBe(200);
    const body = meResponseSchema.parse(res.json());
    expect(body).toMatchObject({ username: 'coach', name: 'Neha V. Sharma', phone_number: '+91 98100-12345', role: 'teacher' });
    expect(await me('coach')).toEqual(body);
  });

  it('changes only the field sent', async () => {
    await patchMe('coach', { name: 'Neha Sharma' });
    expect(await me('coach')).toMatchObject({ name: 'Neha Sharma', phone_number: '+91 98100-12345' });
    await patchMe('coach', { phone_number: '98100 55555' });
    expect(await me('coach')).toMatchObject({ name: 'Neha Sharma', phone_number: '98100 55555' });
    expect((await patchMe('coach', {})).statusCode).toBe(200);
    expect(await me('coach')).toMatchObject({ name: 'Neha Sharma', phone_number: '98100 55555' });
  });

  it('clears the phone number when it is sent empty (or null)', async () => {
    const res = await patchMe('coach', { phone_number: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone_number).toBeNull();
    expect((await row('coach')).phoneNumber).toBeNull();
    await patchMe('coach', { phone_number: '98100 11111' });
    expect((await patchMe('coach', { phone_number: null })).json().phone_number).toBeNull();
  });

  it('refuses a bad phone number or an empty name, changing nothing', async () => {
    await patchMe('coach', { name: 'Neha Sharma', phone_number: '98100 22222' });
    for (const payload of [{ phone_number: 'call me' }, { phone_number: '123' }, { phone_number: '9'.repeat(21) }, { name: '   ' }, { name: 'Ok', phone_number: 'x' }]) {
      const res = await patchMe('coach', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await patchMe('coach', { phone_number: 'call me' });
    expect(bad.json().errors).toEqual([{ field: 'phone_number', message: 'Enter a valid phone number' }]);
    expect(await me('coach')).toMatchObject({ name: 'Neha Sharma', phone_number: '98100 22222' });
  });

  it("leaves everyone else's account as it was, and ignores fields that are not the caller's to change", async () => {
    const before = await row('office');
    await patchMe('coach', { name: 'Someone Else', phone_number: '98100 33333', username: 'office', email: 'x@y.example', role: 'school' });
    const after = await row('office');
    expect(after).toEqual(before);
    expect(after).toMatchObject({ name: 'Office', phoneNumber: '98100 00000' });
    expect(await row('coach')).toMatchObject({ username: 'coach', email: 'coach@test.example', role: 'teacher' });
  });

  it('works for every role, and not without signing in', async () => {
    expect((await patchMe('office', { name: 'School Office' })).json().name).toBe('School Office');
    expect((await patchMe(null, { name: 'Nobody' })).statusCode).toBe(401);
  });
});

describe('must_change_password: a one-time password, then the person\'s own', () => {
  it('tells the sign-in and the account to change it, until the password is changed', async () => {
    expect(loginResponseSchema.parse((await login('asha', PASSWORD)).json()).must_change_password).toBe(false);
    await t.db.update(users).set({ mustChangePassword: true, oneTimePasswordAt: new Date() }).where(eq(users.username, 'asha'));

    const first = await login('asha', PASSWORD);
    expect(first.statusCode).toBe(200);
    const session = loginResponseSchema.parse(first.json());
    expect(session.must_change_password).toBe(true);
    const account = meResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(session.token) })).json());
    expect(account.must_change_password).toBe(true);
    // A one-time password signs in once (ADR 0023); the session it opened still has to choose a password.
    expect((await login('asha', PASSWORD)).statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'POST', url: '/api/account/change-password/', headers: authHeader(session.token),
      payload: { current_password: PASSWORD, new_password: 'a-fresh-garden-42' },
    });
    expect(changed.statusCode).toBe(200);
    changePasswordResponseSchema.parse(changed.json());
    expect((await row('asha')).mustChangePassword).toBe(false);

    expect((await login('asha', PASSWORD)).statusCode).toBe(400);
    const next = await login('asha', 'a-fresh-garden-42');
    expect(next.statusCode).toBe(200);
    expect(loginResponseSchema.parse(next.json()).must_change_password).toBe(false);
  });

  it('keeps the flag when the password change is refused', async () => {
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'coach'));
    const res = await t.app.inject({
      method: 'POST', url: '/api/account/change-password/', headers: authHeader(token.coach),
      payload: { current_password: 'not-my-password', new_password: 'a-fresh-garden-42' },
    });
    expect(res.statusCode).toBe(400);
    expect((await row('coach')).mustChangePassword).toBe(true);
  });
});
