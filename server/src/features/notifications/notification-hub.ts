import { EventEmitter } from 'node:events';
import type { NotificationItem } from '@prayog/contract';

/**
 * Hands notifications to the open live streams of their recipients in this server process. Publish only after
 * the transaction that stored them committed. (With several servers, a shared channel takes this one's place.)
 */
class NotificationHub {
  private readonly emitter = new EventEmitter();

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
    for (const id of userIds) this.emitter.emit(`user:${id}`, { ...item, read: false });
  }

  listenerCount(userId: number): number {
    return this.emitter.listenerCount(`user:${userId}`);
  }
}

export const notificationHub = new NotificationHub();
