// `npm run bench -- heartbeat`: many signed-in students posting track-activity against a server on
// PostgreSQL with the district data set (BENCH_DATA=small: one school), with the req/s of a bare single-row INSERT endpoint measured in the same run as the ratio's
// denominator. Prints req/s and p99 of both, and the ratio.
import { sql } from 'drizzle-orm';
import { openDatabase, migrate } from '../server/src/db/client';
import { schools } from '../server/src/core/identity/schools.table';
import { users } from '../server/src/core/identity/accounts.table';
import { studentProfiles } from '../server/src/core/identity/students.table';
import { subjects, lessons, lessonSchools } from '../server/src/features/lessons/lessons.table';
import { issueToken } from '../server/src/core/identity/sessions';
import { openBenchDatabase, withPgliteDirectory, withBenchDatabase, withTemplateDatabase, startBenchServer, runLoad, type LoadResult } from './harness';
import { buildDistrict } from './dashboards';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** One school, one grade-7 subject with a lesson, and STUDENTS signed-in students. */
async function prepare(target: string): Promise<{ tokens: string[]; body: string }> {
  const database = await openBenchDatabase(target);
  await migrate(database);
  const db = database.db;
  const [school] = await db.insert(schools).values({ code: 'bench', name: 'Bench School, Sector 1, Delhi', city: 'Delhi' }).returning();
  const [subject] = await db.insert(subjects).values({ grade: 7, slug: 'robotics', name: 'Robotics' }).returning();
  const [lesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 1, name: 'What is a robot?' }).returning();
  await db.insert(lessonSchools).values({ lessonId: lesson.id, schoolId: school.id });
  const created = await db.insert(users).values(Array.from({ length: STUDENTS }, (_, i) => ({
    username: `bench.student.${i}`, email: `bench.student.${i}@bench.example`, passwordHash: 'not-used',
    role: 'student', schoolId: school.id, name: `Bench Student ${i}`,
  }))).returning({ id: users.id });
  await db.insert(studentProfiles).values(created.map((u) => ({ userId: u.id, schoolId: school.id, grade: 7, section: 'A' })));
  const tokens: string[] = [];
  for (const u of created) tokens.push(await issueToken(db, u.id, 24));
  await db.execute(sql`analyze`);
  await database.close();
  const body = JSON.stringify({ grade: 7, subject: 'robotics', lesson_name: lesson.name, action: 'content', time_spent: 30 });
  return { tokens, body };
}

const load = (url: string, tokens: string[], body: string | null): LoadResult =>
  runLoad({ url, tokens, body, connections: CONNECTIONS, duration: DURATION });

/** 500 (BENCH_STUDENTS) grade-7 students of the district set, spread over its schools, on a lesson offered to them. */
async function districtStudents(databaseUrl: string): Promise<{ tokens: string[]; body: string }> {
  const database = await openDatabase({ databaseUrl });
  try {
    const rows = async <T>(q: ReturnType<typeof sql>) => (await database.db.execute(q) as unknown as { rows: T[] }).rows;
    const [lesson] = await rows<{ id: number; slug: string; name: string }>(sql`
      select l.id, su.slug, l.name from subjects su join lessons l on l.subject_id = su.id
      where su.grade = 7 and l.display_on_frontend order by su.id, l.position limit 1`);
    const students = await rows<{ id: number }>(sql`
      select p.user_id as id from student_profiles p
      where p.grade = 7 and exists (select 1 from lesson_schools ls where ls.lesson_id = ${lesson.id} and ls.school_id = p.school_id)
      order by hashtext(p.user_id::text) limit ${STUDENTS}`);
    const tokens = await Promise.all(students.map((s) => issueToken(database.db, s.id, 24)));
    return { tokens, body: JSON.stringify({ grade: 7, subject: lesson.slug, lesson_name: lesson.name, action: 'content', time_spent: 30 }) };
  } finally {
    await database.close();
  }
}

const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const DATA = process.env.BENCH_DATA === 'small' || ENGINE === 'pglite' ? 'small' : 'district';

/**
 * The district set (a copy of the kept one), or BENCH_DATA=small: one school of BENCH_STUDENTS students;
 * BENCH_ENGINE=pglite measures the embedded database (small data).
 */
function withData(run: (databaseUrl: string, prepared: { tokens: string[]; body: string }) => Promise<void>): Promise<void> {
  if (ENGINE === 'pglite') return withPgliteDirectory(async (dir) => run(dir, await prepare(dir)));
  if (DATA === 'small') return withBenchDatabase(async (url) => run(url, await prepare(url)));
  return withTemplateDatabase('district', buildDistrict, async (url) => run(url, await districtStudents(url)));
}

export async function heartbeatBench(): Promise<void> {
  await withData(async (databaseUrl, { tokens, body }) => {
    const server = await startBenchServer(databaseUrl);
    try {
      const base = `${server.url}/api`;
      // Warm both paths (JIT, pool, plans) before measuring.
      load(`${base}/bench/insert/`, tokens, null);
      load(`${base}/student_dashboard/track-activity/`, tokens, body);
      const rows: { name: string; r: LoadResult }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        rows.push({ name: 'baseline insert', r: load(`${base}/bench/insert/`, tokens, null) });
        rows.push({ name: 'track-activity', r: load(`${base}/student_dashboard/track-activity/`, tokens, body) });
      }
      report(rows);
    } finally {
      await server.stop();
    }
  });
}

function report(rows: { name: string; r: LoadResult }[]) {
  const mean = (name: string, f: (r: LoadResult) => number) => {
    const xs = rows.filter((x) => x.name === name).map((x) => f(x.r));
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  console.log(`\nheartbeat benchmark: ${DATA} data, ${STUDENTS} students, ${CONNECTIONS} connections, ${DURATION}s x ${ROUNDS} rounds, ${ENGINE === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  for (const { name, r } of rows) {
    console.log(`  ${name.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`);
  }
  const hb = mean('track-activity', (r) => r.rps);
  const bl = mean('baseline insert', (r) => r.rps);
  console.log(`  mean: track-activity ${hb.toFixed(0)} req/s (p99 ${mean('track-activity', (r) => r.p99).toFixed(0)} ms), baseline ${bl.toFixed(0)} req/s (p99 ${mean('baseline insert', (r) => r.p99).toFixed(0)} ms)`);
  console.log(`  ratio track-activity / baseline insert = ${(hb / bl).toFixed(2)}`);
  if (rows.some((x) => x.r.non2xx > 0 || x.r.errors > 0)) {
    console.log('  WARNING: some requests failed; the figures above are not comparable.');
    process.exitCode = 1;
  }
  console.log(`RESULT heartbeat ratio=${(hb / bl).toFixed(3)} p99_ms=${mean('track-activity', (r) => r.p99).toFixed(0)} rps=${hb.toFixed(0)}`);
}
