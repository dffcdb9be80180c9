import crypto from 'node:crypto';
import net from 'node:net';
import { execFileSync, spawn } from 'node:child_process';
import pg from 'pg';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts bench-server.ts in its own process; resolves once /api/health answers. */
export async function startBenchServer(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./bench-server.ts', import.meta.url).pathname], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('bench server exited early');
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) {
      return { url, stop: () => new Promise((r) => { child.once('exit', () => r()); child.kill('SIGTERM'); }) };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('bench server did not start');
}

export interface LoadOptions { url: string; tokens: string[]; body?: string | null; method?: 'GET' | 'POST'; connections: number; duration: number }

/** One autocannon run from its own process (load.ts), so the load generator never shares the server's event loop. */
export function runLoad(opts: LoadOptions): LoadResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', new URL('./load.ts', import.meta.url).pathname,
    JSON.stringify({ body: null, method: 'POST', ...opts })], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out) as LoadResult;
}
