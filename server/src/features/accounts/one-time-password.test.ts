import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  accountEndpoints, leaderboardEndpoints, learnerEndpoints, loginResponseSchema, meResponseSchema, notificationEndpoints, notificationSendEndpoints,
  oneTimePasswordSchema, studentDashboardEndpoints,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callerWith, createWorld, worldSpec, type WorldOf } from '../../test/world';
import { CHOOSE_PASSWORD_FIRST } from '../../core/access';
import { users } from '../../core/identity/accounts.table';
import { INVALID_CREDENTIALS } from './login.service';

let t: TestApp;
const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    office: { role: 'school', school: 'home' },
    asha: { role: 'student', school: 'home' },
    ravi: { role: 'student', school: 'home' },
    meena: { role: 'student', school: 'home' },
    kiran: { role: 'student', school: 'home' },
  },
});
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp({ oneTimePasswordHours: 72 });
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password } });
/** Calls with the session a sign-in over HTTP opened. */
const signedIn = (session: string) => callerWith(t, session);

/** The school gives the student a one-time password, as the Learners screen does. */
async function reset(username: string): Promise<string> {
  const res = await w.as('office').call(learnerEndpoints.schoolResetPassword, { params: { username } });
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

    const meena = signedIn(session);
    const elsewhere = [
      [notificationEndpoints.bell.path, await meena.call(notificationEndpoints.bell)],
      [studentDashboardEndpoints.dashboard.path, await meena.call(studentDashboardEndpoints.dashboard, { params: { username: 'meena' } })],
      [leaderboardEndpoints.leaderboard.path, await meena.call(leaderboardEndpoints.leaderboard)],
      [notificationSendEndpoints.stream.path, await meena.call(notificationSendEndpoints.stream)],
    ] as const;
    for (const [url, refused] of elsewhere) {
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ detail: CHOOSE_PASSWORD_FIRST });
    }
    const hindi = await meena.call(notificationEndpoints.bell, { headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().detail).not.toBe(CHOOSE_PASSWORD_FIRST);

    // What the set-new-password screen needs answers.
    const me = await meena.call(accountEndpoints.me);
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).must_change_password).toBe(true);
    const language = await meena.call(accountEndpoints.preferences, { body: { language: 'hi' } });
    expect(language.statusCode).toBe(200);

    const changed = await meena.call(accountEndpoints.changePassword, { body: { current_password: otp, new_password: 'a-fresh-garden-42' } });
    expect(changed.statusCode).toBe(200);
    // The same session now reaches everything the student may.
    expect((await meena.call(notificationEndpoints.bell)).statusCode).toBe(200);
    expect((await meena.call(studentDashboardEndpoints.dashboard, { params: { username: 'meena' } })).statusCode).toBe(200);
    expect((await login('meena', 'a-fresh-garden-42')).statusCode).toBe(200);
  });

  it('signing out works from the one-time session', async () => {
    const otp = await reset('asha');
    const session = loginResponseSchema.parse((await login('asha', otp)).json()).token;
    expect((await signedIn(session).call(accountEndpoints.logout)).statusCode).toBe(200);
    expect((await signedIn(session).call(accountEndpoints.me)).statusCode).toBe(401);
  });
});
