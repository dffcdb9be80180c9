import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationEvent, NotificationItem } from '@prayog/contract';
import { notificationHub } from './notification-hub';

/** How often the stream proves it is alive, and how often it checks that its session still exists. */
export const STREAM_TIMING = {
  /** A comment line often enough that proxies and load balancers do not close an idle connection. */
  keepAliveMs: 25_000,
  /**
   * An expired session stops receiving: the stream ends and the client's reconnect is refused. A sign-out, password
   * change or deactivation does not wait for this: it makes the account's streams check at once (`recheck`).
   */
  sessionCheckMs: 5 * 60_000,
};

/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
};

export const notificationFrame = (item: NotificationItem): string => {
  const event: NotificationEvent = { type: 'notification', notification: item };
  // JSON escapes line breaks inside strings, so the data is always one line.
  return `event: notification\ndata: ${JSON.stringify(event)}\n\n`;
};

/**
 * The open live streams of one server: each subscribes its caller to the notification hub until the
 * connection closes. `closeAll` ends them (the server is shutting down and must not wait for the clients).
 */
export class NotificationStreams {
  /** Each open stream's way to end: normally (its session ended) or, when the server shuts down, with its connection. */
  private readonly open = new Set<(closeConnection?: boolean) => void>();
  /** Each account's open streams, each with the way to check its session again. */
  private readonly checks = new Map<number, Set<() => void>>();

  get size(): number {
    return this.open.size;
  }

  /**
   * Takes over the response and streams the caller's notifications as server-sent events. A request that did not
   * come over a network connection (Fastify's `inject`, which waits for the whole response) has no client to
   * hold the stream open for: it gets the stream's opening and then its end, through the same path as a client
   * that disconnects.
   */
  start(req: FastifyRequest, reply: FastifyReply, userId: number, stillSignedIn: () => Promise<boolean>): FastifyReply {
    reply.hijack();
    const res = reply.raw;
    // Headers set by earlier hooks (helmet's are on the raw response already; CORS uses reply.header).
    res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...SSE_HEADERS });
    if (req.method === 'HEAD') {
      res.end();
      return reply;
    }

    const write = (chunk: string) => {
      if (res.writableEnded || res.destroyed) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
    };
    const unsubscribe = notificationHub.subscribe(userId, (item) => write(notificationFrame(item)));
    const check = () => { stillSignedIn().then((ok) => { if (!ok) end(); }, () => undefined); };
    let sinceCheck = 0;
    const timer = setInterval(() => {
      write(': keep-alive\n\n');
      sinceCheck += STREAM_TIMING.keepAliveMs;
      if (sinceCheck < STREAM_TIMING.sessionCheckMs) return;
      sinceCheck = 0;
      check();
    }, STREAM_TIMING.keepAliveMs);
    timer.unref();
    const ofUser = this.checks.get(userId) ?? new Set<() => void>();
    ofUser.add(check);
    this.checks.set(userId, ofUser);

    const end = (closeConnection = false) => {
      // On shutdown the connection goes too: left open after the stream's end it would be a keep-alive connection
      // the closing server waits for (it closes only the connections idle at the moment it starts closing).
      if (!res.writableEnded) res.end(() => { if (closeConnection) res.socket?.destroy(); });
      else if (closeConnection) res.socket?.destroy();
    };
    const cleanUp = () => {
      clearInterval(timer);
      unsubscribe();
      this.open.delete(end);
      ofUser.delete(check);
      if (ofUser.size === 0 && this.checks.get(userId) === ofUser) this.checks.delete(userId);
    };
    this.open.add(end);
    res.once('close', cleanUp);
    res.on('error', cleanUp);

    write(': connected\n\n');
    if (!(req.raw.socket instanceof net.Socket)) end();
    return reply;
  }

  /**
   * Some of this account's sessions may have ended (signed out, password changed, deactivated — here or on another
   * process): each of its streams reads its session again and ends if it is gone. `0`: every stream checks.
   */
  recheck(userId: number): void {
    const streams = userId === 0 ? [...this.checks.values()].flatMap((set) => [...set]) : [...(this.checks.get(userId) ?? [])];
    for (const check of streams) check();
  }

  closeAll(): void {
    for (const end of [...this.open]) end(true);
  }
}
