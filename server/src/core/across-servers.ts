import type { FastifyInstance } from 'fastify';
import type { ResponseCache, Invalidation } from './response-cache';
import type { SharedState } from '../lib/redis';
import { EVERY_ACCOUNT, type RequestCaches } from './request-caches';
import { SharedSessions } from './shared-sessions';
import { SharedGenerations } from './shared-generations';

/**
 * A feature's live messages, relayed between processes: the notifications feature's hub, handed in by the app (the
 * core imports no feature). `shareThrough` returns what stops the relaying.
 */
export interface LiveRelay<Message> {
  shareThrough(relay: (published: Message) => void): () => void;
  receive(message: unknown): void;
}

/**
 * Makes this server process one of several behind a load balancer (REDIS_URL, ADR 0018): what it keeps in memory for
 * a few seconds learns of the others' changes, and live notifications reach streams open on any process. (Rate limits
 * and the sign-in lockout share Redis through @fastify/rate-limit's own store, set where it is registered.)
 * Called before the routes are registered, so the hook below covers them all.
 */
export async function shareAcrossServers(app: FastifyInstance, shared: SharedState, parts: { caches: RequestCaches; cache: ResponseCache; live: LiveRelay<unknown>; tokenCacheSeconds: number; cacheSeconds: number }): Promise<void> {
  const { caches, cache } = parts;
  // A change is remembered longer than any process keeps a session read before it, with a margin for slow requests.
  const sessions = new SharedSessions(shared, parts.tokenCacheSeconds * 2000 + 1000, app.log);
  caches.shareThrough(sessions, (schoolId) => shared.publish('schools', schoolId));
  await shared.subscribe('schools', (schoolId) => { if (Number.isInteger(schoolId)) caches.schoolChangedElsewhere(schoolId as number); });

  // Cached answers: checked against Redis before use (no process answers from before a write another acknowledged);
  // the invalidations are published too, for the counts that follow them (the leaderboard's ranks).
  const generations = new SharedGenerations(shared, parts.cacheSeconds * 2000 + 1000, app.log);
  cache.shareThrough(generations);
  cache.relayInvalidationsTo((change) => shared.publish('response-cache', change));
  await shared.subscribe('response-cache', (change) => {
    if (change === 'everywhere' || Number.isInteger(change)) cache.invalidatedElsewhere(change as Invalidation);
  });

  const stopRelaying = parts.live.shareThrough((published) => shared.publish('notifications', published));
  await shared.subscribe('notifications', (message) => parts.live.receive(message));

  // A sign-out, password change or deactivation ends the account's live streams on every process, not only this one.
  caches.relaySessionEndsTo((userId) => shared.publish('sessions', userId));
  await shared.subscribe('sessions', (userId) => { if (Number.isInteger(userId)) caches.sessionsEndedElsewhere(userId as number); });

  // Whatever was published while the subscriber was away is taken as changed.
  shared.onReconnect(() => {
    caches.forgetSchools();
    cache.invalidatedElsewhere('everywhere');
    caches.sessionsEndedElsewhere(EVERY_ACCOUNT);
  });

  // A sign-out's answer goes out only once every process would refuse the token, and a write's once every process would
  // compute its school's answers afresh (both changes are in Redis).
  app.addHook('onSend', async () => { await Promise.all([sessions.settled(), generations.settled()]); });
  app.addHook('onClose', async () => { stopRelaying(); });
}
