import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { createWorld, worldSpec, type WorldOf } from '../../test/world';

let t: TestApp;
const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: { target: { role: 'student', school: 'green-valley' } },
  // Every sign-in of this file is over HTTP.
  signedIn: false,
});
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp({ loginLimitPerAccount: 3, loginLimitPerIp: 6, registerLimitPerIp: 2 });
  w = await createWorld(t, people);
});
afterAll(() => t.close());

// Raw requests: each comes from a chosen address, which the contract's calls do not set.
const login = (user: string, ip: string, password = 'wrong-password') =>
  w.as('anonymous').inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: user, password }, remoteAddress: ip });

describe('sign-in limits', () => {
  it('counts failures per account whichever identifier is typed, and locks that account at that address only', async () => {
    expect((await login('target', '10.1.0.1')).statusCode).toBe(400);
    expect((await login('TARGET@test.example', '10.1.0.1')).statusCode).toBe(400);
    expect((await login('Target', '10.1.0.1')).statusCode).toBe(400);
    const locked = await login('target', '10.1.0.1', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Too many sign-in attempts for this account. Try again in 15 minutes.');
    // The owner, at another address, still signs in.
    expect((await login('target@test.example', '10.1.0.2', PASSWORD)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts, telling the wait in minutes', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`someone${i}`, '10.2.0.1')).statusCode).toBe(400);
    const limited = await login('someone-else', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many requests. Try again in 15 minutes.');
  });
});

describe('sign-up limit', () => {
  it('limits registrations per address, so usernames cannot be probed in bulk', async () => {
    const attempt = (i: number) => w.as('anonymous').inject({
      method: 'POST', url: '/api/account/register/', remoteAddress: '10.3.0.1',
      payload: { user: { username: `probe${i}`, password: 'secret-pass-1', email: `p${i}@mail.example`, role: 'teacher' }, school: 'green-valley', name: 'P' },
    });
    expect((await attempt(1)).statusCode).toBe(201);
    expect((await attempt(2)).statusCode).toBe(201);
    const limited = await attempt(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ detail: 'Too many requests. Try again in 15 minutes.', message: 'Too many requests. Try again in 15 minutes.' });
  });
});
