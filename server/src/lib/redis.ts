import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

type Listener = (message: unknown) => void;

/**
 * This server process's connections to the Redis every process of a deployment shares (REDIS_URL, ADR 0018): one for
 * commands (rate limits, revocations, publishing) and one that only listens, as Redis requires of a subscriber.
 * Names of keys and channels start with the deployment's prefix.
 */
export class SharedState {
  /** Tells this process's own messages apart: what it publishes it has already applied itself. */
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private readonly listeners = new Map<string, Listener>();
  private readonly reconnectListeners: Array<() => void> = [];

  private constructor(readonly redis: Redis, private readonly subscriber: Redis, readonly prefix: string, private readonly log: FastifyBaseLogger) {
    subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  /** Connects both, or fails: a server told to share its state does not start without it. */
  static async connect(url: string, prefix: string, log: FastifyBaseLogger): Promise<SharedState> {
    const open = () => new Redis(url, {
      lazyConnect: true,
      connectTimeout: 5000,
      // A request that needs Redis while it is away fails at once and falls back (to the database, or past the rate
      // limit) instead of waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // A Redis that stops answering is treated like one that is away.
      commandTimeout: 1000,
    });
    const redis = open();
    const subscriber = open();
    let ready = false;
    let firstError: Error | null = null;
    for (const client of [redis, subscriber]) {
      // Without a listener ioredis reports each failed reconnection as an unhandled error.
      client.on('error', (err: Error) => {
        if (ready) log.warn({ err }, 'Redis connection error');
        else firstError ??= err;
      });
    }
    try {
      await Promise.all([redis.connect(), subscriber.connect()]);
    } catch (err) {
      redis.disconnect();
      subscriber.disconnect();
      throw new Error(`Cannot connect to REDIS_URL: ${(firstError ?? err as Error).message}`);
    }
    ready = true;
    const state = new SharedState(redis, subscriber, prefix, log);
    // Messages published while the subscriber was away are lost: whatever they would have forgotten is forgotten now.
    subscriber.on('ready', () => { for (const listener of state.reconnectListeners) listener(); });
    return state;
  }

  /** A key or channel name of this deployment. */
  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** Hands `message` (JSON) to the listeners of `channel` in every other process. Failures are logged, not thrown. */
  publish(channel: string, message: unknown): void {
    this.redis.publish(this.key(channel), JSON.stringify({ from: this.origin, message }))
      .catch((err: unknown) => this.log.warn({ err }, `Redis publish on ${channel} failed`));
  }

  /** Listens to what the other processes publish on `channel` (one listener per channel). */
  async subscribe(channel: string, listener: Listener): Promise<void> {
    this.listeners.set(this.key(channel), listener);
    await this.subscriber.subscribe(this.key(channel));
  }

  /** Called when the subscriber is back after losing its connection (messages may have been missed meanwhile). */
  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private receive(channel: string, text: string): void {
    const listener = this.listeners.get(channel);
    if (!listener) return;
    let parsed: { from?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from === this.origin) return;
    try {
      listener(parsed.message);
    } catch (err) {
      this.log.error({ err }, `Handling a Redis message on ${channel} failed`);
    }
  }

  async close(): Promise<void> {
    this.reconnectListeners.length = 0;
    await Promise.all([this.redis, this.subscriber].map((c) => c.quit().catch(() => c.disconnect())));
  }
}
