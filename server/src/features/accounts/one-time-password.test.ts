import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginResponseSchema, meResponseSchema, oneTimePasswordSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { CHOOSE_PASSWORD_FIRST } from '../../core/access';
import { users } from '../../core/identity/accounts.table';
import { INVALID_CREDENTIALS } from './login.service';

let t: TestApp;
let token: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ oneTimePasswordHours: 72 });
  const school = await createSchool(t.db);
  await createUser(t.db, { username: 'office', role: 'school', schoolId: school.id });
  for (const username of ['asha', 'ravi', 'meena', 'kiran']) await createUser(t.db, { username, role: 'student', schoolId: school.id, name: username });
  token = await tokensFor(t.db, ['office']);
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: username, password } });
const get = (url: string, tok: string) => t.app.inject({ method: 'GET', url, headers: authHeader(tok) });

/** The school gives the student a one-time password, as the Learners screen does. */
async function reset(username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/school_dashboard/students/${username}/reset-password/`, headers: authHeader(token.office) });
  expect(res.statusCode).toBe(200);
  return oneTimePasswordSchema.parse(res.json()).one_time_password;
}

describe('one-time passwords (ADR 0023)', () => {
  it('sign in once: a second sign-in with the same one-time password fails like a wrong password', async () => {
    const otp = await reset('asha');
    const first = await login('asha', otp);
    expect(first.statusCode).toBe(200);
    expect(loginResponseSchema.parse(first.json()).must_change_password).toBe(true);

    const second = await login('asha', otp);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ detail: INVALID_CREDENTIALS });
  });

  it('two sign-ins at the same moment: only one gets a session', async () => {
    const otp = await reset('kiran');
    const answers = await Promise.all([login('kiran', otp), login('kiran', otp), login('kiran', otp)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it(`expires after ONE_TIME_PASSWORD_HOURS (72 here)`, async () => {
    const otp = await reset('ravi');
    await t.db.update(users).set({ oneTimePasswordAt: sql`now() - interval '72 hours 1 minute'` }).where(eq(users.username, 'ravi'));
    const res = await login('ravi', otp);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: INVALID_CREDENTIALS });

    // Just inside the limit it works.
    const fresh = await reset('ravi');
    await t.db.update(users).set({ oneTimePasswordAt: sql`now() - interval '71 hours 59 minutes'` }).where(eq(users.username, 'ravi'));
    expect((await login('ravi', fresh)).statusCode).toBe(200);
  });

  it('the session it opens may only choose a new password (and read the account, and sign out) until it has', async () => {
    const otp = await reset('meena');
    const session = loginResponseSchema.parse((await login('meena', otp)).json()).token;

    for (const url of ['/api/notifications/', '/api/student_dashboard/meena/', '/api/student_dashboard/student_leaderboard', '/api/notifications/stream']) {
      const refused = await get(url, session);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ detail: CHOOSE_PASSWORD_FIRST });
    }
    const hindi = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: { ...authHeader(session), 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().detail).not.toBe(CHOOSE_PASSWORD_FIRST);

    // What the set-new-password screen needs answers.
    const me = await get('/api/account/me/', session);
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).must_change_password).toBe(true);
    const language = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences/', headers: authHeader(session), payload: { language: 'hi' } });
    expect(language.statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST', url: '/api/account/change-password/', headers: authHeader(session),
      payload: { current_password: otp, new_password: 'a-fresh-garden-42' },
    });
    expect(changed.statusCode).toBe(200);
    // The same session now reaches everything the student may.
    expect((await get('/api/notifications/', session)).statusCode).toBe(200);
    expect((await get('/api/student_dashboard/meena/', session)).statusCode).toBe(200);
    expect((await login('meena', 'a-fresh-garden-42')).statusCode).toBe(200);
  });

  it('signing out works from the one-time session', async () => {
    const otp = await reset('asha');
    const session = loginResponseSchema.parse((await login('asha', otp)).json()).token;
    expect((await t.app.inject({ method: 'POST', url: '/api/account/logout/', headers: authHeader(session) })).statusCode).toBe(200);
    expect((await get('/api/account/me/', session)).statusCode).toBe(401);
  });
});
