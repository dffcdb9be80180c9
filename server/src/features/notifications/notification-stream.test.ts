/**
 * The live stream over a real connection: the server listens on a free port and the test reads the stream over
 * plain HTTP, as the web client's fetch does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bellResponseSchema, notificationEventSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { tokenFor } from '../../test/tokens';
import { createWorld } from '../../test/world';
import { notificationHub } from './notification-hub';
import { STREAM_TIMING } from './notification-stream';
import { openEventStream } from '../../test/event-stream';

let t: TestApp;
let base: string;
let token: Record<string, string>;
const id: Record<string, number> = {};
const defaults = { ...STREAM_TIMING };

beforeAll(async () => {
  t = await createTestApp();
  const w = await createWorld(t, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
    users: {
      asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
      mate: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
      coach: { role: 'teacher', school: 'green-valley' },
    },
  });
  Object.assign(id, w.id);
  token = w.token;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => { Object.assign(STREAM_TIMING, defaults); });
afterAll(() => t.close());

const auth = (tok: string) => ({ authorization: `Token ${tok}` });

const openStream = (tok: string) => openEventStream(base, tok);

const waitFor = async (check: () => boolean, withinMs = 2000) => {
  const deadline = Date.now() + withinMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('GET /api/notifications/stream over a real connection', () => {
  it("delivers a notification sent to the student's class within a second, and unsubscribes when closed", async () => {
    const stream = await openStream(token.asha);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-cache');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    await stream.readUntil((text) => text.startsWith(': connected\n\n'), 1000);
    expect(notificationHub.listenerCount(id.asha)).toBe(1);

    const sentAt = Date.now();
    const sent = await fetch(`${base}/api/teacher_dashboard/notify_students/`, {
      method: 'POST', headers: { ...auth(token.coach), 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'group', subject: 'Robot day', message: 'Bring batteries.', grade: 7, section: 'A' }),
    });
    expect(sent.status).toBe(201);
    const text = await stream.readUntil((s) => /event: notification\ndata: .*\n\n/.test(s), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);

    const frame = /event: notification\ndata: (.*)\n\n/.exec(text)!;
    const event = notificationEventSchema.parse(JSON.parse(frame[1]));
    const bell = bellResponseSchema.parse(await (await fetch(`${base}/api/notifications`, { headers: auth(token.asha) })).json());
    expect(event).toEqual({ type: 'notification', notification: bell.notifications[0] });
    expect(event.notification).toMatchObject({ subject: 'Robot day', read: false });

    stream.close();
    expect(await waitFor(() => notificationHub.listenerCount(id.asha) === 0)).toBe(true);
  });

  it("carries only the caller's own notifications", async () => {
    const asha = await openStream(token.asha);
    const mate = await openStream(token.mate);
    await asha.readUntil((s) => s.includes(': connected'), 1000);
    await mate.readUntil((s) => s.includes(': connected'), 1000);
    await fetch(`${base}/api/teacher_dashboard/notify_students/`, {
      method: 'POST', headers: { ...auth(token.coach), 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'individual', subject: 'Just Mate', message: 'See me after class.', student_usernames: ['mate'] }),
    });
    await mate.readUntil((s) => s.includes('Just Mate'), 1000);
    expect(await asha.untilEnded(200)).toBe(false);
    expect(asha.text()).toBe(': connected\n\n');
    asha.close();
    mate.close();
    expect(await waitFor(() => notificationHub.listenerCount(id.asha) + notificationHub.listenerCount(id.mate) === 0)).toBe(true);
  });

  it('sends a keep-alive comment while idle', async () => {
    STREAM_TIMING.keepAliveMs = 50;
    const stream = await openStream(token.asha);
    await stream.readUntil((s) => s.includes(': keep-alive\n\n'), 1000);
    stream.close();
    expect(await waitFor(() => notificationHub.listenerCount(id.asha) === 0)).toBe(true);
  });

  it('ends when its session is signed out', async () => {
    STREAM_TIMING.keepAliveMs = 20;
    STREAM_TIMING.sessionCheckMs = 40;
    const session = await tokenFor(t.db, 'asha');
    const stream = await openStream(session);
    await stream.readUntil((s) => s.includes(': connected'), 1000);
    const out = await fetch(`${base}/api/account/logout/`, { method: 'POST', headers: auth(session) });
    expect(out.status).toBe(200);
    expect(await stream.untilEnded(2000)).toBe(true);
    expect(await waitFor(() => notificationHub.listenerCount(id.asha) === 0)).toBe(true);
  });

  it('ends within moments of a sign-out, without waiting for its periodic session check', async () => {
    const session = await tokenFor(t.db, 'asha');
    const stream = await openStream(session);
    await stream.readUntil((s) => s.includes(': connected'), 1000);
    const out = await fetch(`${base}/api/account/logout/`, { method: 'POST', headers: auth(session) });
    expect(out.status).toBe(200);
    expect(await stream.untilEnded(2000)).toBe(true);
  });

  it("a password change ends the account's other sessions' streams at once, and keeps its own", async () => {
    const mine = await tokenFor(t.db, 'mate');
    const stolen = await tokenFor(t.db, 'mate');
    const kept = await openStream(mine);
    const other = await openStream(stolen);
    await kept.readUntil((s) => s.includes(': connected'), 1000);
    await other.readUntil((s) => s.includes(': connected'), 1000);
    const changed = await fetch(`${base}/api/account/change-password/`, {
      method: 'POST', headers: { ...auth(mine), 'content-type': 'application/json' },
      body: JSON.stringify({ current_password: PASSWORD, new_password: 'a-fresh-garden-42' }),
    });
    expect(changed.status).toBe(200);
    expect(await other.untilEnded(2000)).toBe(true);
    expect(await kept.untilEnded(300)).toBe(false);
    kept.close();
  });

  it('refuses a caller without a valid token', async () => {
    const res = await fetch(`${base}/api/notifications/stream`, { headers: auth('x'.repeat(43)) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toBe('Invalid or expired token.');
  });

  it('is ended by the server shutting down, which does not wait for the client', async () => {
    const stream = await openStream(token.asha);
    await stream.readUntil((s) => s.includes(': connected'), 1000);
    const closing = t.app.close();
    expect(await stream.untilEnded(2000)).toBe(true);
    await closing;
    expect(notificationHub.listenerCount(id.asha)).toBe(0);
  });
});
