// Runs in its own process (like load.ts), so the client never shares the server's event loop. Two modes:
// - sequences: each user's requests in order (start a quiz, then save it), at most `concurrency` in flight; the
//   users' next steps queue behind every user's first step, so all first steps go out in one burst, as a class
//   does when the teacher says "start now";
// - paced: open-loop streams at fixed rates (heartbeats every 15 s per learner, dashboard reads), for a soak,
//   sampling a path (the server's memory) every few seconds.
// The plan comes from a JSON file and the result goes to one (a storm's outcomes are too big for argv or a pipe).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
export interface Step { label: string; method: Method; path: string; body?: unknown }
export interface Outcome { status: number; ms: number; detail?: string }
export interface Latency { count: number; p50: number; p99: number; max: number }

export interface SequencePlan { mode: 'sequences'; base: string; concurrency: number; users: { token: string; steps: Step[] }[] }
export interface SequenceResult {
  /** outcomes[user][step]; status 0 is a network error or timeout. */
  outcomes: Outcome[][];
  elapsedMs: number;
  /** From the first request to the last user's first step answered. */
  firstStepWindowMs: number;
  all: Latency;
  byLabel: Record<string, Latency>;
}

export interface PacedStream { label: string; ratePerSecond: number; method: Method; paths: string[]; tokens: string[]; body?: unknown }
export interface PacedPlan {
  mode: 'paced'; base: string; seconds: number; streams: PacedStream[]; maxInFlight: number;
  sample: { path: string; everySeconds: number };
  /** Latencies count from this second on (JIT, pools and caches warm up first); failures count from the start. */
  warmupSeconds: number;
}
export interface PacedCounts { total: number; non2xx: number; errors: number; latency: Latency; firstFailures: string[] }
export interface PacedResult extends PacedCounts {
  rps: number;
  /** Requests not sent because maxInFlight were already waiting: the server fell behind the rate. */
  dropped: number;
  byLabel: Record<string, PacedCounts>;
  samples: { t: number; value: Record<string, number> }[];
}

const TIMEOUT_MS = 30_000;

function latencyOf(ms: number[]): Latency {
  if (ms.length === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
  const s = Float64Array.from(ms).sort();
  const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]);
  return { count: s.length, p50: at(0.5), p99: at(0.99), max: Math.round(s[s.length - 1]) };
}

function sender(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (method: Method, path: string, token: string | null, body: unknown): Promise<Outcome> => new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {};
    if (token) headers.authorization = `Token ${token}`;
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, ms: performance.now() - started, ...(status >= 300 || path.startsWith('/api/bench/') ? { detail: text.slice(0, 300) } : {}) });
      });
      res.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, detail: err.message }));
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, detail: err.message }));
    req.end(payload);
  });
}

async function runSequences(plan: SequencePlan): Promise<SequenceResult> {
  const send = sender(plan.base, plan.concurrency);
  const outcomes: Outcome[][] = plan.users.map(() => []);
  // A FIFO of [user, step]: every first step is queued before any second one.
  const queue: [number, number][] = plan.users.map((_, u) => [u, 0]);
  let head = 0;
  let inFlight = 0;
  let firstStepsLeft = plan.users.length;
  let firstStepWindowMs = 0;
  const t0 = performance.now();
  await new Promise<void>((done) => {
    const pump = () => {
      while (inFlight < plan.concurrency && head < queue.length) {
        const [u, i] = queue[head++];
        const user = plan.users[u];
        const step = user.steps[i];
        inFlight++;
        void send(step.method, step.path, user.token, step.body).then((o) => {
          inFlight--;
          outcomes[u][i] = o;
          if (i === 0 && --firstStepsLeft === 0) firstStepWindowMs = performance.now() - t0;
          // A student whose step failed stops there, as a browser showing an error would.
          if (o.status >= 200 && o.status < 300 && i + 1 < user.steps.length) queue.push([u, i + 1]);
          if (inFlight === 0 && head >= queue.length) done();
          else pump();
        });
      }
      if (inFlight === 0 && head >= queue.length) done();
    };
    pump();
  });
  const elapsedMs = performance.now() - t0;
  const labels = new Map<string, number[]>();
  const all: number[] = [];
  plan.users.forEach((user, u) => user.steps.forEach((step, i) => {
    const o = outcomes[u][i];
    if (!o) return;
    all.push(o.ms);
    if (!labels.has(step.label)) labels.set(step.label, []);
    labels.get(step.label)!.push(o.ms);
  }));
  return { outcomes, elapsedMs, firstStepWindowMs, all: latencyOf(all), byLabel: Object.fromEntries([...labels].map(([k, v]) => [k, latencyOf(v)])) };
}

async function runPaced(plan: PacedPlan): Promise<PacedResult> {
  const send = sender(plan.base, plan.maxInFlight + 4);
  const counts = new Map<string, { total: number; ms: number[]; non2xx: number; errors: number; firstFailures: string[] }>(
    plan.streams.map((s) => [s.label, { total: 0, ms: [], non2xx: 0, errors: 0, firstFailures: [] }]));
  const issued = plan.streams.map(() => 0);
  const samples: PacedResult['samples'] = [];
  let inFlight = 0;
  let dropped = 0;
  const pending = new Set<Promise<void>>();
  const t0 = performance.now();
  const endAt = t0 + plan.seconds * 1000;
  const track = (p: Promise<void>) => { pending.add(p); void p.finally(() => pending.delete(p)); };
  const sample = async () => {
    const o = await send('GET', plan.sample.path, null, undefined);
    const t = Math.round((performance.now() - t0) / 1000);
    if (o.status === 200 && o.detail) samples.push({ t, value: JSON.parse(o.detail) as Record<string, number> });
    const last = samples.at(-1)?.value;
    const done = [...counts.values()].reduce((a, c) => a + c.total, 0);
    const failed = [...counts.values()].reduce((a, c) => a + c.non2xx + c.errors, 0);
    process.stderr.write(`  ${String(t).padStart(4)} s  ${done} requests, ${failed} failed, ${dropped} dropped` +
      `${last ? `, rss ${(last.rss / 2 ** 20).toFixed(0)} MiB, heap ${(last.heapUsed / 2 ** 20).toFixed(0)} MiB` : ''}\n`);
  };
  await sample();
  let nextSample = t0 + plan.sample.everySeconds * 1000;
  while (performance.now() < endAt) {
    const elapsed = (performance.now() - t0) / 1000;
    plan.streams.forEach((s, k) => {
      const due = Math.floor(elapsed * s.ratePerSecond);
      for (; issued[k] < due; issued[k]++) {
        if (inFlight >= plan.maxInFlight) { dropped++; continue; }
        const n = issued[k];
        const c = counts.get(s.label)!;
        const warm = elapsed >= plan.warmupSeconds;
        inFlight++;
        track(send(s.method, s.paths[n % s.paths.length], s.tokens[n % s.tokens.length], s.body).then((o) => {
          inFlight--;
          c.total++;
          if (warm) c.ms.push(o.ms);
          if (o.status === 0) c.errors++;
          else if (o.status < 200 || o.status >= 300) c.non2xx++;
          if ((o.status === 0 || o.status >= 300) && c.firstFailures.length < 5) c.firstFailures.push(`${o.status} ${o.detail ?? ''}`);
        }));
      }
    });
    if (performance.now() >= nextSample) {
      nextSample += plan.sample.everySeconds * 1000;
      track(sample());
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all([...pending]);
  await sample();
  const elapsedS = (performance.now() - t0) / 1000;
  const byLabel = Object.fromEntries([...counts].map(([label, c]) => [label, { total: c.total, non2xx: c.non2xx, errors: c.errors, latency: latencyOf(c.ms), firstFailures: c.firstFailures }]));
  const all = [...counts.values()];
  return {
    total: all.reduce((a, c) => a + c.total, 0), non2xx: all.reduce((a, c) => a + c.non2xx, 0), errors: all.reduce((a, c) => a + c.errors, 0),
    latency: latencyOf(all.flatMap((c) => c.ms)), firstFailures: all.flatMap((c) => c.firstFailures).slice(0, 5),
    rps: all.reduce((a, c) => a + c.total, 0) / elapsedS, dropped, byLabel, samples,
  };
}

/** Runs a plan in a second process (this file) and returns its result. */
export function drive(plan: SequencePlan): SequenceResult;
export function drive(plan: PacedPlan): PacedResult;
export function drive(plan: SequencePlan | PacedPlan): SequenceResult | PacedResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-drive-'));
  try {
    fs.writeFileSync(`${dir}/plan.json`, JSON.stringify(plan));
    execFileSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, `${dir}/plan.json`, `${dir}/result.json`],
      { stdio: ['ignore', 'inherit', 'inherit'] });
    return JSON.parse(fs.readFileSync(`${dir}/result.json`, 'utf8')) as SequenceResult | PacedResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[3]) {
  const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as SequencePlan | PacedPlan;
  const result = plan.mode === 'sequences' ? await runSequences(plan) : await runPaced(plan);
  fs.writeFileSync(process.argv[3], JSON.stringify(result));
}
