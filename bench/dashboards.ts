// `npm run bench -- dashboards`: every read route of every role's home and reports (issues 9–11, 13) on PostgreSQL with
// the district data set (50 schools, 50,000 students; BENCH_DATA=demo for the demo data, BENCH_DATA=state for 200
// schools and 200,000 students), each against a constant-JSON route measured in the same run. One RESULT line per
// route, then one for the worst. With BENCH_DATA=state the student routes are measured on the demo data too, and
// their ratios compared (issue 34: cost flat as the data grows).
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate } from '../server/src/db/client';
import { MemoryFileStorage } from '../server/src/lib/storage';
import { runSeed } from '../server/src/seed/demo';
import { users } from '../server/src/core/identity/accounts.table';
import { issueToken } from '../server/src/core/identity/sessions';
import { seedDistrict } from '../server/src/seed/district';
import { STATE_SIZES } from '../server/src/seed/district/sizes';
import { ranksOutOfDate } from '../server/src/read-models/leaderboard-ranks';
import { compareScale, type Served } from './dashboards-scale';
import { openBenchDatabase, withPgliteDirectory, withTemplateDatabase, startBenchServer, runLoad, type LoadResult } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Goals of issues 9 and 10: p99 at most 50 ms, and at least 5% of the constant route's req/s. */
const GOAL_P99_MS = 50;
const GOAL_RATIO = 0.05;

type Caller = 'student' | 'teacher' | 'school' | 'parent' | 'admin';
export interface Target { name: string; path: string; as: Caller }

/**
 * A closed quiz of the demo school (the one with the most submissions), a class it was given to, and the school of the
 * district with the most submissions of it: item analysis reads them.
 */
interface AnalysedQuiz { id: number; grade: number; section: string; busiestSchool: number }

/** The dashboards' read routes as the demo teacher, school account, parent and administrator call them (one class, one month). */
const targets = ({ student, schoolId, quiz }: { student: string; schoolId: number; quiz: AnalysedQuiz }): Target[] => [
  // Issue 13: the student's home and reports, each request as another student of the district ({username}).
  { name: 'student-dashboard', path: '/student_dashboard/{username}/', as: 'student' },
  { name: 'student-leaderboard', path: '/student_dashboard/student_leaderboard', as: 'student' },
  { name: 'student-course-report', path: '/student_dashboard/student-activity/{username}/', as: 'student' },
  { name: 'student-assessment-report', path: '/student_dashboard/assessment-report/', as: 'student' },
  { name: 'student-quizzes', path: '/student_dashboard/quizzes/', as: 'student' },
  { name: 'teacher-home', path: '/teacher_dashboard/demo.teacher/', as: 'teacher' },
  { name: 'school-home', path: '/school_dashboard/demo.school/', as: 'school' },
  { name: 'active-users', path: '/teacher_dashboard/active-users/', as: 'teacher' },
  { name: 'recent-activity', path: '/school_dashboard/recent_activity/', as: 'school' },
  { name: 'access-report-class', path: '/teacher_dashboard/student_access_report/?grade=7&section=A', as: 'teacher' },
  { name: 'access-report-search', path: '/school_dashboard/student_access_report/?search=sh', as: 'school' },
  { name: 'attendance', path: `/teacher_dashboard/student_access_report/${student}/`, as: 'teacher' },
  { name: 'staff-leaderboard', path: '/teacher_dashboard/leaderboard/', as: 'teacher' },
  { name: 'homework-report', path: '/teacher_dashboard/homework_report/', as: 'teacher' },
  { name: 'pre-assessment-report', path: '/school_dashboard/pre_assessment_report/', as: 'school' },
  { name: 'post-assessment-report', path: '/teacher_dashboard/assessmentassignment/', as: 'teacher' },
  { name: 'holiday-homework', path: '/teacher_dashboard/holiday-homework/?grade=7', as: 'teacher' },
  { name: 'course-lessons', path: '/teacher_dashboard/course-lessons/?grade=7', as: 'teacher' },
  { name: 'approvals', path: '/school_dashboard/approvals/', as: 'school' },
  { name: 'reflections', path: '/teacher_dashboard/reflections/', as: 'teacher' },
  // Issue 32 item 5: a closed quiz's item analysis for the demo school, the district's busiest school and one class, and the quiz picker.
  { name: 'item-analysis', path: `/teacher_dashboard/item-analysis/${quiz.id}/`, as: 'teacher' },
  { name: 'item-analysis-district', path: `/teacher_dashboard/item-analysis/${quiz.id}/?school=${quiz.busiestSchool}`, as: 'admin' },
  { name: 'item-analysis-class', path: `/school_dashboard/item-analysis/${quiz.id}/?grade=${quiz.grade}&section=${quiz.section}`, as: 'school' },
  { name: 'item-analysis-quizzes', path: '/teacher_dashboard/item-analysis/', as: 'teacher' },
  // Issue 10: the programme records.
  { name: 'innovation-club', path: '/teacher_dashboard/innovationclub/', as: 'teacher' },
  { name: 'inventory', path: '/school_dashboard/inventory/', as: 'school' },
  { name: 'kreativity-show', path: '/teacher_dashboard/kreativityshow/', as: 'teacher' },
  { name: 'macro-planner', path: '/teacher_dashboard/macroplanner/?grade=7', as: 'teacher' },
  { name: 'micro-planner', path: '/school_dashboard/microplanner/?month=April', as: 'school' },
  { name: 'monthly-reports', path: '/teacher_dashboard/monthlyreports/', as: 'teacher' },
  { name: 'gallery', path: '/school_dashboard/schoolgallery/', as: 'school' },
  { name: 'advocacy', path: '/teacher_dashboard/advocacyreport/', as: 'teacher' },
  { name: 'document', path: '/documents/innovation_calendar/', as: 'school' },
  { name: 'audit-log', path: '/school_dashboard/audit-log/', as: 'school' },
  // Issue 11: the parent dashboard.
  { name: 'parent-dashboard', path: '/parent_dashboard/', as: 'parent' },
  { name: 'parent-homework', path: '/parent_dashboard/homework_report/', as: 'parent' },
  { name: 'parent-club', path: '/parent_dashboard/innovation_club', as: 'parent' },
  { name: 'parent-shows', path: '/parent_dashboard/kreativityshow/', as: 'parent' },
  { name: 'parent-pre', path: '/parent_dashboard/preassessment_report/', as: 'parent' },
  { name: 'parent-post', path: '/parent_dashboard/postassessment_report/', as: 'parent' },
  // Issue 11: the administrator's dashboard (every school at once, and one school's homework).
  { name: 'admin-summary', path: '/adminaccess/admin-dashboard/school-summary/', as: 'admin' },
  { name: 'admin-engagement', path: '/adminaccess/admin-dashboard/lms-engagement/', as: 'admin' },
  { name: 'admin-homework', path: `/adminaccess/admin-dashboard/homework-reports/?school=${schoolId}`, as: 'admin' },
  { name: 'admin-students', path: '/adminaccess/admin-dashboard/students/', as: 'admin' },
  { name: 'admin-students-search', path: '/adminaccess/admin-dashboard/students/?search=sh', as: 'admin' },
  { name: 'admin-school-accounts', path: '/adminaccess/admin-dashboard/school-accounts/', as: 'admin' },
];

const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
type DataSet = 'demo' | 'district' | 'state';
// The embedded database is measured with the demo data (one school's worth), PostgreSQL with the district set.
const DATA: DataSet = process.env.BENCH_DATA === 'demo' || ENGINE === 'pglite' ? 'demo' : process.env.BENCH_DATA === 'state' ? 'state' : 'district';

export const buildDistrict = (databaseUrl: string) => buildDataSet(databaseUrl, 'district');

/** Loads a data set into an empty database (the district and state sets build on the demo data). */
async function buildDataSet(target: string, data: DataSet): Promise<void> {
  const database = await openBenchDatabase(target);
  try {
    await migrate(database);
    if (data === 'district') await seedDistrict(database.db, new MemoryFileStorage());
    else if (data === 'state') await seedDistrict(database.db, new MemoryFileStorage(), STATE_SIZES);
    else await runSeed(database.db, new MemoryFileStorage(), { onlyIfEmpty: false });
    // A database that has run for a while has been vacuumed: its tables' visibility maps let index-only scans skip the heap.
    await database.db.execute(sql`vacuum (analyze)`);
  } finally {
    await database.close();
  }
}

type Sessions = Record<Caller, { tokens: string[]; usernames: string[] }>;

/**
 * Signs in the demo staff, parent and administrator (several sessions each) and 500 students spread over the schools;
 * with `alsoStudents`, those students too (by username), as a second student group (`same`).
 */
async function signIn(target: string, alsoStudents: string[] = []): Promise<{ sessions: Sessions; same: Sessions['student'] | null; student: string; schoolId: number; quiz: AnalysedQuiz }> {
  const database = await openBenchDatabase(target);
  const db = database.db;
  try {
    const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
    // Several sessions per account, as several browsers of the same staff member would hold.
    const sessionsOf = async (username: string) => {
      const id = await idOf(username);
      return { tokens: await Promise.all(Array.from({ length: 10 }, () => issueToken(db, id, 24))), usernames: Array(10).fill(username) as string[] };
    };
    const result = await db.execute(sql`
      select u.id, u.username from users u join student_profiles p on p.user_id = u.id
      where u.approval_status = 'approved' and exists (select 1 from activity_daily d where d.student_id = u.id)
      order by hashtext(u.username) limit 500`);
    const students = (result as unknown as { rows: { id: number; username: string }[] }).rows;
    const studentSessions = async (list: { id: number; username: string }[]) =>
      ({ tokens: await Promise.all(list.map((s) => issueToken(db, s.id, 24))), usernames: list.map((s) => s.username) });
    const named = alsoStudents.length
      ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, alsoStudents))
      : [];
    if (named.length !== alsoStudents.length) throw new Error(`only ${named.length} of the ${alsoStudents.length} students named are in this data set`);
    const sessions: Sessions = {
      student: await studentSessions(students),
      teacher: await sessionsOf('demo.teacher'), school: await sessionsOf('demo.school'),
      parent: await sessionsOf('demo.parent'), admin: await sessionsOf('demo.admin'),
    };
    const [{ schoolId }] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.username, 'demo.school'));
    // The school's closed quiz (every class's due date past) with the most submitted attempts, and its first class.
    const closed = await db.execute(sql`
      select qa.quiz_id as id, (array_agg(qa.grade order by qa.grade, qa.section))[1] as grade,
        (array_agg(qa.section order by qa.grade, qa.section))[1] as section from quiz_assignments qa
      join quiz_school_totals t on t.quiz_id = qa.quiz_id and t.school_id = qa.school_id
      where qa.school_id = ${schoolId} group by qa.quiz_id, t.students
      having bool_and(qa.due_date < current_date) order by t.students desc, qa.quiz_id limit 1`);
    const [quiz] = (closed as unknown as { rows: AnalysedQuiz[] }).rows;
    const busiest = await db.execute(sql`select school_id from quiz_attempts where quiz_id = ${quiz.id} and status = 'submitted' and school_id is not null
      group by school_id order by count(*) desc, school_id limit 1`);
    const [{ school_id: busiestSchool }] = (busiest as unknown as { rows: { school_id: number }[] }).rows;
    return {
      sessions, same: named.length ? await studentSessions(named) : null, student: 'demo.student', schoolId: schoolId!,
      quiz: { id: Number(quiz.id), grade: Number(quiz.grade), section: quiz.section, busiestSchool: Number(busiestSchool) },
    };
  } finally {
    await database.close();
  }
}

/**
 * One data set (built once into a kept template on PostgreSQL, copied per run) served by its own server, signed in
 * and warmed on every route `pick` keeps (BENCH_ONLY=admin: only the routes whose names start with it). With
 * `sameStudents` (usernames), its student routes can also be measured as those students (`Served.routeAsSame`).
 */
async function withServed(data: DataSet, pick: (t: Target) => boolean, run: (served: Served) => Promise<void>, sameStudents: string[] = []): Promise<void> {
  const build = (target: string) => buildDataSet(target, data);
  const withData = (inner: (target: string) => Promise<void>) => (ENGINE === 'pglite'
    ? withPgliteDirectory(async (dir) => { await build(dir); await inner(dir); })
    : withTemplateDatabase(data, build, inner));
  await withData(async (databaseUrl) => {
    const { sessions, same, student, schoolId, quiz } = await signIn(databaseUrl, sameStudents);
    const ranksBefore = ENGINE === 'postgres' ? await rankedAt(databaseUrl) : null;
    const server = await startBenchServer(databaseUrl);
    try {
      const base = `${server.url}/api`;
      // A route as one of the callers, or as a group of sessions of its own (the other set's students).
      const get = (path: string, who: Caller | Sessions['student'], connections = CONNECTIONS, duration = DURATION) =>
        runLoad({ url: `${base}${path}`, ...(typeof who === 'string' ? sessions[who] : who), method: 'GET', connections, duration });
      const only = process.env.BENCH_ONLY;
      const list = targets({ student, schoolId, quiz }).filter((t) => (!only || t.name.startsWith(only)) && pick(t));
      // One request per route first, each awaited: a fresh copy of the data has no leaderboard ranks yet, and the first
      // read ranks every student once (seconds on the state set) while later reads wait; a server that has run a while
      // has them (leaderboard-ranks.ts). Then warm the pool, plans and JIT on every path before measuring.
      for (const t of list) await firstAnswer(base, t, sessions[t.as]);
      if (ENGINE === 'postgres' && list.some((t) => t.name.endsWith('leaderboard'))) await ranksSettled(databaseUrl, ranksBefore);
      get('/bench/constant/', 'teacher');
      for (const t of list) get(t.path, t.as, 10, 1);
      if (same) for (const t of list.filter((x) => x.as === 'student')) get(t.path, same, 10, 1);
      await run({
        data, list, students: sessions.student.usernames, constant: () => get('/bench/constant/', 'teacher'), route: (t) => get(t.path, t.as),
        routeAsSame: same ? (t) => get(t.path, same) : undefined,
      });
    } finally {
      await server.stop();
    }
  });
}

/** The constant route, then every route of the list: one RESULT line each. */
function measureAll(served: Served) {
  const baseline = served.constant();
  report(served.data, baseline, served.list.map((t) => ({ t, r: served.route(t) })));
}

/** When every student was last ranked for the leaderboards (ms since the epoch), or null: never. */
async function rankedAt(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ at: string }>(`select extract(epoch from refreshed_at) * 1000 as at from leaderboard_totals where quiz_type = 'all'`);
    return rows.length ? Number(rows[0].at) : null;
  } finally {
    await client.end();
  }
}

/**
 * A server that finds the kept ranks out of date (a template built a while ago, or before a school's midnight)
 * answers from them and ranks every student again behind them: 15-22 s of a core on the state set, which would land
 * on the first routes measured. A server that has run a while did that long ago, so wait for it (at most two minutes).
 */
async function ranksSettled(databaseUrl: string, before: number | null): Promise<void> {
  if (before === null || !ranksOutOfDate(before, Date.now(), await schoolZones(databaseUrl))) return;
  const started = performance.now();
  while (performance.now() - started < 120_000 && (await rankedAt(databaseUrl)) === before) await new Promise((r) => setTimeout(r, 500));
  console.log(`  waited ${((performance.now() - started) / 1000).toFixed(1)} s for the server's ranking of every student at start (the kept ranks were out of date)`);
}

/** The schools' time zones: a new day in any of them makes kept ranks out of date. */
async function schoolZones(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ time_zone: string }>('select distinct time_zone from schools')).rows.map((r) => r.time_zone);
  } finally {
    await client.end();
  }
}

/** One request to a route as its first caller; says so when it took long (the cold leaderboard ranks, say). */
async function firstAnswer(base: string, t: Target, who: { tokens: string[]; usernames: string[] }): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${base}${t.path.replace('{username}', encodeURIComponent(who.usernames[0]))}`,
    { headers: { authorization: `Token ${who.tokens[0]}` }, signal: AbortSignal.timeout(300_000) });
  await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  if (seconds >= 1) console.log(`  the first ${t.name} answer took ${seconds.toFixed(1)} s (HTTP ${response.status})`);
}

export async function dashboardsBench(): Promise<void> {
  if (DATA !== 'state') return withServed(DATA, () => true, async (served) => measureAll(served));
  // The state set, then its student routes against the demo set's: both servers are up (only one is loaded at a
  // time), so the two sets are measured in turns over the same minutes (dashboards-scale.ts). The state set holds the
  // demo data unchanged, so its server also signs in the demo set's own students: the same students with the same
  // rows, among 500 times as many (the goal's comparison); its own sample of students is compared too.
  await withServed('demo', (t) => t.name.startsWith('student-'), (demo) => withServed('state', () => true, async (state) => {
    measureAll(state);
    compareScale(demo, state, `state data (${STATE_SIZES.schools} schools)`);
  }, demo.students));
}

function report(data: string, baseline: LoadResult, rows: { t: Target; r: LoadResult }[]) {
  console.log(`\ndashboards benchmark: ${data} data, ${CONNECTIONS} connections, ${DURATION}s per route, ${ENGINE === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  console.log(`  constant JSON route: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  let failed = baseline.non2xx > 0 || baseline.errors > 0;
  for (const { t, r } of rows) {
    const ratio = r.rps / baseline.rps;
    const ok = r.p99 <= GOAL_P99_MS && ratio >= GOAL_RATIO && r.non2xx === 0 && r.errors === 0;
    if (r.non2xx > 0 || r.errors > 0) failed = true;
    console.log(`RESULT dashboards:${t.name} ratio=${ratio.toFixed(3)} p99_ms=${r.p99} rps=${r.rps.toFixed(0)}${ok ? '' : '  (misses the goal)'}${r.non2xx ? ` non2xx=${r.non2xx}` : ''}`);
  }
  const worstRatio = Math.min(...rows.map(({ r }) => r.rps / baseline.rps));
  const worstP99 = Math.max(...rows.map(({ r }) => r.p99));
  const worstRps = Math.min(...rows.map(({ r }) => r.rps));
  if (failed) {
    console.log('  WARNING: some requests failed; the figures above are not comparable.');
    process.exitCode = 1;
  }
  console.log(`RESULT dashboards ratio=${worstRatio.toFixed(3)} p99_ms=${worstP99} rps=${worstRps.toFixed(0)}`);
}
