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
  close(): Promise<void>;
}

/**
 * The configuration tests run with: rate limits high enough that ordinary tests never meet them (the tests of
 * the limits themselves set low ones), instead of dodging them with made-up addresses.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent',
    loginLimitPerIp: 100_000, loginLimitPerAccount: 10_000, registerLimitPerIp: 100_000,
    // Tests read their own writes at once through every route; kept answers have their own test.
    staffAnswersSeconds: 0,
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
  return { app, db: db.db, ctx, async close() { await app.close(); await db.close(); } };
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });
