import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountEndpoints, learnerEndpoints, parentEndpoints, staffDashboardEndpoints } from '@prayog/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { PASSWORD } from '../test/fixtures';
import { tokenFor } from '../test/tokens';
import { callerWith, createWorld, worldSpec, type WorldOf } from '../test/world';
import { authTokens } from './identity/accounts.table';

/*
 * Sessions are kept for a minute here, far longer than the default, so that anything these tests see change can only
 * have come from the routes forgetting what they changed (ADR 0013).
 */
const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    coach: { role: 'teacher', school: 'green-valley' },
    asha: { role: 'student', school: 'green-valley', name: 'asha' },
    ravi: { role: 'student', school: 'green-valley', name: 'ravi' },
    meera: { role: 'student', school: 'green-valley', name: 'meera' },
    mother: { role: 'parent', school: 'green-valley' },
  },
  links: [['mother', 'meera']],
});

let t: TestApp;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp({ tokenCacheSeconds: 60 });
  w = await createWorld(t, people);
});
afterAll(() => t.close());

/** Calls on one session of its own (a token these tests sign out, delete or outlive). */
const session = (token: string) => callerWith(t, token);
const me = (token: string) => session(token).call(accountEndpoints.me);

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
    expect((await session(token).call(accountEndpoints.logout)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const kept = await tokenFor(t.db, 'asha');
    const other = await tokenFor(t.db, 'asha');
    expect((await me(other)).statusCode).toBe(200);
    const changed = await session(kept).call(accountEndpoints.changePassword, { body: { current_password: PASSWORD, new_password: 'Lantern-Orbit-4417' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
  });

  it("refuses a student's sessions at once after a one-time password, and shows a new name at once", async () => {
    const student = await tokenFor(t.db, 'ravi');
    const coach = w.as('coach');
    expect((await me(student)).statusCode).toBe(200);
    const reset = await coach.call(learnerEndpoints.teacherResetPassword, { params: { username: 'ravi' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(student)).statusCode).toBe(401);

    expect((await coach.call(accountEndpoints.me)).json().name).toBe('coach');
    const renamed = await coach.call(accountEndpoints.updateMe, { body: { name: 'Coach Renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const home = await coach.call(staffDashboardEndpoints.teacherHome, { params: { username: 'coach' } });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().profile.name).toBe('Coach Renamed');
  });

  it("shows a parent a child's new name at once (the parent's kept children are about the child too)", async () => {
    // The mother's confirmed link to meera is the world's.
    const childName = async () => {
      const res = await w.as('mother').call(parentEndpoints.dashboard);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().child_name as string;
    };
    expect(await childName()).toBe('meera');
    const renamed = await w.as('meera').call(accountEndpoints.updateMe, { body: { name: 'Meera Iyer' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await childName()).toBe('Meera Iyer');
  });
});
