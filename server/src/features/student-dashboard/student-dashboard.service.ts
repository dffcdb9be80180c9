import { sql } from 'drizzle-orm';
import type { Language, StudentDashboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import { perLanguage } from '../../lib/per-language';
import { reportColumns, reportItems, reportLists, type ReportData } from '../reports';
import { studentReadBatcher, type StudentRead } from '../../read-models/student-read-batch';
import type { StudentContext } from '../../core/identity/student-context';
import { subjects } from '../lessons/lessons.table';
import { news, updates } from '../news/news.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { newsTranslations, subjectTranslations, updateTranslations } from '../translations/translations.table';

/** Enough for a slider and a short list; the rest is old news. */
export const NEWS_LIMIT = 10;
export const UPDATES_LIMIT = 20;

interface HomeData extends ReportData {
  profile_pic: string | null;
  login_count: number;
  subjects: { id: number; name: string; slug: string; image_url: string | null; description: string; text_language: Language }[];
  news: { id: number; title: string; content: string; image_url: string | null; published_at: string; text_language: Language }[];
  updates: { id: number; type: string; message: string; end_date: string; text_language: Language }[];
}

/**
 * A student's whole home as one row (ADR 0020): the report's columns, then the student's picture and kept sign-in count,
 * the subjects of their grade offered to their school, the news and the updates still running. A district's students
 * open their homes all morning, mostly for the first time that day: the homes asked for at the same moment are read
 * in one statement (studentReadBatcher). The subjects, news and updates are in the reader's language where versions
 * have them (ADR 0044), each version joined by its primary key: one statement per language, the language bound in it.
 */
const homeIn = (language: Language) => studentReadBatcher<HomeData>(`student_home_batch_${language}`, (p) => sql`
  ${reportColumns(p)},
    (select av.image_path from student_profiles sp join avatars av on av.key = sp.avatar_key where sp.user_id = ${p.student}::int) as profile_pic,
    -- The count kept on the account at each sign-in: the sign-in log is read by month and loses its oldest months (ADR 0045).
    (select u.login_count from users u where u.id = ${p.student}::int) as login_count,
    -- The subjects of the student's grade with at least one lesson offered to their school.
    (select coalesce(json_agg(s order by s.name, s.id), '[]') from (
      select ${subjects.id} as id, ${inLanguage(subjectTranslations.name, subjects.name)} as name, ${subjects.slug} as slug,
        ${subjects.imageUrl} as image_url, ${inLanguage(subjectTranslations.description, subjects.description)} as description,
        ${textLanguage(subjectTranslations.name, language)} as text_language
      from ${subjects}
        left join ${subjectTranslations} on ${versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language)}
      where ${subjects.grade} = ${p.grade}::int and exists (
        select 1 from lessons le join lesson_schools ls on ls.lesson_id = le.id
        where le.subject_id = ${subjects.id} and ls.school_id = ${p.school}::int and le.display_on_frontend)) s) as subjects,
    -- News for every school (school_id null) and for the student's own, newest first; none from the future.
    (select coalesce(json_agg(n order by n.published_at desc, n.id desc), '[]') from (
      select ${news.id} as id, ${inLanguage(newsTranslations.title, news.title)} as title, ${inLanguage(newsTranslations.content, news.content)} as content,
        ${news.imageUrl} as image_url, ${news.publishedAt} as published_at, ${textLanguage(newsTranslations.title, language)} as text_language
      from ${news}
        left join ${newsTranslations} on ${versionOf(newsTranslations.newsId, news.id, newsTranslations.language, language)}
      where (${news.schoolId} is null or ${news.schoolId} = ${p.school}::int) and ${news.publishedAt} <= now()
      order by ${news.publishedAt} desc, ${news.id} desc limit ${sql.raw(String(NEWS_LIMIT))}) n) as news,
    -- Updates still running on the school's calendar day (end_date is the last day shown).
    (select coalesce(json_agg(u order by u.created_at desc, u.id desc), '[]') from (
      select ${updates.id} as id, ${updates.type} as type, ${inLanguage(updateTranslations.message, updates.message)} as message,
        ${updates.endDate} as end_date, ${updates.createdAt} as created_at, ${textLanguage(updateTranslations.message, language)} as text_language
      from ${updates}
        left join ${updateTranslations} on ${versionOf(updateTranslations.updateId, updates.id, updateTranslations.language, language)}
      where (${updates.schoolId} is null or ${updates.schoolId} = ${p.school}::int) and ${updates.endDate} >= ${p.today}::date
      order by ${updates.createdAt} desc, ${updates.id} desc limit ${sql.raw(String(UPDATES_LIMIT))}) u) as updates`);

/** Each language's statement and batches, made when a student's home is first read in it. */
const homes = perLanguage(homeIn);
const readHome = (db: Db, read: StudentRead, language: Language) => homes.of(language)(db, read);

/** The dashboard of a student (the route's policy has loaded the student and checked the caller may see it). */
export async function getStudentDashboard(db: Db, student: StudentContext, language: Language, now = new Date()): Promise<StudentDashboard> {
  const home = await readHome(db, { student, quizType: null, now }, language);
  const reports = reportLists(await reportItems(db, home, student, now, language));

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
    subjects: home.subjects.map((s) => ({
      subject_id: s.id, id: s.id, name: s.name, slug: s.slug, image: s.image_url, description: s.description, text_language: s.text_language,
    })),
    admin_news_list: home.news.map((n) => ({
      id: n.id, title: n.title, content: n.content, image: n.image_url, published_at: new Date(n.published_at).toISOString(), text_language: n.text_language,
    })),
    admin_updates: home.updates.map((u) => ({ id: u.id, type: u.type, message: u.message, endDate: u.end_date, text_language: u.text_language })),
    login_count: home.login_count,
    ...reports,
  };
}
