import { EventEmitter } from 'node:events';
import type { NotificationItem } from '@prayog/contract';

type Published = { userIds: readonly number[]; item: Omit<NotificationItem, 'read'> };

/**
 * Hands notifications to the open live streams of their recipients in this server process. Publish only after
 * the transaction that stored them committed. With several server processes (REDIS_URL, ADR 0018) each notification
 * is also relayed to the others, which hand it to their own streams: every process delivers it once.
 */
class NotificationHub {
  private readonly emitter = new EventEmitter();
  private relay: ((published: Published) => void) | null = null;

  constructor() {
    // One listener per open tab; a school's worth of students may be connected at once.
    this.emitter.setMaxListeners(0);
  }

  subscribe(userId: number, listener: (item: NotificationItem) => void): () => void {
    const event = `user:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  publish(userIds: readonly number[], item: Omit<NotificationItem, 'read'>): void {
    this.deliver(userIds, item);
    this.relay?.({ userIds, item });
  }

  listenerCount(userId: number): number {
    return this.emitter.listenerCount(`user:${userId}`);
  }

  /**
   * Relays what this process publishes through `relay`; the other processes hand it to `receive`. One relay per
   * process (a second would deliver twice); the returned function stops relaying.
   */
  shareThrough(relay: (published: Published) => void): () => void {
    if (this.relay) throw new Error('The notification hub already relays through another connection.');
    this.relay = relay;
    return () => { if (this.relay === relay) this.relay = null; };
  }

  /** A notification another server process published. */
  receive(message: unknown): void {
    const { userIds, item } = (message ?? {}) as Partial<Published>;
    if (!Array.isArray(userIds) || typeof item !== 'object' || item === null) return;
    this.deliver(userIds.filter((id): id is number => Number.isInteger(id)), item);
  }

  private deliver(userIds: readonly number[], item: Omit<NotificationItem, 'read'>): void {
    for (const id of userIds) if (this.emitter.listenerCount(`user:${id}`) > 0) this.emitter.emit(`user:${id}`, { ...item, read: false });
  }
}

export const notificationHub = new NotificationHub();
