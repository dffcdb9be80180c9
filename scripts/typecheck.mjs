// Type-checks every workspace with TypeScript 7's native compiler (ADR 0048), as many at a time as the machine has
// cores, each single-threaded: its own threads would only compete with the suites and journeys beside it. Each keeps
// its incremental state in node_modules/.cache/tsc, so a second run checks only what changed since the first.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['server', 'web', 'e2e', 'bench', 'contract'];
const tsc = new URL('../node_modules/typescript-7/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '-p', project, '--singleThreaded'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('exit', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), projects.length) }, async () => {
  while (queue.length) results.push(await check(queue.shift()));
}));
const failed = results.filter((r) => !r.ok);
for (const r of failed) process.stdout.write(`${r.project}:\n${r.output}`);
process.exit(failed.length ? 1 : 0);
