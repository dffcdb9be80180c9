/**
 * Several server processes in one test (ADR 0018): each app built from its own fresh copy of the server's modules
 * (vi.resetModules), with its own database pool, caches and notification hub, so they share nothing in memory, as two
 * processes would not; on one PostgreSQL database and one Redis. (The libraries under node_modules are loaded once,
 * but they hold no state of the server's.)
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { adminUrl, withDatabaseName } from './test-engine';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of the test's own, so runs side by side never meet (`removeRedisKeys` clears it at the end). */
export const testRedisPrefix = () => `prayog-test:${crypto.randomBytes(6).toString('hex')}:`;

export interface AppProcess { app: FastifyInstance; database: Database }

/** The address of the test's database, for other processes to open. */
export async function databaseUrlOf(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  return withDatabaseName(adminUrl, rows[0].name);
}

/** One server process on `databaseUrl`, configured as tests are (`testConfig`) with `overrides`. */
export async function startAppProcess(databaseUrl: string, overrides: Partial<Config>, storage?: FileStorage): Promise<AppProcess> {
  vi.resetModules();
  const [{ buildApp }, { openDatabase }, { MemoryFileStorage }, { testConfig }] = await Promise.all([
    import('../app'), import('../db/client'), import('../lib/storage'), import('./test-app'),
  ]);
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp({ config: testConfig(overrides), database, db: database.db, storage: storage ?? new MemoryFileStorage() });
  await app.ready();
  return { app, database };
}

export async function stopAppProcess(server: AppProcess | undefined): Promise<void> {
  await server?.app.close();
  await server?.database.close();
}

/** Removes every key under the test's prefix. */
export async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
