import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountEndpoints, changePasswordResponseSchema, loginResponseSchema, meResponseSchema, type UpdateMeRequest } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { users } from '../../core/identity/accounts.table';

let t: TestApp;
const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    coach: { role: 'teacher', school: 'home', name: 'Neha Verma' },
    office: { role: 'school', school: 'home', name: 'Office' },
    asha: { role: 'student', school: 'home', name: 'Asha' },
  },
});
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  await t.db.update(users).set({ phoneNumber: '98100 00000' }).where(eq(users.username, 'office'));
});
afterAll(() => t.close());

type Person = PersonOf<typeof people>;
const patchMe = (who: Person | null, payload: UpdateMeRequest) => w.as(who ?? 'anonymous').call(accountEndpoints.updateMe, { body: payload });
const me = (who: Person) => w.as(who).ok(accountEndpoints.me);
const row = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];
const login = (username: string, password: string) => w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password } });

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
    // Fields the contract does not have, sent anyway.
    await w.as('coach').inject({
      method: 'PATCH', url: '/api/account/me/', payload: { name: 'Someone Else', phone_number: '98100 33333', username: 'office', email: 'x@y.example', role: 'school' },
    });
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
    const account = meResponseSchema.parse((await callerWith(t, session.token).call(accountEndpoints.me)).json());
    expect(account.must_change_password).toBe(true);
    // A one-time password signs in once (ADR 0023); the session it opened still has to choose a password.
    expect((await login('asha', PASSWORD)).statusCode).toBe(400);

    const changed = await callerWith(t, session.token).call(accountEndpoints.changePassword, { body: { current_password: PASSWORD, new_password: 'a-fresh-garden-42' } });
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
    const res = await w.as('coach').call(accountEndpoints.changePassword, { body: { current_password: 'not-my-password', new_password: 'a-fresh-garden-42' } });
    expect(res.statusCode).toBe(400);
    expect((await row('coach')).mustChangePassword).toBe(true);
  });
});
