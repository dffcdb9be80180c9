import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSchool, createUser, PASSWORD } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimitPerAccount: 3, loginLimitPerIp: 5 });
  const school = await createSchool(t.db);
  await createUser(t.db, { username: 'target', role: 'student', schoolId: school.id });
});
afterAll(() => t.close());

const login = (user: string, ip: string, password = 'wrong-password') =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: user, password }, remoteAddress: ip });

describe('login rate limits', () => {
  it('limits failed attempts per account across addresses, with a 429 detail', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) expect((await login('target', ip)).statusCode).toBe(400);
    const limited = await login('TARGET', '10.1.0.4', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many sign-in attempts for this account/);
  });

  it('limits attempts per address across accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`someone${i}`, '10.2.0.1')).statusCode).toBe(400);
    const limited = await login('someone-else', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many requests/);
  });
});
