import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = path.resolve(new URL('.', import.meta.url).pathname, '../..');

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Bundles the server as `npm start` runs it (server/build.mjs, ADR 0019), into a folder of this run's own (unless
 * `npm test` built one for every journey group: E2E_SERVER_BUILD), so journey groups and people's `npm run build`
 * never replace each other's files. It lies under node_modules/.cache, where Node still finds the installed packages
 * the bundle imports, and git and lint do not look.
 */
async function buildServer(): Promise<string> {
  if (process.env.E2E_SERVER_BUILD) return process.env.E2E_SERVER_BUILD;
  const builds = path.join(repoRoot, 'node_modules/.cache/prayog-e2e-server');
  removeBuildsOfEndedRuns(builds);
  const outdir = path.join(builds, `${process.pid}-${Date.now().toString(36)}`);
  const build = await import(pathToFileURL(path.join(repoRoot, 'server/build.mjs')).href) as
    { buildServer(options: { outdir: string; entryPoints: Record<string, string> }): Promise<void> };
  await build.buildServer({ outdir, entryPoints: { main: 'src/main.ts' } });
  return outdir;
}

/** A run stopped before its teardown (Ctrl-C) leaves its bundle behind: removed once its process is gone. */
function removeBuildsOfEndedRuns(builds: string): void {
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (const name of fs.existsSync(builds) ? fs.readdirSync(builds) : []) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (pid && !running(pid)) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
  }
}

/**
 * Starts the real server, compiled as `npm start` runs it (embedded database, demo data), in a fresh data directory.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets several people build and test at once without sharing web/dist.
  const distDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'web/dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`Build the web app first (npm run build): no ${distDir}/index.html`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-e2e-'));
  // `npm test` seeds the demo data once into a template for all journey groups (scripts/test-all.mjs); alone, the
  // server loads it on its first start, as `npm start` does.
  if (process.env.E2E_DATA_TEMPLATE) fs.cpSync(process.env.E2E_DATA_TEMPLATE, dataDir, { recursive: true });
  const port = await freePort();
  const serverBuild = await buildServer();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverBuild, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: undefined,
      LOG_LEVEL: 'warn', WEB_DIST_DIR: distDir,
      // The caches as deployed (issue 30): kept staff answers on, at their default. Only the sign-in limits are raised,
      // for the many sign-ins of one run from one address.
      LOGIN_LIMIT_PER_ACCOUNT: '1000', LOGIN_LIMIT_PER_IP: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverBuild !== process.env.E2E_SERVER_BUILD) fs.rmSync(serverBuild, { recursive: true, force: true });
  };
}
