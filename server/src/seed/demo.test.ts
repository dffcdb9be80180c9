import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUIZ_TYPES } from '@prayog/contract';
import type { Database, Db } from '../db/client';
import { MemoryFileStorage } from '../lib/storage';
import { seedDemo, type SeedSummary } from './demo';
import { seedIfEmpty } from './seed-if-empty';
import { openTestDatabase } from '../test/test-db';
import { queryRows, queryValue, tableCounts } from './test-helpers';
import { buildApp } from '../app';
import { authHeader, testConfig } from '../test/test-app';
import { issueToken } from '../core/identity/sessions';
import { questionKey } from '../features/reports/answer-review';

const NOW = new Date('2026-11-21T06:00:00Z');
const demoId = sql`(select id from users where username = 'demo.student')`;

/** What the demo student's screens would show; must be identical across two seeds. */
async function demoStudentFigures(db: Db) {
  return {
    logins: await queryRows(db, sql`select logged_in_at, login_num from login_events where user_id = ${demoId} order by login_num`),
    attempts: await queryRows(db, sql`
      select q.quiz_name, a.score_percent, a.correct_count, a.wrong_count, a.unattempted_count, a.submitted_at
      from quiz_attempts a join quizzes q on q.id = a.quiz_id where a.student_id = ${demoId} order by q.quiz_name`),
    activity: await queryRows(db, sql`
      select day, lesson_id, action, seconds from activity_daily where student_id = ${demoId} order by day, lesson_id, action`),
    completions: await queryRows(db, sql`select lesson_id, completed_at from lesson_completions where student_id = ${demoId} order by lesson_id`),
    remarks: await queryRows(db, sql`select remark, created_at from teacher_remarks where student_id = ${demoId} order by created_at`),
  };
}

describe('demo seed', () => {
  let first: Database;
  let second: Database;
  let db: Db;
  let storage: MemoryFileStorage;
  let seededFirst: boolean;
  let seededAgain: boolean;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await openTestDatabase();
    db = first.db;
    storage = new MemoryFileStorage();
    seededFirst = await seedIfEmpty(db, storage, { now: NOW, log: () => undefined });
    seededAgain = await seedIfEmpty(db, storage, { now: NOW, log: () => undefined });
    second = await openTestDatabase();
    summary = await seedDemo(second.db, new MemoryFileStorage(), { now: NOW });
    // Two seeds: beside the browser journeys on a 2-core CI machine they took over three minutes (alone, 40 s).
  }, 600_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('seeds an empty database once and leaves a seeded one alone', () => {
    expect(seededFirst).toBe(true);
    expect(seededAgain).toBe(false);
  });

  it('is deterministic: two fresh databases get the same counts and the same demo student', async () => {
    const [a, b] = [await tableCounts(db), await tableCounts(second.db)];
    expect(a).toEqual(b);
    expect(summary.rows.users).toBe(a.users);
    expect(await demoStudentFigures(db)).toEqual(await demoStudentFigures(second.db));
  });

  it('has the seven schools, one of them ABL School, all in IST', async () => {
    const schools = await queryRows<{ name: string; time_zone: string }>(db, sql`select name, time_zone from schools`);
    expect(schools).toHaveLength(7);
    expect(schools.some((s) => s.name.startsWith('ABL School,'))).toBe(true);
    expect(schools.every((s) => s.time_zone === 'Asia/Kolkata' && s.name.split(',').length === 3)).toBe(true);
  });

  it('has at least 300 students over every grade and several sections', async () => {
    expect(Number(await queryValue(db, sql`select count(*) from users u join student_profiles p on p.user_id = u.id where u.role = 'student'`))).toBeGreaterThanOrEqual(300);
    const grades = await queryRows<{ grade: number }>(db, sql`select distinct grade from student_profiles order by grade`);
    expect(grades.map((g) => g.grade)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(Number(await queryValue(db, sql`select count(distinct section) from student_profiles`))).toBeGreaterThanOrEqual(3);
    expect(Number(await queryValue(db, sql`select count(*) from users u where u.role = 'student' and not exists (select 1 from student_profiles p where p.user_id = u.id)`))).toBe(0);
  });

  it('has the demo accounts with the right roles, links and approval', async () => {
    const rows = await queryRows<{ username: string; role: string; is_superuser: boolean; school: string | null; approval_status: string }>(db, sql`
      select u.username, u.role, u.is_superuser, s.name as school, u.approval_status
      from users u left join schools s on s.id = u.school_id where u.username like 'demo.%' order by u.username`);
    const by = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(Object.keys(by).sort()).toEqual(['demo.admin', 'demo.parent', 'demo.school', 'demo.student', 'demo.teacher']);
    expect(rows.every((r) => r.approval_status === 'approved')).toBe(true);
    expect(by['demo.student']).toMatchObject({ role: 'student', is_superuser: false });
    expect(by['demo.student'].school).toMatch(/^ABL School,/);
    expect(by['demo.teacher']).toMatchObject({ role: 'teacher', school: by['demo.student'].school });
    expect(by['demo.school']).toMatchObject({ role: 'school', school: by['demo.student'].school });
    expect(by['demo.parent']).toMatchObject({ role: 'parent', school: by['demo.student'].school });
    expect(by['demo.admin']).toMatchObject({ role: 'school', is_superuser: true, school: null });

    const [profile] = await queryRows(db, sql`select u.name, p.grade, p.section from student_profiles p join users u on u.id = p.user_id where u.username = 'demo.student'`);
    expect(profile).toEqual({ name: 'Aarav Sharma', grade: 7, section: 'A' });
    expect(await queryRows(db, sql`
      select l.status from parent_child_links l join users p on p.id = l.parent_id
      where p.username = 'demo.parent' and l.student_id = ${demoId}`)).toEqual([{ status: 'approved' }]);
    expect(Number(await queryValue(db, sql`select count(*) from teacher_profiles t join users u on u.id = t.user_id where u.username = 'demo.teacher' and t.school_id = u.school_id`))).toBe(1);
    expect(Number(await queryValue(db, sql`select count(*) from school_profiles t join users u on u.id = t.user_id where u.username = 'demo.school' and t.school_id = u.school_id`))).toBe(1);
  });

  it('has the three pending accounts, the parent with a pending link', async () => {
    const pending = await queryRows<{ username: string }>(db, sql`select username from users where approval_status = 'pending' order by username`);
    expect(pending.map((p) => p.username)).toEqual(['pending.parent', 'pending.school', 'pending.teacher']);
    expect(await queryRows(db, sql`
      select l.status from parent_child_links l join users p on p.id = l.parent_id where p.username = 'pending.parent'`)).toEqual([{ status: 'pending' }]);
  });

  it('gives every grade the 4 subjects with 8 lessons, each with a hint PDF, offered to every school', async () => {
    const perGrade = await queryRows<{ grade: number; subjects: number; lessons: number; hints: number; plans: number }>(db, sql`
      select s.grade, count(distinct s.id)::int as subjects, count(l.id)::int as lessons,
             count(l.hint_file_id)::int as hints, count(l.lesson_plan_file_id)::int as plans
      from subjects s left join lessons l on l.subject_id = s.id group by s.grade order by s.grade`);
    expect(perGrade).toHaveLength(12);
    for (const g of perGrade) expect(g).toMatchObject({ subjects: 4, lessons: 32, hints: 32, plans: 32 });
    expect(Number(await queryValue(db, sql`select count(*) from stored_files where kind = 'hint' and content_type = 'application/pdf'`))).toBe(32);
    expect(Number(await queryValue(db, sql`select count(*) from lesson_schools`))).toBe(12 * 32 * 7);
    expect(Number(await queryValue(db, sql`select count(*) from subject_schools`))).toBe(12 * 4 * 7);
    const [hint] = await queryRows<{ storage_key: string; size_bytes: number }>(db, sql`select storage_key, size_bytes from stored_files where kind = 'hint' limit 1`);
    const bytes = await storage.get(hint.storage_key);
    expect(bytes.length).toBe(hint.size_bytes);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes every lesson an authored lesson: its text on the authored page, sanitised as a save would be', async () => {
    const bad = await queryRows(db, sql`
      select l.id from lessons l where l.content_html = '' or l.content_url <> '/api/content/lesson-pages/' || l.id || '/'
        or l.simulator_url not like '/api/content/simulators/%' or l.quiz_url not like '/api/content/quizzes/%'`);
    expect(bad).toEqual([]);
    const [lesson] = await queryRows<{ id: number; content_html: string }>(db, sql`
      select l.id, l.content_html from lessons l join subjects s on s.id = l.subject_id
      where s.grade = 7 and s.slug = 'electronics' and l.position = 3`);
    expect(lesson.content_html).toContain('<h2>Key terms</h2>');
    expect(lesson.content_html).not.toMatch(/class=|style=/);
    const app = await buildApp({ config: testConfig(), database: first, db, storage });
    // The page is for whom the lesson is shown: a demo student of a school it is offered to.
    const [student] = await queryRows<{ id: number }>(db, sql`
      select p.user_id as id from student_profiles p join lesson_schools ls on ls.school_id = p.school_id and ls.lesson_id = ${lesson.id} limit 1`);
    const page = await app.inject({ method: 'GET', url: `/api/content/lesson-pages/${lesson.id}/`, headers: authHeader(await issueToken(db, student.id, 1)) });
    await app.close();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Ohm&#39;s Law</h1>');
    expect(page.body).toContain('--accent: #1d4ed8');
  });

  it('has every quiz type, 6-10 questions per quiz, exactly one correct answer each', async () => {
    const types = await queryRows<{ quiz_type: string }>(db, sql`select distinct quiz_type from quizzes order by quiz_type`);
    expect(types.map((t) => t.quiz_type).sort()).toEqual([...QUIZ_TYPES].sort());
    const sizes = await queryRows<{ n: number }>(db, sql`select count(q.id)::int as n from quizzes z left join questions q on q.quiz_id = z.id group by z.id`);
    expect(sizes.every((s) => s.n >= 6 && s.n <= 10)).toBe(true);
    expect(await queryRows(db, sql`
      select q.id from questions q left join answers a on a.question_id = q.id
      group by q.id having count(*) filter (where a.is_correct) <> 1`)).toEqual([]);
  });

  it('gives the quizzes of one grade and subject distinct questions, as a real programme sets its papers', async () => {
    const shared = await queryRows(db, sql`
      select z.grade, z.subject_id, lower(q.text) as text, count(distinct z.id) as quizzes
      from quizzes z join questions q on q.quiz_id = z.id
      group by z.grade, z.subject_id, lower(q.text) having count(distinct z.id) > 1`);
    expect(shared).toEqual([]);
  });

  it('keeps practice and graded quizzes apart: what is assigned or taken is graded, a lesson practises with practice quizzes only', async () => {
    expect(Number(await queryValue(db, sql`select count(*) from quizzes where kind = 'graded'`))).toBeGreaterThan(0);
    expect(Number(await queryValue(db, sql`
      select count(*) from quizzes q where q.kind <> 'graded'
        and (exists (select 1 from quiz_assignments a where a.quiz_id = q.id) or exists (select 1 from quiz_attempts t where t.quiz_id = q.id))`))).toBe(0);
    expect(Number(await queryValue(db, sql`select count(*) from lessons l join quizzes q on q.id = l.practice_quiz_id where q.kind <> 'practice'`))).toBe(0);
    const normalised = (column: string) => sql.raw(`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`);
    expect(Number(await queryValue(db, sql`
      select count(*) from questions pq join quizzes p on p.id = pq.quiz_id and p.kind = 'practice'
      join questions gq on ${normalised('gq.text')} = ${normalised('pq.text')} join quizzes g on g.id = gq.quiz_id and g.kind = 'graded'`))).toBe(0);
  });

  it('keeps every attempt consistent with its answers', async () => {
    expect(Number(await queryValue(db, sql`select count(*) from quiz_attempts`))).toBeGreaterThan(1000);
    const bad = await queryRows(db, sql`
      select a.id from quiz_attempts a
      left join lateral (
        select count(*) filter (where ans.is_correct) as right_answers, count(*) filter (where not ans.is_correct) as wrong_answers
        from attempt_answers x join answers ans on ans.id = x.answer_id where x.attempt_id = a.id
      ) c on true
      where a.status <> 'submitted'
         or a.correct_count + a.wrong_count + a.unattempted_count <> a.total_questions
         or a.total_questions <> (select count(*) from questions q where q.quiz_id = a.quiz_id)
         or a.score_percent <> round(100.0 * a.correct_count / a.total_questions)
         or c.right_answers <> a.correct_count or c.wrong_answers <> a.wrong_count
         or not (a.started_at < a.submitted_at and a.submitted_at <= a.deadline_at and a.submitted_at <= ${NOW.toISOString()}::timestamptz)`);
    expect(bad).toEqual([]);
    // Attempts only by students of a class the quiz was assigned to.
    expect(Number(await queryValue(db, sql`
      select count(*) from quiz_attempts a join student_profiles p on p.user_id = a.student_id
      where not exists (select 1 from quiz_assignments qa where qa.quiz_id = a.quiz_id and qa.school_id = p.school_id and qa.grade = p.grade and qa.section = p.section)`))).toBe(0);
  });

  it('has six months of sign-ins with running login numbers and matching last_login_at', async () => {
    expect(Number(await queryValue(db, sql`select count(distinct to_char(logged_in_at at time zone 'Asia/Kolkata', 'YYYY-MM')) from login_events`))).toBeGreaterThanOrEqual(6);
    expect(await queryRows(db, sql`
      select user_id from (
        select user_id, login_num, row_number() over (partition by user_id order by logged_in_at) as n from login_events
      ) x where login_num <> n limit 1`)).toEqual([]);
    expect(Number(await queryValue(db, sql`
      select count(*) from users u where u.last_login_at is distinct from (select max(logged_in_at) from login_events l where l.user_id = u.id)`))).toBe(0);
    expect(Number(await queryValue(db, sql`select count(*) from login_events where logged_in_at > ${NOW.toISOString()}::timestamptz`))).toBe(0);
  });

  it('keeps activity rows consistent with the lessons and under the size budget', async () => {
    const total = Number(await queryValue(db, sql`select count(*) from activity_daily`));
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThan(150_000);
    expect(Number(await queryValue(db, sql`
      select count(*) from activity_daily d join lessons l on l.id = d.lesson_id
      where l.subject_id <> d.subject_id or d.seconds <= 0 or d.seconds % 30 <> 0`))).toBe(0);
    expect(Number(await queryValue(db, sql`
      select count(*) from (select student_id, day, sum(seconds) as s from activity_daily group by 1, 2) x where s < 300 or s > 2400`))).toBe(0);
  });

  it('gives the demo student a full portal', async () => {
    const months = await queryRows<{ m: string }>(db, sql`
      select distinct to_char(logged_in_at at time zone 'Asia/Kolkata', 'YYYY-MM') as m from login_events where user_id = ${demoId}`);
    for (const m of ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']) expect(months.map((r) => r.m)).toContain(m);

    expect(Number(await queryValue(db, sql`select count(*) from activity_daily where student_id = ${demoId}`))).toBeGreaterThan(0);
    const done = await queryRows<{ slug: string; n: number }>(db, sql`
      select s.slug, count(*)::int as n from lesson_completions c join lessons l on l.id = c.lesson_id join subjects s on s.id = l.subject_id
      where c.student_id = ${demoId} group by s.slug order by s.slug`);
    expect(done).toHaveLength(2);

    const open = await queryRows<{ quiz_type: string }>(db, sql`
      select distinct z.quiz_type from quiz_assignments qa join quizzes z on z.id = qa.quiz_id
      join student_profiles p on p.school_id = qa.school_id and p.grade = qa.grade and p.section = qa.section
      where p.user_id = ${demoId} and not exists (select 1 from quiz_attempts a where a.quiz_id = z.id and a.student_id = p.user_id)`);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(Number(await queryValue(db, sql`select count(*) from quiz_attempts where student_id = ${demoId}`))).toBeGreaterThanOrEqual(5);

    const notes = await queryRows<{ read_at: Date | null }>(db, sql`select read_at from notification_recipients where user_id = ${demoId}`);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.some((n) => n.read_at === null)).toBe(true);

    const remarks = await queryRows<{ teacher: string }>(db, sql`
      select t.username as teacher from teacher_remarks r join users t on t.id = r.teacher_id where r.student_id = ${demoId} order by r.created_at`);
    expect(remarks.filter((r) => r.teacher === 'demo.teacher').length).toBeGreaterThanOrEqual(2);

    const homework = await queryRows<{ file_id: string | null }>(db, sql`select file_id from holiday_homework_submissions where student_id = ${demoId}`);
    expect(homework).toHaveLength(2);
    expect(homework.filter((h) => h.file_id !== null)).toHaveLength(1);
    expect(Number(await queryValue(db, sql`select count(*) from certificates`))).toBe(0);
  });

  it('fills the school-side tables', async () => {
    const counts = await tableCounts(db);
    for (const table of [
      'macro_plans', 'micro_plans', 'monthly_reports', 'classroom_galleries', 'advocacy_reports', 'inventory_components',
      'inventory_transactions', 'innovation_projects', 'innovation_project_members', 'kreativity_shows', 'kreativity_show_members',
      'notifications', 'notification_recipients', 'news', 'updates', 'school_events', 'teacher_remarks', 'holiday_homework_submissions',
      'avatars', 'activity_clocks', 'parent_profiles', 'parent_child_links',
    ]) expect(counts[table], table).toBeGreaterThan(0);
    expect(counts.macro_plans).toBe(7 * 12 * 12);
    expect(counts.avatars).toBe(8);
    // Stock adds up: total = credits, available = credits - debits.
    expect(Number(await queryValue(db, sql`
      select count(*) from inventory_components c join lateral (
        select sum(quantity_change) filter (where transaction_type = 'Credit') as credit,
               coalesce(sum(quantity_change) filter (where transaction_type = 'Debit'), 0) as debit
        from inventory_transactions t where t.component_id = c.id) h on true
      where c.total_quantity <> h.credit or c.quantity_available <> h.credit - h.debit`))).toBe(0);
    expect(Number(await queryValue(db, sql`select count(*) from school_events where event_date < '2026-11-21' or event_date > '2027-01-21'`))).toBe(0);
  });

  it('records the seeded programme records and the course in the audit log, as the app would have', async () => {
    const entries = await queryRows<{ entity: string; n: number }>(db, sql`select entity, count(*)::int as n from audit_log group by entity order by entity`);
    const counts = await tableCounts(db);
    const by = Object.fromEntries(entries.map((e) => [e.entity, e.n]));
    expect(by).toEqual({
      classroom_gallery: counts.classroom_galleries, innovation_project: counts.innovation_projects, inventory_component: counts.inventory_transactions,
      kreativity_show: counts.kreativity_shows, monthly_report: counts.monthly_reports, subject: counts.subjects, lesson: counts.lessons,
    });
    expect(Number(await queryValue(db, sql`select count(*) from audit_log where actor_id is null`))).toBe(0);
    // The course is every school's: the administrator made it through the authoring services, before the activity.
    expect(await queryRows(db, sql`
      select distinct u.username, a.school_id, a.at < (select min(logged_in_at) from login_events) as before_activity
      from audit_log a join users u on u.id = a.actor_id where a.entity in ('subject', 'lesson')`))
      .toEqual([{ username: 'demo.admin', school_id: null, before_activity: true }]);
    expect(Number(await queryValue(db, sql`select count(*) from audit_log where school_id is null and entity not in ('subject', 'lesson')`))).toBe(0);
  });

  it('never shows a student, through any route, the correct answer of a question in a quiz they can still take', async () => {
    const app = await buildApp({ config: testConfig(), database: first, db, storage });
    await app.ready();
    const students = await queryRows<{ id: number; username: string }>(db, sql`select u.id, u.username from users u join student_profiles p on p.user_id = u.id`);
    const key = (text: string) => questionKey(text);
    let shownAnswers = 0;
    let openQuestions = 0;
    const leaks: string[] = [];
    for (const student of students) {
      const headers = authHeader(await issueToken(db, student.id, 1));
      const [report, dashboard, list] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/student_dashboard/assessment-report/', headers }),
        app.inject({ method: 'GET', url: `/api/student_dashboard/${student.username}/`, headers }),
        app.inject({ method: 'GET', url: '/api/student_dashboard/quizzes/?limit=100', headers }),
      ]);
      const items = [...report.json().results, ...Object.values(dashboard.json()).filter(Array.isArray).flat()] as { questions_feedback?: { question: string; correct_answer: string | null }[] }[];
      const shown = new Set(items.flatMap((i) => i.questions_feedback ?? []).filter((f) => f.correct_answer !== null).map((f) => key(f.question)));
      const openQuizIds = (list.json().results as { id: number; closed: boolean; attempt: { status: string } }[])
        .filter((q) => q.attempt.status === 'in_progress' || (q.attempt.status === 'not_started' && !q.closed)).map((q) => q.id);
      const open = openQuizIds.length === 0 ? [] : await queryRows<{ text: string }>(db, sql`select text from questions where quiz_id in (${sql.join(openQuizIds.map((id) => sql`${id}`), sql`, `)})`);
      shownAnswers += shown.size;
      openQuestions += open.length;
      for (const q of open) if (shown.has(key(q.text))) leaks.push(`${student.username}: ${q.text}`);
    }
    await app.close();
    expect(leaks).toEqual([]);
    // The check looked at real data: answers are shown where the rule allows, and students have open quizzes.
    expect(shownAnswers).toBeGreaterThan(1000);
    expect(openQuestions).toBeGreaterThan(1000);
  }, 300_000);

  it('leaves the demo teacher seeded homework and pre-assessments to give 7 B and 7 C, which the server accepts', async () => {
    // On the second seeded database: this test assigns, and the ones above read the first.
    const app = await buildApp({ config: testConfig(), database: second, db: second.db, storage: new MemoryFileStorage() });
    await app.ready();
    const teacherId = Number(await queryValue(second.db, sql`select id from users where username = 'demo.teacher'`));
    const headers = authHeader(await issueToken(second.db, teacherId, 1));
    const calls = [
      { list: '/api/teacher_dashboard/homework_report/?grade=7', key: 'available_quizzes', assign: '/api/teacher_dashboard/homework_report/' },
      { list: '/api/teacher_dashboard/assessmentassignment/pre-assessment-reports/?grade=7', key: 'available_pre_assessments', assign: '/api/teacher_dashboard/assessmentassignment/pre-assessment/' },
    ];
    try {
      for (const call of calls) {
        const listed = await app.inject({ method: 'GET', url: call.list, headers });
        expect(listed.statusCode).toBe(200);
        const available = listed.json()[call.key] as { id: number; quiz_name: string; grade: number | null; assigned_classes: { grade: number; section: string }[] }[];
        expect(available.every((q) => q.grade === 7 || q.grade === null)).toBe(true);
        for (const section of ['B', 'C']) {
          const free = available.filter((q) => !q.assigned_classes.some((c) => c.grade === 7 && c.section === section));
          expect(free.length, `${call.key} 7 ${section}`).toBeGreaterThanOrEqual(2);
          // Every seeded quiz of grade 7 is 7 A's already (the demo student's class).
          expect(available.every((q) => q.assigned_classes.some((c) => c.grade === 7 && c.section === 'A'))).toBe(true);
          const given = await app.inject({ method: 'POST', url: call.assign, headers, payload: { quiz_id: free[0].id, grade: 7, section } });
          expect(given.statusCode, given.body).toBe(201);
        }
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
