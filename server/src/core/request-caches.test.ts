import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, authHeader, type TestApp } from '../test/test-app';
import { createSchool, createUser, linkParent, PASSWORD } from '../test/fixtures';
import { tokenFor } from '../test/tokens';
import { authTokens, users } from './identity/accounts.table';

/*
 * Sessions are kept for a minute here, far longer than the default, so that anything these tests see change can only
 * have come from the routes forgetting what they changed (ADR 0013).
 */
let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp({ tokenCacheSeconds: 60 });
  schoolId = (await createSchool(t.db)).id;
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId });
  for (const username of ['asha', 'ravi', 'meera']) await createUser(t.db, { username, role: 'student', schoolId, name: username });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(token) });

describe('sessions kept for a few seconds', () => {
  it('keeps a session between requests (a token deleted behind the app still works for the kept time)', async () => {
    const token = await tokenFor(t.db, 'meera');
    expect((await me(token)).statusCode).toBe(200);
    await t.db.delete(authTokens).where(eq(authTokens.tokenHash, (await import('./identity/sessions')).tokenHash(token)));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a signed-out token at once', async () => {
    const token = await tokenFor(t.db, 'asha');
    const other = await tokenFor(t.db, 'asha');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/logout/', headers: authHeader(token) })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const kept = await tokenFor(t.db, 'asha');
    const other = await tokenFor(t.db, 'asha');
    expect((await me(other)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST', url: '/api/account/change-password/', headers: authHeader(kept),
      payload: { current_password: PASSWORD, new_password: 'Lantern-Orbit-4417' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
  });

  it("refuses a student's sessions at once after a one-time password, and shows a new name at once", async () => {
    const student = await tokenFor(t.db, 'ravi');
    const coach = await tokenFor(t.db, 'coach');
    expect((await me(student)).statusCode).toBe(200);
    const reset = await t.app.inject({ method: 'POST', url: '/api/teacher_dashboard/students/ravi/reset-password/', headers: authHeader(coach) });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(student)).statusCode).toBe(401);

    expect((await me(coach)).json().name).toBe('coach');
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/account/me/', headers: authHeader(coach), payload: { name: 'Coach Renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/api/teacher_dashboard/coach/', headers: authHeader(coach) });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().profile.name).toBe('Coach Renamed');
  });

  it("shows a parent a child's new name at once (the parent's kept children are about the child too)", async () => {
    const mother = await createUser(t.db, { username: 'mother', role: 'parent', schoolId });
    const meera = await tokensOf('meera');
    await linkParent(t.db, mother.id, meera.id);
    const parent = await tokenFor(t.db, 'mother');
    const childName = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/parent_dashboard/', headers: authHeader(parent) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().child_name as string;
    };
    expect(await childName()).toBe('meera');
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/account/me/', headers: authHeader(meera.token), payload: { name: 'Meera Iyer' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await childName()).toBe('Meera Iyer');
  });
});

/** A student's id and a fresh token. */
async function tokensOf(username: string): Promise<{ id: number; token: string }> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { id: row.id, token: await tokenFor(t.db, username) };
}
