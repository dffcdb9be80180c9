// `npm run bench -- quiz-storm`: 5,000 students of five schools open the quiz list, start the same exam within a few
// seconds, save a few answers one by one and submit it, against a server on PostgreSQL (issues 13 and 34). The exam
// is a pool quiz (each student draws QUESTIONS of POOL questions), shuffled, with marks and negative marking (ADR
// 0041). The ratio's denominator is the bare single-row INSERT route of the same server. Afterwards every
// acknowledged save is looked up in the database; any failed request or lost save makes the run fail.
// The storm runs twice: against one server process, then (same students, a second exam) against STORM_SERVERS
// processes sharing one port and a Redis, as servers behind a load balancer would (README, "More than one server").
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { withBenchDatabase, startBenchServer, runLoad, type LoadResult } from './harness';
import { drive, type Step, type SequenceResult } from './http-driver';
import { prepare, verify, paperOf, optionId, pick, type Prepared, type TestQuiz } from './quiz-storm-data';

const STUDENTS = Number(process.env.STORM_STUDENTS ?? 5000);
const SCHOOLS = Number(process.env.STORM_SCHOOLS ?? 5);
const CONCURRENCY = Number(process.env.STORM_CONCURRENCY ?? 100);
/** Answers saved one by one (PUT …/answers/) before the submit, which sends all of them. */
const SAVES = Number(process.env.STORM_SAVES ?? 3);
/** Server processes of the second storm (1: only the one-process storm). */
const SERVERS = Number(process.env.STORM_SERVERS ?? 2);
const REDIS_URL = process.env.STORM_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * PostgreSQL connections per process of the second storm. The database's two cores run as many queries at once
 * whichever process sends them, so the processes share the one process's 10 (ADR 0047); STORM_POOL_SIZE overrides.
 */
const POOL_PER_PROCESS = Number(process.env.STORM_POOL_SIZE ?? Math.max(1, Math.round(10 / SERVERS)));
/** Issue 13's and 34's goal: no errors and p99 at most 200 ms. */
const GOAL_P99_MS = 200;

/** What one student's browser sends: the quiz list, start, SAVES answers, then the submit with every answer. */
function stepsFor(quiz: TestQuiz, student: number, studentId: number): Step[] {
  const paper = paperOf(quiz, studentId);
  const answer = (q: number) => ({ question_id: quiz.questions[paper[q]].id, answer_id: optionId(quiz, paper[q], pick(student, q)) });
  return [
    { label: 'list', method: 'GET', path: '/api/student_dashboard/quizzes/' },
    { label: 'start', method: 'POST', path: `/api/quiz/${quiz.id}/start/` },
    ...Array.from({ length: SAVES }, (_, q): Step => ({ label: 'answer', method: 'PUT', path: `/api/quiz/${quiz.id}/answers/`, body: answer(q) })),
    { label: 'submit', method: 'POST', path: `/api/quiz/${quiz.id}/save/`, body: { answers: paper.map((_, q) => answer(q)) } },
  ];
}

const storm = (base: string, quiz: TestQuiz, tokens: string[], studentIds: number[]) =>
  drive({ mode: 'sequences', base, concurrency: CONCURRENCY, users: tokens.map((token, s) => ({ token, steps: stepsFor(quiz, s, studentIds[s]) })) });

/** One storm against a fresh server of `servers` processes: warm-up, baseline, the storm, the check, the report. */
async function stormRound(databaseUrl: string, prepared: Prepared, round: number, servers: number, env: Record<string, string> = {}): Promise<void> {
  const { warmUp, exam } = prepared.rounds[round];
  const server = await startBenchServer(databaseUrl, { workers: servers, env });
  try {
    const base = server.url;
    // Warm the stack, the pool and the quiz paths (JIT, plans) with a smaller storm on another quiz.
    storm(base, warmUp, prepared.tokens.slice(0, Math.min(300 * servers, STUDENTS)), prepared.studentIds);
    runLoad({ url: `${base}/api/bench/insert/`, tokens: prepared.tokens, connections: CONCURRENCY, duration: 2 });
    const baseline = runLoad({ url: `${base}/api/bench/insert/`, tokens: prepared.tokens, connections: CONCURRENCY, duration: 5 });
    const result = storm(base, exam, prepared.tokens, prepared.studentIds);
    const { lines, lost } = await verify(databaseUrl, exam, prepared.studentIds, SAVES, result);
    report(servers, baseline, result, lines, lost);
  } finally {
    await server.stop();
  }
}

/** Fails early, with the address, when there is no Redis for the several-process storm; removes its keys afterwards. */
async function withRedisPrefix(run: (prefix: string) => Promise<void>): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`The ${SERVERS}-process quiz storm needs Redis at ${REDIS_URL} (STORM_REDIS_URL; STORM_SERVERS=1 skips it): ${(err as Error).message}`);
  }
  const prefix = `prayog-bench-${crypto.randomBytes(4).toString('hex')}:`;
  try {
    await run(prefix);
  } finally {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

export async function quizStormBench(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const started = performance.now();
    const prepared = await prepare(databaseUrl, STUDENTS, SCHOOLS, SERVERS > 1 ? 2 : 1);
    console.log(`  ${STUDENTS} students of ${SCHOOLS} schools with a session each, prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await stormRound(databaseUrl, prepared, 0, 1);
    if (SERVERS > 1) {
      await withRedisPrefix((prefix) => stormRound(databaseUrl, prepared, 1, SERVERS, {
        REDIS_URL, REDIS_PREFIX: prefix, DATABASE_POOL_SIZE: String(POOL_PER_PROCESS),
      }));
    }
  });
}

function report(servers: number, baseline: LoadResult, r: SequenceResult, verification: string[], lost: number) {
  const outcomes = r.outcomes.flat().filter(Boolean);
  const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  const rps = outcomes.length / (r.elapsedMs / 1000);
  const processes = servers > 1 ? `${servers} server processes on one port with Redis, ${POOL_PER_PROCESS} connections each` : 'one server process, 10 connections';
  console.log(`\nquiz-storm benchmark: ${STUDENTS} students of ${SCHOOLS} schools, ${CONCURRENCY} connections, list + start + ${SAVES} answers + submit each, PostgreSQL, ${processes}`);
  console.log(`  baseline insert  ${baseline.rps.toFixed(0).padStart(6)} req/s  p99 ${baseline.p99} ms  non-2xx ${baseline.non2xx}  errors ${baseline.errors}`);
  console.log(`  storm            ${rps.toFixed(0).padStart(6)} req/s  p50 ${r.all.p50} ms  p99 ${r.all.p99} ms  max ${r.all.max} ms  ${outcomes.length} requests in ${(r.elapsedMs / 1000).toFixed(1)} s`);
  for (const [label, l] of Object.entries(r.byLabel)) console.log(`    ${label.padEnd(8)} ${String(l.count).padStart(6)} requests  p50 ${String(l.p50).padStart(4)} ms  p99 ${String(l.p99).padStart(4)} ms  max ${l.max} ms`);
  console.log(`  all ${STUDENTS} students had started within ${(r.firstStepWindowMs / 1000).toFixed(1)} s of the first request (list, then start)`);
  const byStatus = new Map<string, number>();
  for (const o of failed) byStatus.set(`${o.status} ${o.detail ?? ''}`.slice(0, 160), (byStatus.get(`${o.status} ${o.detail ?? ''}`.slice(0, 160)) ?? 0) + 1);
  console.log(`  failed requests: ${failed.length}`);
  for (const [what, n] of [...byStatus].slice(0, 10)) console.log(`    ${n} x ${what}`);
  for (const line of verification) console.log(line);
  const ratio = rps / baseline.rps;
  if (failed.length > 0 || lost > 0 || baseline.non2xx > 0 || baseline.errors > 0) {
    console.log('  FAILED: some requests failed or an acknowledged save is missing.');
    process.exitCode = 1;
  }
  if (r.all.p99 > GOAL_P99_MS) console.log(`  p99 ${r.all.p99} ms misses the goal of ${GOAL_P99_MS} ms`);
  console.log(`RESULT quiz-storm${servers > 1 ? `-${servers}servers` : ''} ratio=${ratio.toFixed(3)} p99_ms=${r.all.p99} rps=${rps.toFixed(0)}`);
}
