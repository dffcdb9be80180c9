// `npm run bench -- soak`: the goal load held for SOAK_MINUTES (10) against a server on PostgreSQL (issue 13):
// SOAK_LEARNERS (2,000: a large school, what one server should carry) in the lesson viewer, each sending two
// heartbeats every 30 s, plus their own dashboards and the staff dashboards being read. The server's memory is
// sampled every 10 s through a bench-only route; the goal is no errors and RSS growing less than 10% from the end
// of the warm-up (minute 1) to the end.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, migrate } from '../server/src/db/client';
import { MemoryFileStorage } from '../server/src/lib/storage';
import { runSeed } from '../server/src/seed/demo';
import { users } from '../server/src/core/identity/accounts.table';
import { studentProfiles } from '../server/src/core/identity/students.table';
import { issueToken } from '../server/src/core/identity/sessions';
import { SECTIONS } from '@prayog/contract';
import { withBenchDatabase, startBenchServer } from './harness';
import { drive, type PacedResult, type PacedStream } from './http-driver';

const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 2000);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** Each learner opens their own dashboard about every 5 minutes; staff read theirs once per 100 learners a minute. */
const STUDENT_READS_PER_S = Number(process.env.SOAK_STUDENT_READS ?? LEARNERS / 300);
const STAFF_READS_PER_S = Number(process.env.SOAK_STAFF_READS ?? Math.max(1, LEARNERS / 6000));
const GOAL_GROWTH_PCT = 10;

interface Prepared {
  learners: { username: string; token: string }[];
  teacherTokens: string[];
  schoolTokens: string[];
  heartbeat: { grade: number; subject: string; lesson_name: string; action: string; time_spent: number };
}

/** The demo data, plus LEARNERS signed-in grade-7 students in the demo school, on a lesson the school has. */
async function prepare(databaseUrl: string): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  const db = database.db;
  await runSeed(db, new MemoryFileStorage(), { onlyIfEmpty: false });
  const [school] = await db.select({ id: users.schoolId }).from(users).where(eq(users.username, 'demo.school'));
  const lesson = (await db.execute(sql`
    select l.name, su.slug from lessons l join subjects su on su.id = l.subject_id
    join lesson_schools ls on ls.lesson_id = l.id and ls.school_id = ${school.id}
    where su.grade = 7 and l.display_on_frontend order by su.id, l.position limit 1`) as unknown as { rows: { name: string; slug: string }[] }).rows[0];
  const created = await db.insert(users).values(Array.from({ length: LEARNERS }, (_, i) => ({
    username: `soak.learner.${i}`, email: `soak.learner.${i}@bench.example`, passwordHash: 'not-used',
    role: 'student', schoolId: school.id, name: `Soak Learner ${i}`,
  }))).returning({ id: users.id, username: users.username });
  await db.insert(studentProfiles).values(created.map((u, i) => ({ userId: u.id, schoolId: school.id!, grade: 7, section: SECTIONS[i % SECTIONS.length] })));
  const learners: Prepared['learners'] = [];
  for (const u of created) learners.push({ username: u.username, token: await issueToken(db, u.id, 24) });
  const sessions = async (username: string) => {
    const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return Promise.all(Array.from({ length: 5 }, () => issueToken(db, id, 24)));
  };
  const prepared = {
    learners, teacherTokens: await sessions('demo.teacher'), schoolTokens: await sessions('demo.school'),
    heartbeat: { grade: 7, subject: lesson.slug, lesson_name: lesson.name, action: 'content', time_spent: 15 },
  };
  await db.execute(sql`analyze`);
  await database.close();
  return prepared;
}

function streams(p: Prepared): PacedStream[] {
  const staff = STAFF_READS_PER_S / 2;
  return [
    { label: 'heartbeat', ratePerSecond: (LEARNERS * 2) / 30, method: 'POST', paths: ['/api/student_dashboard/track-activity/'], tokens: p.learners.map((l) => l.token), body: p.heartbeat },
    // Paths and tokens have the same length, so the n-th request reads the n-th learner's own dashboard.
    { label: 'student-dashboard', ratePerSecond: STUDENT_READS_PER_S, method: 'GET', paths: p.learners.map((l) => `/api/student_dashboard/${l.username}/`), tokens: p.learners.map((l) => l.token) },
    {
      label: 'teacher-dashboards', ratePerSecond: staff, method: 'GET', tokens: p.teacherTokens,
      paths: ['/api/teacher_dashboard/demo.teacher/', '/api/teacher_dashboard/active-users/', '/api/teacher_dashboard/student_access_report/?grade=7&section=A', '/api/teacher_dashboard/leaderboard/', '/api/teacher_dashboard/homework_report/'],
    },
    {
      label: 'school-dashboards', ratePerSecond: staff, method: 'GET', tokens: p.schoolTokens,
      paths: ['/api/school_dashboard/demo.school/', '/api/school_dashboard/recent_activity/', '/api/school_dashboard/pre_assessment_report/', '/api/school_dashboard/inventory/'],
    },
  ];
}

export async function soakBench(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const prepared = await prepare(databaseUrl);
    const server = await startBenchServer(databaseUrl);
    try {
      const plan = streams(prepared);
      const rate = plan.reduce((a, s) => a + s.ratePerSecond, 0);
      console.log(`\nsoak: ${LEARNERS} learners, ${rate.toFixed(0)} req/s (${plan.map((s) => `${s.label} ${s.ratePerSecond.toFixed(1)}/s`).join(', ')}) for ${MINUTES} min, PostgreSQL`);
      const result = drive({
        mode: 'paced', base: server.url, seconds: MINUTES * 60, streams: plan, maxInFlight: 256,
        sample: { path: '/api/bench/memory/', everySeconds: 10 }, warmupSeconds: warmUpSeconds(),
      });
      report(result);
    } finally {
      await server.stop();
    }
  });
}

/** The median of the samples at or after `from` seconds and within `span` seconds of it. */
function medianNear(samples: PacedResult['samples'], from: number, span: number, key: string): number {
  const xs = samples.filter((s) => s.t >= from && s.t <= from + span).map((s) => s.value[key]).sort((a, b) => a - b);
  return xs.length ? xs[Math.floor(xs.length / 2)] : NaN;
}

/** The first minute (a quarter of a shorter run): JIT, pools, caches and V8's heap find their size. */
const warmUpSeconds = () => Math.min(60, (MINUTES * 60) / 4);

function report(r: PacedResult) {
  const seconds = MINUTES * 60;
  const warm = warmUpSeconds();
  const last = r.samples.at(-1)?.t ?? seconds;
  const growth = (key: string) => {
    const before = medianNear(r.samples, warm, 30, key);
    const after = medianNear(r.samples, last - 30, 30, key);
    return { before, after, pct: (100 * (after - before)) / before };
  };
  const mib = (b: number) => `${(b / 2 ** 20).toFixed(1)} MiB`;
  const rss = growth('rss');
  const heap = growth('heapUsed');
  for (const [label, c] of Object.entries(r.byLabel)) {
    console.log(`  ${label.padEnd(18)} ${String(c.total).padStart(7)} requests  after the warm-up: p50 ${String(c.latency.p50).padStart(4)} ms  p99 ${String(c.latency.p99).padStart(4)} ms  non-2xx ${c.non2xx}  errors ${c.errors}`);
    for (const f of c.firstFailures) console.log(`    e.g. ${f.slice(0, 200)}`);
  }
  console.log(`  memory after the warm-up (${warm} s) → end: rss ${mib(rss.before)} → ${mib(rss.after)} (${rss.pct.toFixed(1)}%), heap used ${mib(heap.before)} → ${mib(heap.after)} (${heap.pct.toFixed(1)}%)`);
  console.log(`  rss by minute: ${r.samples.filter((s) => s.t % 60 < 10).map((s) => `${s.t}s ${mib(s.value.rss)}`).join(', ')}`);
  if (r.dropped > 0) console.log(`  ${r.dropped} requests not sent: 256 were already waiting (the server fell behind the goal load)`);
  const errors = r.non2xx + r.errors + r.dropped;
  if (errors > 0 || !(rss.pct < GOAL_GROWTH_PCT)) {
    console.log(`  FAILED: the goal is no errors and rss growth under ${GOAL_GROWTH_PCT}%.`);
    process.exitCode = 1;
  }
  console.log(`RESULT soak errors=${errors} rss_growth_pct=${rss.pct.toFixed(1)} p99_ms=${r.latency.p99} rps=${r.rps.toFixed(0)}`);
}
