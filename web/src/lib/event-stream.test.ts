import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { EventStreamParser, openEventStream, readEventStream, reconnectDelay, type ServerEvent } from './event-stream';

/** A response body that hands out the given chunks, then stays open until `end()` (or ends at once). */
function streamOf(chunks: string[], { keepOpen = false } = {}) {
  const encoder = new TextEncoder();
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (keepOpen) close = () => controller.close();
      else controller.close();
    },
  });
  return { body, end: () => close() };
}

describe('EventStreamParser', () => {
  it('splits events across chunks, skips comments and joins multi-line data', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': connected\n\nevent: notifi')).toEqual([]);
    expect(parser.push('cation\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'notification', data: '{"a":1}', id: undefined }]);
    expect(parser.push('data: one\ndata:two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: undefined }]);
    // A \r at the end of a chunk may be half of \r\n: the line waits for the next chunk.
    expect(parser.push('id: 7\rdata: x\r')).toEqual([]);
    expect(parser.push('\n\n')).toEqual([{ event: 'message', data: 'x', id: '7' }]);
  });

  it('does not dispatch an event without data', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: ping\n\n: keep-alive\n\n')).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('hands over each event of a body as it arrives', async () => {
    const seen: ServerEvent[] = [];
    const { body } = streamOf([': connected\n\n', 'event: notification\ndata: {"n":1}\n\n', 'event: notification\nda', 'ta: {"n":2}\n\n']);
    await readEventStream(body, (e) => seen.push(e));
    expect(seen.map((e) => e.data)).toEqual(['{"n":1}', '{"n":2}']);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with up to 20% added', () => {
    expect([1, 2, 3, 6, 10].map((n) => reconnectDelay(n, () => 0))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(reconnectDelay(1, () => 1)).toBe(1200);
  });
});

describe('openEventStream', () => {
  let timers: { run: () => void; ms: number }[];
  const options = () => ({
    setTimer: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimer: () => { timers = []; },
  });

  beforeEach(() => {
    timers = [];
    localStorage.setItem('authToken', 'tok123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the token, reports events and the connection, and reconnects with a growing delay after drops', async () => {
    const first = streamOf(['event: notification\ndata: {"n":1}\n\n'], { keepOpen: true });
    const replies: (() => Response)[] = [
      () => new Response(first.body, { status: 200 }),
      () => { throw new TypeError('network down'); },
      () => new Response(streamOf([], { keepOpen: true }).body, { status: 200 }),
    ];
    const calls = fakeApi(() => replies.shift()!());
    const events: ServerEvent[] = [];
    const states: boolean[] = [];
    const stream = openEventStream({ path: '/notifications/stream', onEvent: (e) => events.push(e), onConnectedChange: (c) => states.push(c), ...options() });

    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/notifications/stream', search: '' });
    expect(calls[0].headers.get('Authorization')).toBe('Token tok123');
    expect(calls[0].headers.get('Accept')).toBe('text/event-stream');
    expect(states).toEqual([true]);

    // The server ends the stream: disconnected, and a reconnect is planned after 1 s (plus jitter).
    first.end();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(states).toEqual([true, false]);
    expect(timers[0].ms).toBeGreaterThanOrEqual(1000);
    expect(timers[0].ms).toBeLessThanOrEqual(1200);

    // That attempt fails (network): the next waits longer.
    timers.shift()!.run();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(timers[0].ms).toBeGreaterThanOrEqual(2000);

    // The third connects again.
    timers.shift()!.run();
    await vi.waitFor(() => expect(states).toEqual([true, false, true]));
    expect(calls).toHaveLength(3);

    stream.close();
    await vi.waitFor(() => expect(states).toEqual([true, false, true, false]));
    expect(timers).toHaveLength(0);
  });

  it('stops for good on a 401 (the session is gone) and does not start without a token', async () => {
    const calls = fakeApi(() => new Response('{"detail":"no"}', { status: 401 }));
    openEventStream({ path: '/notifications/stream', onEvent: () => undefined, ...options() });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(timers).toHaveLength(0);

    localStorage.clear();
    openEventStream({ path: '/notifications/stream', onEvent: () => undefined, ...options() });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(1);
  });

  it('retries after a server error', async () => {
    fakeApi(() => new Response('oops', { status: 503 }));
    const stream = openEventStream({ path: '/notifications/stream', onEvent: () => undefined, ...options() });
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    stream.close();
  });
});
