import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { certificateUrl, type QuizAttemptState, type QuizListItem, type QuizListResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../students/student-context';
import { quizzes, questions, quizAssignments, quizAttempts, attemptAnswers } from './quizzes.table';
import { closeExpiredAttempts, expiredBefore, secondsLeft } from './attempt-scoring';
import { openToStudents } from './quiz-visibility';

interface ListOptions {
  quizType?: QuizType;
  limit: number;
  offset: number;
}

const param = (name: ListParam) => sql.placeholder(name);
type ListParam = 'student' | 'school' | 'grade' | 'section' | 'joinedOn' | 'type' | 'today' | 'expired' | 'limit' | 'offset';

/**
 * The quizzes assigned to the student's class (quiz_assignments_class_idx), optionally of one type — except
 * those that closed before the student joined, which were never theirs to take (unless they took them anyway).
 */
const assignedToClass = and(
  eq(quizAssignments.schoolId, param('school')),
  eq(quizAssignments.grade, param('grade')),
  eq(quizAssignments.section, param('section')),
  sql`(${param('type')}::text is null or ${quizzes.quizType} = ${param('type')}::text)`,
  or(isNotNull(quizAttempts.id), isNull(quizAssignments.dueDate), gte(quizAssignments.dueDate, param('joinedOn'))),
  // A quiz deleted after others took it stays only with those who took it.
  or(openToStudents, isNotNull(quizAttempts.id)),
);

/** The list's two queries, built once per database with placeholders (a whole class lists at once). */
const listQueries = perDatabase((db) => {
  const page = db
    .select({
      id: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, type: quizzes.quizType, minutes: quizzes.timeMinutes,
      passPercent: quizzes.passPercent, dueDate: quizAssignments.dueDate, assignedAt: quizAssignments.assignedAt,
      questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.quizId} = ${quizzes.id})`,
      attemptId: quizAttempts.id, status: quizAttempts.status, deadlineAt: quizAttempts.deadlineAt, submittedAt: quizAttempts.submittedAt,
      total: quizAttempts.totalQuestions, correct: quizAttempts.correctCount, scorePercent: quizAttempts.scorePercent,
      // Answers saved so far matter only while an attempt runs: a submitted one's are not counted (a district student has dozens).
      answered: sql<number>`case when ${quizAttempts.status} = 'in_progress'
        then (select count(*)::int from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${quizAttempts.id}) else 0 end`,
      // The count, and whether one of the student's attempts ran out unseen, come with the page: one query usually.
      count: sql<number>`(count(*) over ())::int`,
      expired: sql<boolean>`exists (select 1 from quiz_attempts x where x.student_id = ${param('student')}::int
        and x.status = 'in_progress' and x.deadline_at < ${param('expired')}::timestamptz)`,
    })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, param('student'))))
    .where(assignedToClass)
    .orderBy(
      // Running, then still open (soonest due first), then submitted, then closed without an attempt last,
      // so a student who joins late finds the quizzes they can take on the first page.
      sql`case when ${quizAttempts.status} = 'in_progress' then 0
        when ${quizAttempts.status} = 'submitted' then 2
        when ${quizAssignments.dueDate} < ${param('today')}::date then 3 else 1 end`,
      sql`case when ${quizAttempts.status} is null then ${quizAssignments.dueDate} end asc nulls last`,
      desc(sql`coalesce(${quizAttempts.submittedAt}, ${quizAttempts.deadlineAt})`),
      asc(quizzes.id),
    )
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare('quiz_list_page');
  const total = db.select({ total: count() }).from(quizAssignments).innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, param('student'))))
    .where(assignedToClass)
    .prepare('quiz_list_count');
  return { page, total };
});

/**
 * The Assessments panel's card grid: the quizzes of the student's class with the student's own
 * attempt state. Running attempts come first (so a reload finds them on the first page), then the
 * quizzes still to take, soonest due first, then the submitted ones, newest first.
 * Usually one query: expired attempts are closed (and the page read again) only when the page says there are some.
 */
export async function listStudentQuizzes(db: Db, student: StudentContext, opts: ListOptions, now: Date): Promise<QuizListResponse> {
  const queries = listQueries(db);
  const today = schoolToday(student.timeZone, now);
  const values: Record<ListParam, unknown> = {
    student: student.id, school: student.schoolId, grade: student.grade, section: student.section,
    joinedOn: schoolToday(student.timeZone, student.joinedAt), type: opts.quizType ?? null, today,
    expired: expiredBefore(now).toISOString(), limit: opts.limit, offset: opts.offset,
  };

  let rows = await queries.page.execute(values);
  let total = rows[0]?.count ?? 0;
  if (rows.length > 0 && rows[0].expired) {
    // An attempt whose time ran out while nobody was watching becomes a result before it is listed.
    await closeExpiredAttempts(db, student.id, now);
    rows = await queries.page.execute(values);
    total = rows[0]?.count ?? total;
  } else if (rows.length === 0) {
    // Past the last page (or nothing assigned): the page carried neither the count nor the check.
    await closeExpiredAttempts(db, student.id, now);
    [{ total }] = await queries.total.execute(values);
  }

  const results = rows.map((r): QuizListItem => {
    let attempt: QuizAttemptState = { status: 'not_started' };
    if (r.attemptId !== null && r.status === 'in_progress') {
      attempt = { status: 'in_progress', attempt_id: r.attemptId, seconds_left: secondsLeft(r.deadlineAt!, now), answered: r.answered };
    } else if (r.attemptId !== null) {
      const passed = r.scorePercent! >= r.passPercent;
      attempt = {
        status: 'submitted', attempt_id: r.attemptId, score: r.correct!, total: r.total!, score_percent: r.scorePercent!, passed,
        submitted_at: (r.submittedAt ?? r.deadlineAt!).toISOString(), certificate_url: passed ? certificateUrl(r.attemptId) : null,
      };
    }
    return {
      id: r.id, quiz_name: r.name, topic: r.topic, quiz_type: r.type as QuizType, time: r.minutes, no_of_questions: r.questionCount,
      due_date: r.dueDate, assigned_at: r.assignedAt.toISOString(), closed: r.dueDate !== null && r.dueDate < today, attempt,
    };
  });
  return { count: total, limit: opts.limit, offset: opts.offset, results };
}
