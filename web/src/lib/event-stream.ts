import { API_BASE } from '@prayog/contract';
import i18next from 'i18next';
import { storage } from './storage';

/**
 * A server-sent-events client that sends the `Authorization: Token …` header (EventSource cannot send headers):
 * fetch, read the body as it arrives, split it into events. It reconnects with a growing delay when the
 * connection drops and tells its owner whether it is connected, so the owner can poll instead meanwhile.
 */

/** One event of the stream (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface ServerEvent {
  /** 'message' when the server names no event type. */
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits event-stream text into events, one chunk at a time: a chunk may end in the middle of a line or of an
 * event. Comment lines (': keep-alive') are skipped; an event with no data line is not dispatched.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  private sawData = false;

  push(chunk: string): ServerEvent[] {
    this.buffer += chunk;
    const out: ServerEvent[] = [];
    // Lines end in \n, \r\n or \r. A trailing \r may be the first half of \r\n, so it waits for the next chunk.
    const lineEnd = /\r\n|\n|\r(?!$)/g;
    let start = 0;
    for (let match = lineEnd.exec(this.buffer); match; match = lineEnd.exec(this.buffer)) {
      this.line(this.buffer.slice(start, match.index), out);
      start = match.index + match[0].length;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string, out: ServerEvent[]): void {
    if (line === '') {
      if (this.sawData) out.push({ event: this.event || 'message', data: this.data.join('\n'), id: this.id });
      this.event = '';
      this.data = [];
      this.sawData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') {
      this.data.push(value);
      this.sawData = true;
    } else if (field === 'id' && !value.includes('\0')) this.id = value;
  }
}

/** Reads a response body to its end, handing each complete event over as it arrives. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
}

/** Delays before reconnecting: 1 s, 2 s, 4 s … at most 30 s, each with up to 20% added so tabs do not reconnect in step. */
export const RECONNECT = { firstMs: 1_000, maxMs: 30_000, jitter: 0.2 };

export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + RECONNECT.jitter * random()));
}

export interface EventStreamOptions {
  /** The contract's path, without /api. */
  path: string;
  onEvent: (event: ServerEvent) => void;
  /** true once the server has answered and the body is being read; false when it drops (and while reconnecting). */
  onConnectedChange?: (connected: boolean) => void;
  /** For tests: the timer used between attempts. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface EventStreamHandle {
  /** Ends the connection and stops reconnecting. */
  close: () => void;
}

/** Statuses after which reconnecting cannot help: the session is gone, or the route does not exist. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/**
 * Opens the stream with the signed-in user's token and keeps it open: after a drop, a failed attempt or the
 * server ending the body, it tries again after `reconnectDelay`, and the delay starts over once an attempt
 * is answered. A 401, 403 or 404 stops it (reconnecting would be refused again); so does `close()` or signing out.
 */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const { path, onEvent, onConnectedChange } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let closed = false;
  let failures = 0;
  let timer: unknown = null;
  let controller: AbortController | null = null;
  let connected = false;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    onConnectedChange?.(value);
  };

  const attempt = async () => {
    timer = null;
    const token = storage.authToken();
    if (closed || !token) return;
    controller = new AbortController();
    let final = false;
    try {
      // The one other caller of fetch (eslint.config.js): a streamed body with the token header: neither apiRequest (reads whole JSON bodies) nor EventSource (no headers) can do it.
      const response = await fetch(`${API_BASE}${path}`, {
        headers: { Accept: 'text/event-stream', Authorization: `Token ${token}`, 'Accept-Language': i18next.language || 'en' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        final = FINAL_STATUSES.has(response.status);
        await response.body?.cancel().catch(() => undefined);
      } else {
        failures = 0;
        setConnected(true);
        await readEventStream(response.body, (event) => { if (!closed) onEvent(event); });
      }
    } catch {
      // A network failure or the abort of close(): either way the connection is gone.
    }
    controller = null;
    setConnected(false);
    if (closed || final) return;
    failures += 1;
    timer = setTimer(() => void attempt(), reconnectDelay(failures));
  };

  void attempt();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      controller?.abort();
      setConnected(false);
    },
  };
}
