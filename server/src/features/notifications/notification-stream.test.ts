/**
 * The live stream over a real connection: the server listens on a free port and the test reads the stream over
 * plain HTTP, as the web client's fetch does.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bellResponseSchema, notificationEventSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokenFor, tokensFor } from '../../test/tokens';
import { notificationHub } from './notification-hub';
import { STREAM_TIMING } from './notification-stream';

let t: TestApp;
let base: string;
let token: Record<string, string>;
const id: Record<string, number> = {};
const defaults = { ...STREAM_TIMING };

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  for (const [username, role] of [['asha', 'student'], ['mate', 'student'], ['coach', 'teacher']] as const) {
    id[username] = (await createUser(t.db, { username, role, schoolId: school.id, grade: 7, section: 'A' })).id;
  }
  token = await tokensFor(t.db, ['asha', 'mate', 'coach']);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => { Object.assign(STREAM_TIMING, defaults); });
afterAll(() => t.close());

const auth = (tok: string) => ({ authorization: `Token ${tok}` });

/**
 * An open stream and a reader that collects its text until a wanted piece arrives. Read over a connection of its own
 * (node:http without an agent): fetch's pool opens a spare connection once a stream is aborted, which a closing
 * server would then wait for.
 */
async function openStream(tok: string) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${base}/api/notifications/stream`, { agent: false, headers: auth(tok) }, resolve).on('error', reject);
  });
  res.setEncoding('utf8');
  let text = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const wake = () => { for (const w of waiting) w(); };
  res.on('data', (chunk: string) => { text += chunk; wake(); });
  res.on('close', () => { ended = true; wake(); });
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const done = () => { clearTimeout(timer); waiting.delete(done); resolve(); };
    const timer = setTimeout(done, ms);
    waiting.add(done);
  });
  const readUntil = async (wanted: (text: string) => boolean, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!wanted(text)) {
      if (ended) throw new Error(`The stream ended; got ${JSON.stringify(text)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Not within ${withinMs} ms; got ${JSON.stringify(text)}`);
      await pause(left);
    }
    return text;
  };
  /** Reads until the server ends the stream or the time is up; tells whether it ended. */
  const untilEnded = async (withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!ended && Date.now() < deadline) await pause(deadline - Date.now());
    return ended;
  };
  const headers = { get: (name: string) => res.headers[name.toLowerCase()] ?? null };
  return { res: { status: res.statusCode, headers }, readUntil, untilEnded, text: () => text, close: () => res.destroy() };
}

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
