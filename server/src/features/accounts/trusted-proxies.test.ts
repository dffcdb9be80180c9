import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { createWorld, type World } from '../../test/world';

/**
 * Behind the deployment's own proxies, the address rate limits and the sign-in lockout count is the one the
 * nearest untrusted hop reported: the leftmost X-Forwarded-For entries are the client's own writing (ADR 0021).
 */
const ATTACKER = '203.0.113.7';
const VICTIM = '198.51.100.20';
const SCHOOL = '198.51.100.50';
let spoofs = 0;
const madeUp = () => `172.16.${Math.floor(spoofs / 250)}.${(spoofs++ % 250) + 1}`;

/** What reaches the server: the connection's address and X-Forwarded-For, for a client at `real` who wrote `written`. */
type Forward = (real: string, written?: string) => { remoteAddress: string; headers: { 'x-forwarded-for': string } };

const settings: { name: string; env: string; forward: Forward }[] = [
  {
    name: 'one load balancer (TRUST_PROXY=1)', env: '1',
    forward: (real, written) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': [written, real].filter(Boolean).join(', ') } }),
  },
  {
    name: 'two proxies (TRUST_PROXY=2)', env: '2',
    forward: (real, written) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': [written, real, '10.0.0.1'].filter(Boolean).join(', ') } }),
  },
  {
    name: 'two proxies by address (TRUST_PROXY=10.0.0.0/8,192.168.1.5)', env: '10.0.0.0/8,192.168.1.5',
    forward: (real, written) => ({ remoteAddress: '192.168.1.5', headers: { 'x-forwarded-for': [written, real, '10.9.8.7'].filter(Boolean).join(', ') } }),
  },
];

describe.each(settings)('behind $name', ({ env, forward }) => {
  let t: TestApp;
  let w: World<'green-valley', 'target' | 'victim' | 'pupil'>;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: env }).trustProxy, loginLimitPerAccount: 3, loginLimitPerIp: 6, registerLimitPerIp: 2 });
    w = await createWorld(t, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: { target: { role: 'student', school: 'green-valley' }, victim: { role: 'student', school: 'green-valley' }, pupil: { role: 'student', school: 'green-valley' } },
      // Every sign-in of this file is over HTTP.
      signedIn: false,
    });
  });
  afterAll(() => t.close());

  // Raw requests: each comes from a chosen connection address, which the contract's calls do not set.
  const login = (user: string, from: ReturnType<Forward>, password = 'wrong-password') =>
    w.as('anonymous').inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: user, password }, ...from });

  it('locks an account after its failures even when each names a made-up address', async () => {
    for (let i = 0; i < 3; i++) expect((await login('target', forward(ATTACKER, madeUp()))).statusCode).toBe(400);
    expect((await login('target', forward(ATTACKER, madeUp()), PASSWORD)).statusCode).toBe(429);
  });

  it("does not lock the owner out when the failures claim to come from the owner's address", async () => {
    for (let i = 0; i < 3; i++) expect((await login('victim', forward('203.0.113.8', VICTIM))).statusCode).toBe(400);
    expect((await login('victim', forward(VICTIM), PASSWORD)).statusCode).toBe(200);
  });

  it("limits an address across accounts whatever it writes, and never blocks the school's shared address for it", async () => {
    const other = '203.0.113.99';
    for (let i = 0; i < 6; i++) expect((await login(`nobody${i}`, forward(other, i % 2 ? SCHOOL : madeUp()))).statusCode).toBe(400);
    expect((await login('nobody-else', forward(other, madeUp()))).statusCode).toBe(429);
    expect((await login('pupil', forward(SCHOOL), PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-ups per real address, so usernames cannot be probed by writing other addresses', async () => {
    const attempt = (i: number) => w.as('anonymous').inject({
      method: 'POST', url: '/api/account/register/', ...forward(ATTACKER, madeUp()),
      payload: { user: { username: `probe${i}`, password: 'secret-pass-1', email: `p${i}@mail.example`, role: 'teacher' }, school: 'green-valley', name: 'P' },
    });
    expect((await attempt(1)).statusCode).toBe(201);
    expect((await attempt(2)).statusCode).toBe(201);
    expect((await attempt(3)).statusCode).toBe(429);
  });
});
