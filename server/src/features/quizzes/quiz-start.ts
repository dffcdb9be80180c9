import { sql } from 'drizzle-orm';
import { QUIZ_CLOSED_MESSAGE, type QuizStartResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../../core/identity/student-context';
import { closeAttempts, epochMs, isTimeOver, secondsLeft } from './attempt-scoring';
import { preparedStatement } from '../../db/prepared';
import { ALREADY_SUBMITTED, TIME_OVER } from './quiz-attempt.service';
import { openToStudents } from './quiz-visibility';

interface StartRow {
  attempt_id: number | null;
  status: string | null;
  started_ms: number | null;
  deadline_ms: number | null;
  created: boolean;
  /** Whether an open assignment to the student's class was found (looked for only when there was no attempt). */
  assigned: boolean;
  closed: boolean;
  total: number | null;
  quiz_name: string | null;
  topic: string | null;
  quiz_type: string | null;
  time_minutes: number | null;
  questions: QuizStartResponse['questions'] | null;
  saved: QuizStartResponse['saved_answers'] | null;
}

/**
 * One statement: the student's attempt, or a new one made by INSERT … SELECT from the quiz's open assignment to the
 * student's class (a quiz closes at the end of its due date in the school's time zone, ADR 0005) with its question
 * count and a deadline of now + time × 60 s, with the student's extra time (set here, never by the browser); then, for a running attempt, the quiz
 * and its questions and options (ids and texts only, never is_correct) and, when resumed, the answers saved so far.
 * The assignment is checked when the attempt is created only: a running attempt stays the student's even if their
 * class changes meanwhile.
 */
const startStatement = preparedStatement('quiz_start', ['student', 'quiz', 'school', 'grade', 'section', 'today', 'now'], (p) => sql`
  with existing as (
    select a.id, a.status, a.started_at, a.deadline_at from quiz_attempts a
    where a.student_id = ${p.student}::int and a.quiz_id = ${p.quiz}::int
  ),
  target as (
    select quizzes.time_minutes, coalesce(qa.due_date < ${p.today}::date, false) as closed,
      (select count(*)::int from questions q where q.quiz_id = quizzes.id) as total,
      -- The student's extra time (ADR 0040): the quiz's time × percent / 100 + minutes.
      coalesce(ta.time_percent, 100) as time_percent, coalesce(ta.extra_minutes, 0) as extra_minutes
    from quiz_assignments qa join quizzes on quizzes.id = qa.quiz_id
    left join time_accommodations ta on ta.student_id = ${p.student}::int
    where qa.quiz_id = ${p.quiz}::int and qa.school_id = ${p.school}::int and qa.grade = ${p.grade}::int
      and qa.section = ${p.section}::text and ${openToStudents} and not exists (select 1 from existing)
    limit 1
  ),
  created as (
    insert into quiz_attempts (quiz_id, student_id, school_id, status, started_at, deadline_at, total_questions)
    select ${p.quiz}::int, ${p.student}::int, ${p.school}::int, 'in_progress', ${p.now}::timestamptz,
      ${p.now}::timestamptz + (t.time_minutes * t.time_percent * 600 + t.extra_minutes * 60000) * interval '1 millisecond', t.total
    from target t where not t.closed and t.total > 0
    on conflict (student_id, quiz_id) do nothing
    returning id, status, started_at, deadline_at
  ),
  attempt as (
    select e.id, e.status, e.started_at, e.deadline_at, false as created from existing e
    union all
    select c.id, c.status, c.started_at, c.deadline_at, true from created c
  )
  select a.id as attempt_id, a.status, ${epochMs(sql`a.started_at`)} as started_ms, ${epochMs(sql`a.deadline_at`)} as deadline_ms,
    coalesce(a.created, false) as created, t.time_minutes is not null as assigned, coalesce(t.closed, false) as closed, t.total,
    qz.quiz_name, qz.topic, qz.quiz_type, qz.time_minutes,
    (select coalesce(json_agg(json_build_object('id', q.id, 'question', q.text, 'answers', o.list) order by q.position), '[]'::json)
      from questions q
      join lateral (
        select json_agg(json_build_object('id', x.id, 'answer', x.text) order by x.position) as list from answers x where x.question_id = q.id
      ) o on o.list is not null
      where q.quiz_id = qz.id) as questions,
    -- A new attempt has nothing saved yet: not read.
    (select coalesce(json_agg(json_build_object('question_id', s.question_id, 'answer_id', s.answer_id) order by s.question_id), '[]'::json)
      from attempt_answers s where not a.created and s.attempt_id = a.id and s.answer_id is not null) as saved
  from (select 1) one
  left join attempt a on true
  left join target t on true
  left join quizzes qz on qz.id = ${p.quiz}::int and a.status = 'in_progress'
`);

/**
 * Starts the student's one attempt at a quiz or resumes the running one with its deadline and the answers saved
 * so far — one statement either way. A submitted attempt cannot start again (409); one whose time ran out unseen is
 * closed with the answers saved in time, and the student is told so (409).
 */
export async function startAttempt(db: Db, student: StudentContext, quizId: number, now: Date): Promise<{ created: boolean; body: QuizStartResponse }> {
  // Two starts at once (a double click, two tabs): the loser's insert finds the winner's row and does nothing; the
  // statement runs once more and resumes the winner's attempt.
  for (let round = 0; round < 2; round++) {
    const [row] = await startStatement<StartRow>(db, {
      student: student.id, quiz: quizId, school: student.schoolId, grade: student.grade, section: student.section,
      today: schoolToday(student.timeZone, now), now: now.toISOString(),
    });
    if (row.attempt_id === null) {
      if (!row.assigned) throw notFound('This quiz is not assigned to your class.');
      if (row.closed) throw conflict(QUIZ_CLOSED_MESSAGE);
      if (row.total === 0) throw conflict('This quiz has no questions yet.');
      continue;
    }
    if (row.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    const deadline = new Date(row.deadline_ms!);
    if (isTimeOver(deadline, now)) {
      await closeAttempts(db, sql`a.id = ${row.attempt_id}::int`, sql`a.deadline_at`);
      throw conflict(`${TIME_OVER} Your saved answers were submitted.`);
    }
    const list = row.questions ?? [];
    return {
      created: row.created,
      body: {
        id: quizId, quiz_name: row.quiz_name!, topic: row.topic!, quiz_type: row.quiz_type as QuizType, time: row.time_minutes!,
        no_of_questions: list.length, questions: list,
        attempt_id: row.attempt_id, started_at: new Date(row.started_ms!).toISOString(), deadline_at: deadline.toISOString(),
        seconds_left: secondsLeft(deadline, now), resumed: !row.created,
        allowed_seconds: Math.round((row.deadline_ms! - row.started_ms!) / 1000),
        saved_answers: row.saved ?? [],
      },
    };
  }
  throw conflict('The quiz could not be started; please try again.');
}
