// Type-checks every workspace, as many at a time as the machine has cores (each `tsc` uses one). Each keeps its
// incremental state in node_modules/.cache/tsc, so a second run checks only what changed since the first.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['server', 'web', 'e2e', 'bench', 'contract'];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
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
