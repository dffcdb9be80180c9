import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/client';
import { freePort } from '../server/src/test/server-process';

export interface LoadResult { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number; timeouts: number }

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway PostgreSQL database for one benchmark run; always dropped afterwards. */
export async function withBenchDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `prayog_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * A throwaway copy of a kept PostgreSQL database built once by `build` (the district data set takes minutes to
 * generate; copying it with CREATE DATABASE … TEMPLATE takes seconds). The kept one is named after `name` and the
 * migrations it was built with, so a new migration builds it afresh; BENCH_REBUILD=1 forces that.
 */
export async function withTemplateDatabase(name: string, build: (url: string) => Promise<void>, run: (url: string) => Promise<void>): Promise<void> {
  const migrations = fs.readdirSync(new URL('../server/src/db/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).length;
  const template = `prayog_bench_${name}_m${migrations}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (db: string) => { const u = new URL(adminUrl); u.pathname = `/${db}`; return u.toString(); };
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (exists && process.env.BENCH_REBUILD === '1') await admin.query(`drop database ${template} with (force)`);
    if (!exists || process.env.BENCH_REBUILD === '1') {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const started = Date.now();
      await build(urlOf(building));
      await admin.query(`alter database ${building} rename to ${template}`);
      console.log(`  built the ${name} data set once in ${((Date.now() - started) / 1000).toFixed(0)} s (kept as ${template})`);
    }
    const copy = `prayog_bench_${crypto.randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${copy} template ${template}`);
    try {
      await run(urlOf(copy));
    } finally {
      await admin.query(`drop database if exists ${copy} with (force)`);
    }
  } finally {
    await admin.end();
  }
}


/** A bench database is a PostgreSQL URL, or `pglite:<dir>` for the embedded database (BENCH_ENGINE=pglite). */
const pgliteDirOf = (target: string) => (target.startsWith('pglite:') ? target.slice('pglite:'.length) : null);

/** Opens a bench database (either engine) for preparing data. */
export function openBenchDatabase(target: string): Promise<Database> {
  const dir = pgliteDirOf(target);
  return dir ? openDatabase({ pgliteDir: path.join(dir, 'db') }) : openDatabase({ databaseUrl: target });
}

/** A throwaway embedded database directory, removed afterwards. */
export async function withPgliteDirectory(run: (target: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-bench-'));
  try {
    await run(`pglite:${dir}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts bench-server.ts in its own process; resolves once /api/health answers, and with `workers` > 1 (server
 * processes sharing the port, node:cluster) once every one of them has answered. `env` adds to the server's
 * environment (REDIS_URL, say).
 */
export async function startBenchServer(target: string, opts: { workers?: number; env?: Record<string, string> } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const workers = opts.workers ?? 1;
  const port = await freePort();
  const dir = pgliteDirOf(target);
  const database = dir ? { DATABASE_URL: '', DATA_DIR: dir } : { DATABASE_URL: target };
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (where does a route's time go?).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', new URL('./bench-server.ts', import.meta.url).pathname], {
    env: { ...process.env, ...opts.env, ...database, BENCH_WORKERS: String(workers), PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Each request on a fresh connection, which the cluster hands to the next worker in turn.
  const pids = new Set<number>();
  const answering = async () => {
    if (workers <= 1) return fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    for (let k = 0; k < 2 * workers; k++) {
      const pid = await fetch(`${url}/api/bench/pid/`, { headers: { connection: 'close' } })
        .then(async (r) => (r.ok ? ((await r.json()) as { pid: number }).pid : null), () => null);
      if (pid !== null) pids.add(pid);
    }
    return pids.size >= workers;
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('bench server exited early');
    if (await answering()) {
      return { url, stop: () => new Promise((r) => { if (child.exitCode !== null) return r(); child.once('exit', () => r()); child.kill('SIGTERM'); }) };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('bench server did not start');
}

export interface LoadOptions { url: string; tokens: string[]; usernames?: string[]; body?: string | null; method?: 'GET' | 'POST'; connections: number; duration: number }

/**
 * One autocannon run from its own process (load.ts), so the load generator never shares the server's event loop. The
 * plan goes on its standard input, not its command line, which thousands of tokens would overflow (E2BIG).
 */
export function runLoad(opts: LoadOptions): LoadResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', new URL('./load.ts', import.meta.url).pathname],
    { input: JSON.stringify({ body: null, method: 'POST', ...opts }), encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out) as LoadResult;
}
