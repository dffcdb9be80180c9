import { and, desc, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { StudentDashboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { loginEvents } from '../accounts/accounts.table';
import { subjects, lessons, lessonSchools } from '../lessons/lessons.table';
import { news, updates } from '../news/news.table';
import { studentReportLists } from '../reports/student-reports.service';
import { avatars, studentProfiles } from '../students/students.table';
import type { StudentContext } from '../students/student-context';
import { schoolToday } from '../../lib/school-time';
import type { KeptAnswers } from '../../lib/kept-answers';

/** Enough for a slider and a short list; the rest is old news. */
export const NEWS_LIMIT = 10;
export const UPDATES_LIMIT = 20;

/** The parts of a student's home that are the same for their whole school and grade (subjects, news, updates). */
async function schoolParts(db: Db, student: StudentContext) {
  const [subjectRows, newsRows, updateRows] = await Promise.all([studentSubjects(db, student), schoolNews(db, student), currentUpdates(db, student)]);
  return { subjectRows, newsRows, updateRows };
}

/**
 * The dashboard of a student (the route's policy has loaded the student and checked the caller may see it). The
 * school's parts are kept with the school's kept answers (ADR 0007, 0020) when `kept` is given: every student of a
 * grade shares one computation until the school writes something.
 */
export async function getStudentDashboard(db: Db, student: StudentContext, kept?: KeptAnswers): Promise<StudentDashboard> {
  const shared = () => schoolParts(db, student);
  const [own, { subjectRows, newsRows, updateRows }, reports] = await Promise.all([
    ownFigures(db, student.id),
    kept?.keeps ? kept.get(student.schoolId, `student-home:${student.grade}:${schoolToday(student.timeZone)}`, shared) : shared(),
    studentReportLists(db, student),
  ]);

  const passed = [...reports.homework_reports, ...reports.preassessment_reports, ...reports.postassessment_reports,
    ...reports.half_yearly_reports, ...reports.annual_reports]
    .filter((r) => r.certificate_url !== null)
    .sort((a, b) => b.attempted_at.localeCompare(a.attempted_at));

  return {
    profile: {
      name: student.name, grade: student.grade, section: student.section, school: student.schoolName,
      profile_pic: own?.path ?? null, user: { username: student.username },
    },
    courses: subjectRows.map((s) => s.name),
    certifications: passed.map((r) => ({ attempt_id: r.id, exam_name: r.exam_name, certificate_url: r.certificate_url! })),
    subjects: subjectRows.map((s) => ({ subject_id: s.id, id: s.id, name: s.name, slug: s.slug, image: s.imageUrl, description: s.description })),
    admin_news_list: newsRows.map((n) => ({ id: n.id, title: n.title, content: n.content, image: n.imageUrl, published_at: n.publishedAt.toISOString() })),
    admin_updates: updateRows.map((u) => ({ id: u.id, type: u.type, message: u.message, endDate: u.endDate })),
    login_count: own?.logins ?? 0,
    ...reports,
  };
}

/** The student's picture and sign-in count in one query, prepared once per database (every student's home asks). */
const ownFiguresQuery = perDatabase((db) =>
  db.select({
    path: avatars.imagePath,
    logins: sql<number>`(select count(*)::int from ${loginEvents} where ${loginEvents.userId} = ${sql.placeholder('student')})`,
  }).from(studentProfiles)
    .leftJoin(avatars, eq(avatars.key, studentProfiles.avatarKey))
    .where(eq(studentProfiles.userId, sql.placeholder('student')))
    .prepare('student_own_figures'));

async function ownFigures(db: Db, studentId: number): Promise<{ path: string | null; logins: number } | undefined> {
  const [row] = await ownFiguresQuery(db).execute({ student: studentId });
  return row;
}

/** The subjects of the student's grade that have at least one lesson offered to their school. */
function studentSubjects(db: Db, student: StudentContext) {
  const offered = db.select({ one: sql`1` }).from(lessons)
    .innerJoin(lessonSchools, eq(lessonSchools.lessonId, lessons.id))
    .where(and(eq(lessons.subjectId, subjects.id), eq(lessonSchools.schoolId, student.schoolId), eq(lessons.displayOnFrontend, true)));
  return db.select({ id: subjects.id, name: subjects.name, slug: subjects.slug, imageUrl: subjects.imageUrl, description: subjects.description })
    .from(subjects)
    .where(and(eq(subjects.grade, student.grade), exists(offered)))
    .orderBy(subjects.name, subjects.id);
}

/** News for every school (school_id null) and for the student's own school, newest first; none from the future. */
function schoolNews(db: Db, student: StudentContext) {
  return db.select({ id: news.id, title: news.title, content: news.content, imageUrl: news.imageUrl, publishedAt: news.publishedAt })
    .from(news)
    .where(and(or(isNull(news.schoolId), eq(news.schoolId, student.schoolId)), lte(news.publishedAt, sql`now()`)))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(NEWS_LIMIT);
}

/** Updates still running on the school's calendar day (end_date is the last day shown). */
function currentUpdates(db: Db, student: StudentContext) {
  return db.select({ id: updates.id, type: updates.type, message: updates.message, endDate: updates.endDate })
    .from(updates)
    .where(and(
      or(isNull(updates.schoolId), eq(updates.schoolId, student.schoolId)),
      gte(updates.endDate, schoolToday(student.timeZone)),
    ))
    .orderBy(desc(updates.createdAt), desc(updates.id))
    .limit(UPDATES_LIMIT);
}
