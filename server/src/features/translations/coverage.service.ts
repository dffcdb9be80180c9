import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Language, TranslatableKind, TranslationCoverage } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { schoolToday } from '../../lib/school-time';
import type { Principal } from '../../policies';
import { lessons, subjects } from '../lessons/lessons.table';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { news, updates } from '../news/news.table';
import { notifications } from '../notifications/notifications.table';
import { KINDS, versionColumn, versionJoin } from './translation-items';
import {
  NEWS_LIMIT, NOTIFICATIONS_LIMIT, NOTIFICATIONS_ORDER, UPDATES_LIMIT, UPDATES_TIME_ZONE, offeredTo, viewerNotifications, viewerSchool,
} from './views.service';

/**
 * The coverage row of the news view (subject_id null): a superuser's news, current updates and notifications, a
 * teacher's own notifications. The server's words, in the caller's language; the editor names it in its own words.
 */
export const NEWS_ROW_NAME = 'News, updates and notifications';
export const NOTIFICATIONS_ROW_NAME = 'Notifications you sent';

/**
 * A kind's fields with English text, and of those the ones with no version in the language — the count the editor's
 * `missing` makes of each item (toItem), in SQL, so a subject's row is the sum of its items in the subject view.
 */
function counts(kind: TranslatableKind): SQL {
  const fields = Object.values(KINDS[kind].fields);
  const has = sql.join(fields.map(({ source }) => sql`(${source} <> '')::int`), sql` + `);
  const missing = sql.join(fields.map(({ source, key }) => sql`(${source} <> '' and ${versionColumn(kind, key)} is null)::int`), sql` + `);
  return sql`${has} as fields, ${missing} as missing`;
}

/** The from-clause of a kind with its version in the language. */
const withVersion = (kind: TranslatableKind, table: SQL | PgTable, language: Language) =>
  sql`${table} left join ${KINDS[kind].versions} on ${versionJoin(kind, language)}`;

/**
 * Per subject (by grade, then name; archived ones left out): the fields with English text of the subject, its lessons
 * and its quizzes with their questions and answers, and how many of them have no version in the language. The subjects
 * and quizzes are those the subject view shows the caller. One statement for every subject.
 */
async function subjectRows(db: Db, school: number | null, language: Language) {
  const offered = school === null ? sql`true` : offeredTo(school, subjects.id);
  const ownQuizzes = school === null ? sql`true` : sql`(${quizzes.schoolId} is null or ${quizzes.schoolId} = ${school})`;
  return rowsOf<{ subject_id: number; name: string; grade: number; fields: number; missing: number }>(await db.execute(sql`
    with subj as (select ${subjects.id} as id, ${subjects.name} as name, ${subjects.grade} as grade from ${subjects}
                  where ${subjects.archivedAt} is null and ${offered}),
    qz as (select ${quizzes.id} as id, ${quizzes.subjectId} as subject_id from ${quizzes}
           where ${quizzes.archivedAt} is null and ${ownQuizzes} and ${quizzes.subjectId} in (select id from subj)),
    f as (
      select subj.id as subject_id, ${counts('subject')} from ${withVersion('subject', subjects, language)} join subj on subj.id = ${subjects.id}
      union all
      select subj.id, ${counts('lesson')} from ${withVersion('lesson', lessons, language)} join subj on subj.id = ${lessons.subjectId}
        where ${lessons.archivedAt} is null
      union all
      select qz.subject_id, ${counts('quiz')} from ${withVersion('quiz', quizzes, language)} join qz on qz.id = ${quizzes.id}
      union all
      select qz.subject_id, ${counts('question')} from ${withVersion('question', questions, language)} join qz on qz.id = ${questions.quizId}
      union all
      select qz.subject_id, ${counts('answer')} from ${withVersion('answer', sql`${answers} join ${questions} on ${questions.id} = ${answers.questionId}`, language)}
        join qz on qz.id = ${questions.quizId})
    select subj.id as subject_id, subj.name, subj.grade, coalesce(sum(f.fields), 0)::int as fields, coalesce(sum(f.missing), 0)::int as missing
    from subj left join f on f.subject_id = subj.id
    group by subj.id, subj.name, subj.grade
    order by subj.grade, subj.name, subj.id`));
}

/**
 * The same counts of the items the news view lists the caller: for a superuser the newest news, the updates still
 * running and the administrators' newest notifications; for a teacher the newest notifications they sent. `items`
 * says whether there is anything at all (a teacher who sent none gets no row).
 */
async function newsRow(db: Db, user: Principal, language: Language, now: Date) {
  const ofNotifications = sql`(select ${counts('notification')} from ${withVersion('notification', notifications, language)}
        where ${viewerNotifications(user)}
        order by ${sql.join(NOTIFICATIONS_ORDER, sql`, `)} limit ${NOTIFICATIONS_LIMIT})`;
  const parts = user.isSuperuser ? [
    sql`(select ${counts('news')} from ${withVersion('news', news, language)}
        order by ${news.publishedAt} desc, ${news.id} desc limit ${NEWS_LIMIT})`,
    sql`(select ${counts('update')} from ${withVersion('update', updates, language)}
        where ${updates.endDate} >= ${schoolToday(UPDATES_TIME_ZONE, now)}::date
        order by ${updates.createdAt} desc, ${updates.id} desc limit ${UPDATES_LIMIT})`,
    ofNotifications,
  ] : [ofNotifications];
  const [row] = rowsOf<{ items: number; fields: number; missing: number }>(await db.execute(sql`
    select count(*)::int as items, coalesce(sum(x.fields), 0)::int as fields, coalesce(sum(x.missing), 0)::int as missing
    from (${sql.join(parts, sql` union all `)}) x`));
  const name = user.isSuperuser ? NEWS_ROW_NAME : NOTIFICATIONS_ROW_NAME;
  return { items: Number(row.items), row: { subject_id: null, name, grade: null, fields: Number(row.fields), missing: Number(row.missing) } };
}

/**
 * What is missing in a language: superusers see every subject and the news, updates and notifications; a teacher the
 * subjects offered to their school, counting every school's quizzes and their own school's, and (when they have sent
 * any) the notifications they sent — the news and updates are not theirs to write.
 */
export async function coverage(db: Db, user: Principal, language: Language, now = new Date()): Promise<TranslationCoverage> {
  const school = viewerSchool(user);
  const rows = await subjectRows(db, school, language);
  const subjectsRows = rows.map((r) => ({ subject_id: r.subject_id, name: r.name, grade: r.grade, fields: Number(r.fields), missing: Number(r.missing) }));
  const news = await newsRow(db, user, language, now);
  return { language, rows: user.isSuperuser || news.items > 0 ? [...subjectsRows, news.row] : subjectsRows };
}
