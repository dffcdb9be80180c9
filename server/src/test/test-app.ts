import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import { MemoryFileStorage } from '../lib/storage';
import type { Database, Db } from '../db/client';
import type { AppContext } from '../app-context';
import { openTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /**
   * For rows a test wrote straight into the database (t.db), which nothing in the product does: the kept staff
   * answers forget what they kept, as a route's write makes them forget its school's.
   */
  changedBehindTheApp(): void;
  close(): Promise<void>;
}

/**
 * The configuration tests run with: the production defaults (the kept staff answers and the token cache on, as
 * deployed: issue 30), with rate limits high enough that ordinary tests never meet them (the tests of the limits
 * themselves set low ones), instead of dodging them with made-up addresses.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent',
    loginLimitPerIp: 100_000, loginLimitPerAccount: 10_000, registerLimitPerIp: 100_000,
    ...overrides,
  };
}

/** The real application on a fresh database, for app.inject tests. */
export async function createTestApp(overrides: Partial<Config> = {}, database?: Database, extra: Partial<AppContext> = {}): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const ctx: AppContext = { config, database: db, db: db.db, storage: new MemoryFileStorage(), ...extra };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app, db: db.db, ctx,
    changedBehindTheApp: () => app.responseCache.invalidateEverywhere(),
    async close() { await app.close(); await db.close(); },
  };
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });
