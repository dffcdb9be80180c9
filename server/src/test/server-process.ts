import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../config';

/** The real server (server/src/main.ts) in a child process, for tests that must kill it the hard way. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes the database as in production. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts `node --import tsx server/src/main.ts` on the given database (DATA_DIR for the embedded one,
 * DATABASE_URL for PostgreSQL) without demo data, and resolves once /api/health answers 200.
 */
export async function startServer(db: { dataDir: string } | { databaseUrl: string }): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'warn', NODE_ENV: 'production',
      WEB_DIST_DIR: '/nonexistent', DATA_DIR: 'dataDir' in db ? db.dataDir : 'data',
      DATABASE_URL: 'databaseUrl' in db ? db.databaseUrl : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => { log += d; });
  child.stderr?.on('data', (d) => { log += d; });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) {
      return { url, child, output: () => log, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await signal('SIGKILL');
  throw new Error(`The server did not answer /api/health within 60 s:\n${log}`);
}
