// `npm run bench -- dashboards`: every read route of every role's home and reports (issues 9–11, 13) on PostgreSQL with
// the district data set (50 schools, 50,000 students; BENCH_DATA=demo for the demo data), each against a
// constant-JSON route measured in the same run. One RESULT line per route, then one for the worst.
import { eq, sql } from 'drizzle-orm';
import { migrate } from '../server/src/db/client';
import { MemoryFileStorage } from '../server/src/lib/storage';
import { runSeed } from '../server/src/seed/demo';
import { users } from '../server/src/core/identity/accounts.table';
import { issueToken } from '../server/src/core/identity/sessions';
import { seedDistrict } from '../server/src/seed/district';
import { openBenchDatabase, withPgliteDirectory, withTemplateDatabase, startBenchServer, runLoad, type LoadResult } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Goals of issues 9 and 10: p99 at most 50 ms, and at least 5% of the constant route's req/s. */
const GOAL_P99_MS = 50;
const GOAL_RATIO = 0.05;

type Caller = 'student' | 'teacher' | 'school' | 'parent' | 'admin';
interface Target { name: string; path: string; as: Caller }

/** The dashboards' read routes as the demo teacher, school account, parent and administrator call them (one class, one month). */
const targets = ({ student, schoolId }: { student: string; schoolId: number }): Target[] => [
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
// The embedded database is measured with the demo data (one school's worth), PostgreSQL with the district set.
const DATA = process.env.BENCH_DATA === 'demo' || ENGINE === 'pglite' ? 'demo' : 'district';

/** Loads the data set into an empty database (the district set builds on the demo data). */
const build = (databaseUrl: string) => buildDataSet(databaseUrl, DATA);
export const buildDistrict = (databaseUrl: string) => buildDataSet(databaseUrl, 'district');

async function buildDataSet(target: string, data: 'demo' | 'district'): Promise<void> {
  const database = await openBenchDatabase(target);
  try {
    await migrate(database);
    if (data === 'district') await seedDistrict(database.db, new MemoryFileStorage());
    else await runSeed(database.db, new MemoryFileStorage(), { onlyIfEmpty: false });
    // A database that has run for a while has been vacuumed: its tables' visibility maps let index-only scans skip the heap.
    await database.db.execute(sql`vacuum (analyze)`);
  } finally {
    await database.close();
  }
}

type Sessions = Record<Caller, { tokens: string[]; usernames: string[] }>;

/** Signs in the demo staff, parent and administrator (several sessions each) and 500 students spread over the schools. */
async function signIn(target: string): Promise<{ sessions: Sessions; student: string; schoolId: number }> {
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
    const sessions: Sessions = {
      student: { tokens: await Promise.all(students.map((s) => issueToken(db, s.id, 24))), usernames: students.map((s) => s.username) },
      teacher: await sessionsOf('demo.teacher'), school: await sessionsOf('demo.school'),
      parent: await sessionsOf('demo.parent'), admin: await sessionsOf('demo.admin'),
    };
    const [{ schoolId }] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.username, 'demo.school'));
    return { sessions, student: 'demo.student', schoolId: schoolId! };
  } finally {
    await database.close();
  }
}

export async function dashboardsBench(): Promise<void> {
  const withData = (run: (target: string) => Promise<void>) => (ENGINE === 'pglite'
    ? withPgliteDirectory(async (dir) => { await build(dir); await run(dir); })
    : withTemplateDatabase(DATA, build, run));
  await withData(async (databaseUrl) => {
    const { sessions, student, schoolId } = await signIn(databaseUrl);
    const server = await startBenchServer(databaseUrl);
    try {
      const base = `${server.url}/api`;
      const get = (path: string, who: Caller, connections = CONNECTIONS, duration = DURATION) =>
        runLoad({ url: `${base}${path}`, ...sessions[who], method: 'GET', connections, duration });
      const only = process.env.BENCH_ONLY;
      // BENCH_ONLY=admin measures only the routes whose names start with it (a quick look at one dashboard).
      const list = targets({ student, schoolId }).filter((t) => !only || t.name.startsWith(only));
      // Warm the pool, plans, JIT and the kept ranks on every path before measuring.
      get('/bench/constant/', 'teacher');
      for (const t of list) get(t.path, t.as, 10, 1);
      const baseline = get('/bench/constant/', 'teacher');
      const rows = list.map((t) => ({ t, r: get(t.path, t.as) }));
      report(baseline, rows);
    } finally {
      await server.stop();
    }
  });
}

function report(baseline: LoadResult, rows: { t: Target; r: LoadResult }[]) {
  console.log(`\ndashboards benchmark: ${DATA} data, ${CONNECTIONS} connections, ${DURATION}s per route, ${ENGINE === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
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
