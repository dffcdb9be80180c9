import { sql } from 'drizzle-orm';
import type { StudentDashboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import { reportColumns, reportItems, reportLists, type ReportData } from '../reports';
import { studentReadBatcher } from '../../read-models/student-read-batch';
import type { StudentContext } from '../../core/identity/student-context';

/** Enough for a slider and a short list; the rest is old news. */
export const NEWS_LIMIT = 10;
export const UPDATES_LIMIT = 20;

interface HomeData extends ReportData {
  profile_pic: string | null;
  login_count: number;
  subjects: { id: number; name: string; slug: string; image_url: string | null; description: string }[];
  news: { id: number; title: string; content: string; image_url: string | null; published_at: string }[];
  updates: { id: number; type: string; message: string; end_date: string }[];
}

/**
 * A student's whole home as one row (ADR 0020): the report's columns, then the student's picture and sign-in count,
 * the subjects of their grade offered to their school, the news and the updates still running. A district's students
 * open their homes all morning, mostly for the first time that day: the homes asked for at the same moment are read
 * in one statement (studentReadBatcher).
 */
const readHome = studentReadBatcher<HomeData>('student_home_batch', (p) => sql`
  ${reportColumns(p)},
    (select av.image_path from student_profiles sp join avatars av on av.key = sp.avatar_key where sp.user_id = ${p.student}::int) as profile_pic,
    (select count(*)::int from login_events l where l.user_id = ${p.student}::int) as login_count,
    -- The subjects of the student's grade with at least one lesson offered to their school.
    (select coalesce(json_agg(s order by s.name, s.id), '[]') from (
      select su.id, su.name, su.slug, su.image_url, su.description from subjects su
      where su.grade = ${p.grade}::int and exists (
        select 1 from lessons le join lesson_schools ls on ls.lesson_id = le.id
        where le.subject_id = su.id and ls.school_id = ${p.school}::int and le.display_on_frontend)) s) as subjects,
    -- News for every school (school_id null) and for the student's own, newest first; none from the future.
    (select coalesce(json_agg(n order by n.published_at desc, n.id desc), '[]') from (
      select id, title, content, image_url, published_at from news
      where (school_id is null or school_id = ${p.school}::int) and published_at <= now()
      order by published_at desc, id desc limit ${sql.raw(String(NEWS_LIMIT))}) n) as news,
    -- Updates still running on the school's calendar day (end_date is the last day shown).
    (select coalesce(json_agg(u order by u.created_at desc, u.id desc), '[]') from (
      select id, type, message, end_date, created_at from updates
      where (school_id is null or school_id = ${p.school}::int) and end_date >= ${p.today}::date
      order by created_at desc, id desc limit ${sql.raw(String(UPDATES_LIMIT))}) u) as updates`);

/** The dashboard of a student (the route's policy has loaded the student and checked the caller may see it). */
export async function getStudentDashboard(db: Db, student: StudentContext, now = new Date()): Promise<StudentDashboard> {
  const home = await readHome(db, { student, quizType: null, now });
  const reports = reportLists(await reportItems(db, home, student, now));

  const passed = [...reports.homework_reports, ...reports.preassessment_reports, ...reports.postassessment_reports,
    ...reports.half_yearly_reports, ...reports.annual_reports]
    .filter((r) => r.certificate_url !== null)
    .sort((a, b) => b.attempted_at.localeCompare(a.attempted_at));

  return {
    profile: {
      name: student.name, grade: student.grade, section: student.section, school: student.schoolName,
      profile_pic: home.profile_pic, user: { username: student.username },
    },
    courses: home.subjects.map((s) => s.name),
    certifications: passed.map((r) => ({ attempt_id: r.id, exam_name: r.exam_name, certificate_url: r.certificate_url! })),
    subjects: home.subjects.map((s) => ({ subject_id: s.id, id: s.id, name: s.name, slug: s.slug, image: s.image_url, description: s.description })),
    admin_news_list: home.news.map((n) => ({ id: n.id, title: n.title, content: n.content, image: n.image_url, published_at: new Date(n.published_at).toISOString() })),
    admin_updates: home.updates.map((u) => ({ id: u.id, type: u.type, message: u.message, endDate: u.end_date })),
    login_count: home.login_count,
    ...reports,
  };
}
