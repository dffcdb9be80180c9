import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SOURCE_LANGUAGE, type AvailableQuiz, type Language, type QuizReport, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../core/identity/schools';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { inLanguage, versionOf } from '../translations';
import { quizTranslations } from '../translations/translations.table';
import { rowsOf } from '../../db/rows';

/** The quiz types the staff dashboards assign and report on, by the dashboard's tab. */
export type AssignableType = Extract<QuizType, 'homework' | 'pre-assessment' | 'post-assessment'>;

/** The "available" list is the global quiz bank of one type, filtered by the school's grades: kept bounded. */
export const AVAILABLE_QUIZ_LIMIT = 500;

export interface ReportsOf {
  reports: QuizReport[];
  available: AvailableQuiz[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Timestamps leave SQL as ISO 8601 text in UTC, so both engines' drivers hand back the same string. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The students who could take a quiz at the school (ADR 0007): approved students of a class it was assigned to,
 * whose account was made (in the school's calendar) by its due date, or any such student when it has none.
 * `assigned` is a relation of (quiz_id, grade, section, due_date) of the school's assignments.
 */
const eligibleStudents = (school: SchoolContext) => sql`
  select a.quiz_id, sp.user_id as student_id, sp.grade, sp.section, coalesce(nullif(u.name, ''), u.username) as student_name
  from assigned a
  join student_profiles sp on sp.school_id = ${school.id} and sp.grade = a.grade and sp.section = a.section
  join users u on u.id = sp.user_id
  where u.approval_status = 'approved'
    and (a.due_date is null or (u.created_at at time zone ${school.timeZone})::date <= a.due_date)`;

interface StatsRow { quiz_id: number; total: number; attempted: number; average: number; last_submitted: string | null }
interface ResultRow { id: number; student_name: string; grade: number; section: string; score: number; date_attempted: string }

/**
 * A parent's view (ADR 0014): only the quizzes assigned to the child's class, that class alone in `classes`, and
 * only the child's own result rows; the counts stay the figures the teacher sees.
 */
export interface ChildScope { studentId: number; grade: number; section: string }

/**
 * The school's reports for one quiz type, newest assignment first, and the quizzes of that type it can assign.
 * Four statements, each bounded by the school: its assignments of the type (quiz_assignments_class_idx, school
 * first), the counts per quiz over its eligible students (student_profiles_class_idx, then each student's attempt
 * by quiz_attempts_student_quiz_uq), the quiz bank of the type (quizzes_type_grade_idx) and, for ?quiz_id=, one
 * quiz's rows (quiz_assignments_class_uq, quiz first). Any quiz type: the staff tabs ask for the three they assign,
 * a parent also for the exams (ADR 0014). The quizzes' names and topics are in the reader's language where a version
 * has them (ADR 0044; joined by its primary key); the figures are the same in every language.
 */
export async function quizReports(
  db: Db, school: SchoolContext, quizType: QuizType, quizId?: number, child?: ChildScope, grade?: number, language: Language = SOURCE_LANGUAGE,
): Promise<ReportsOf> {
  const version = versionOf(quizTranslations.quizId, quizzes.id, quizTranslations.language, language);
  const quizName = inLanguage(quizTranslations.quizName, quizzes.quizName);
  const topic = inLanguage(quizTranslations.topic, quizzes.topic);
  const assigned = sql`
    select qa.quiz_id, qa.grade, qa.section, qa.due_date, qa.assigned_at
    from quiz_assignments qa join quizzes q on q.id = qa.quiz_id
    where qa.school_id = ${school.id} and q.quiz_type = ${quizType}`;

  const [classRows, stats, available, results] = await Promise.all([
    db.select({
      quizId: quizzes.id, quizName, topic, grade: quizAssignments.grade,
      section: quizAssignments.section, dueDate: quizAssignments.dueDate, assignedAt: quizAssignments.assignedAt,
    })
      .from(quizAssignments)
      .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
      .leftJoin(quizTranslations, version)
      .where(and(
        eq(quizAssignments.schoolId, school.id), eq(quizzes.quizType, quizType),
        child && and(eq(quizAssignments.grade, child.grade), eq(quizAssignments.section, child.section)),
      ))
      .orderBy(asc(quizAssignments.grade), asc(quizAssignments.section)),
    db.execute(sql`
      with assigned as (${assigned}), eligible as (${eligibleStudents(school)})
      select e.quiz_id, count(*)::int as total, count(t.id)::int as attempted,
        coalesce(avg(t.score_percent), 0)::float8 as average, ${iso(sql`max(t.submitted_at)`)} as last_submitted
      from eligible e
      left join quiz_attempts t on t.student_id = e.student_id and t.quiz_id = e.quiz_id and t.status = 'submitted'
      group by e.quiz_id`).then((r) => rowsOf<StatsRow>(r)),
    // A parent cannot assign, so the quiz bank is not read for them.
    child ? Promise.resolve([]) : db.select({ id: quizzes.id, quiz_name: quizName, topic, grade: quizzes.grade })
      .from(quizzes)
      .leftJoin(quizTranslations, version)
      .where(and(
        // Practice quizzes are never assigned (ADR 0022).
        eq(quizzes.quizType, quizType), eq(quizzes.kind, 'graded'),
        // ?grade=: what the assign dialog offers once a class is chosen, that grade's quizzes and the every-grade ones.
        grade === undefined
          ? or(isNull(quizzes.grade), sql`${quizzes.grade} in (select distinct sp.grade from student_profiles sp where sp.school_id = ${school.id})`)
          : or(isNull(quizzes.grade), eq(quizzes.grade, grade)),
        // Every school's quizzes and the school's own; never an archived one (an old version, or deleted after use).
        or(isNull(quizzes.schoolId), eq(quizzes.schoolId, school.id)), isNull(quizzes.archivedAt),
      ))
      // By the name as shown, in the caller's language (the seeded and most authored names start with the subject), so
      // a subject's quizzes sit together; in one collation on every engine, so the same quizzes make the limit everywhere.
      .orderBy(sql`lower(${quizName}) collate "C"`, asc(quizzes.id))
      .limit(AVAILABLE_QUIZ_LIMIT),
    quizId === undefined ? Promise.resolve([] as ResultRow[]) : db.execute(sql`
      with assigned as (${assigned} and qa.quiz_id = ${quizId}), eligible as (${eligibleStudents(school)})
      select t.id, e.student_name, e.grade, e.section, t.score_percent as score,
        ${iso(sql`coalesce(t.submitted_at, t.deadline_at)`)} as date_attempted
      from eligible e
      join quiz_attempts t on t.student_id = e.student_id and t.quiz_id = e.quiz_id and t.status = 'submitted'
      ${child ? sql`where e.student_id = ${child.studentId}` : sql``}
      order by e.grade, e.section, e.student_name, t.id`).then((r) => rowsOf<ResultRow>(r)),
  ]);

  const statsOf = new Map(stats.map((s) => [Number(s.quiz_id), s]));
  const byQuiz = new Map<number, { report: QuizReport; newest: Date }>();
  for (const row of classRows) {
    let entry = byQuiz.get(row.quizId);
    if (!entry) {
      const s = statsOf.get(row.quizId);
      const total = s?.total ?? 0;
      const attempted = s?.attempted ?? 0;
      entry = {
        newest: row.assignedAt,
        report: {
          id: row.quizId, quiz: row.quizName, topic: row.topic, classes: [], total_students: total, students_attempted: attempted,
          average_score: round1(Number(s?.average ?? 0)), completion_rate: total === 0 ? 0 : round1((attempted / total) * 100),
          last_updated: s?.last_submitted ?? null,
          results: row.quizId === quizId ? results.map((r) => ({
            id: r.id, student_name: r.student_name, student_grade: r.grade, student_section: r.section, score: r.score, date_attempted: r.date_attempted,
          })) : [],
        },
      };
      byQuiz.set(row.quizId, entry);
    }
    entry.report.classes.push({ grade: row.grade, section: row.section, due_date: row.dueDate });
    if (row.assignedAt > entry.newest) entry.newest = row.assignedAt;
  }
  const reports = [...byQuiz.values()]
    .sort((a, b) => b.newest.getTime() - a.newest.getTime() || b.report.id - a.report.id)
    .map(({ report, newest }) => ({ ...report, last_updated: report.last_updated ?? newest.toISOString() }));
  // The classes that already have each quiz come from the school's assignments read above (the first statement):
  // no further query, and bounded by the school as it is.
  const classesOf = new Map<number, { grade: number; section: string }[]>();
  for (const row of classRows) {
    const list = classesOf.get(row.quizId) ?? [];
    list.push({ grade: row.grade, section: row.section });
    classesOf.set(row.quizId, list);
  }
  return { reports, available: available.map((quiz) => ({ ...quiz, assigned_classes: classesOf.get(quiz.id) ?? [] })) };
}
