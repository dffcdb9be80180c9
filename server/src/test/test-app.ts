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

/** The real application on a fresh database, for app.inject tests. */
export async function createTestApp(overrides: Partial<Config> = {}, database?: Database): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent', ...overrides };
  const ctx: AppContext = { config, database: db, db: db.db, storage: new MemoryFileStorage() };
  const app = await buildApp(ctx);
  await app.ready();
  return { app, db: db.db, ctx, async close() { await app.close(); await db.close(); } };
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });
