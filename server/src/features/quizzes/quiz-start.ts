import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUIZ_CLOSED_MESSAGE, QUIZ_MAX_QUESTIONS, type Language, type QuizStartResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../../core/identity/student-context';
import { closeAttempts, epochMs, isAnswered, isTimeOver, secondsLeft } from './attempt-scoring';
import { preparedStatement } from '../../db/prepared';
import { ALREADY_SUBMITTED, TIME_OVER } from './quiz-attempt.service';
import { openToStudents } from './quiz-visibility';
import { answers, questions, quizzes } from './quizzes.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { answerTranslations, questionTranslations, quizTranslations } from '../translations/translations.table';

const QUIZ_MAX_QUESTIONS_SQL = sql.raw(String(QUIZ_MAX_QUESTIONS));

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
  marks_total: number | null;
  negative_percent: number | null;
  quiz_name: string | null;
  topic: string | null;
  text_language: Language | null;
  quiz_type: string | null;
  time_minutes: number | null;
  questions: QuizStartResponse['questions'] | null;
  saved: QuizStartResponse['saved_answers'] | null;
}

/**
 * One statement: the student's attempt, or a new one made by INSERT … SELECT from the quiz's open assignment to the
 * student's class (a quiz closes at the end of its due date in the school's time zone, ADR 0005) with its paper (the
 * questions drawn and their order, ADR 0041), their count and marks, and a deadline of now + time × 60 s, with the student's extra time (set here, never by the browser); then, for a running attempt, the quiz
 * and its questions and options (ids and texts only, never is_correct) and, when resumed, the answers saved so far.
 * The assignment is checked when the attempt is created only: a running attempt stays the student's even if their
 * class changes meanwhile.
 */
// The paper's tables under the names the statement gives them, so the versions join them by their columns.
const qz = alias(quizzes, 'qz');
const q = alias(questions, 'q');
const x = alias(answers, 'x');
const qzv = alias(quizTranslations, 'qzv');
const qv = alias(questionTranslations, 'qv');
const xv = alias(answerTranslations, 'xv');

/**
 * The paper's texts are in the student's language where a version has them, else English (ADR 0044): each version
 * joined by its primary key (item, language), the language bound in the statement, one statement per language. Marking
 * reads none of them: options are the same ids in every language.
 */
const startStatement = (language: Language) => preparedStatement(`quiz_start_${language}`, ['student', 'quiz', 'school', 'grade', 'section', 'today', 'now'], (p) => sql`
  with existing as (
    select a.id, a.status, a.started_at, a.deadline_at, a.question_ids, a.marks_total from quiz_attempts a
    where a.student_id = ${p.student}::int and a.quiz_id = ${p.quiz}::int
  ),
  target as (
    select quizzes.time_minutes, quizzes.draw_count, quizzes.shuffle, coalesce(qa.due_date < ${p.today}::date, false) as closed,
      -- The student's extra time (ADR 0040): the quiz's time × percent / 100 + minutes.
      coalesce(ta.time_percent, 100) as time_percent, coalesce(ta.extra_minutes, 0) as extra_minutes
    from quiz_assignments qa join quizzes on quizzes.id = qa.quiz_id
    left join time_accommodations ta on ta.student_id = ${p.student}::int
    where qa.quiz_id = ${p.quiz}::int and qa.school_id = ${p.school}::int and qa.grade = ${p.grade}::int
      and qa.section = ${p.section}::text and ${openToStudents} and not exists (select 1 from existing)
    limit 1
  ),
  drawn as (
    -- The new attempt's questions (ADR 0041): all of the quiz's, or a pool quiz's draw_count of them — those the
    -- student has not met in another quiz (the same text) first, then in an order of their own.
    select q.id, q.position, q.marks from questions q cross join target t
    where q.quiz_id = ${p.quiz}::int
    order by case when t.draw_count is null then 0 when exists (
        select 1 from quiz_attempts pa join questions pq on pq.quiz_id = pa.quiz_id
        where pa.student_id = ${p.student}::int and pa.quiz_id <> ${p.quiz}::int
          and (pa.question_ids is null or pq.id = any(pa.question_ids))
          and lower(btrim(pq.text)) = lower(btrim(q.text))) then 1 else 0 end,
      md5(${p.student}::text || ':' || q.id::text) collate "C"
    limit coalesce((select t2.draw_count from target t2), ${QUIZ_MAX_QUESTIONS_SQL})
  ),
  paper as (
    select count(*)::int as total, coalesce(sum(d.marks), 0)::int as marks,
      -- Kept when the quiz draws or shuffles: the order this attempt shows, fixed across reloads.
      case when bool_or(t.draw_count is not null or t.shuffle) then array_agg(d.id order by
        case when t.shuffle then md5(${p.student}::text || ':' || ${p.quiz}::text || ':' || d.id::text) else lpad(d.position::text, 10, '0') end collate "C")
      end as ids
    from drawn d cross join target t
  ),
  created as (
    insert into quiz_attempts (quiz_id, student_id, school_id, status, started_at, deadline_at, total_questions, marks_total, question_ids)
    select ${p.quiz}::int, ${p.student}::int, ${p.school}::int, 'in_progress', ${p.now}::timestamptz,
      ${p.now}::timestamptz + (t.time_minutes * t.time_percent * 600 + t.extra_minutes * 60000) * interval '1 millisecond',
      pp.total, pp.marks, pp.ids
    from target t, paper pp where not t.closed and pp.total > 0
    on conflict (student_id, quiz_id) do nothing
    returning id, status, started_at, deadline_at, question_ids, marks_total
  ),
  attempt as (
    select e.id, e.status, e.started_at, e.deadline_at, e.question_ids, e.marks_total, false as created from existing e
    union all
    select c.id, c.status, c.started_at, c.deadline_at, c.question_ids, c.marks_total, true from created c
  )
  select a.id as attempt_id, a.status, ${epochMs(sql`a.started_at`)} as started_ms, ${epochMs(sql`a.deadline_at`)} as deadline_ms,
    coalesce(a.created, false) as created, t.time_minutes is not null as assigned, coalesce(t.closed, false) as closed,
    (select pp.total from paper pp) as total, a.marks_total, qz.negative_percent,
    ${inLanguage(qzv.quizName, qz.quizName)} as quiz_name, ${inLanguage(qzv.topic, qz.topic)} as topic,
    ${textLanguage(qzv.quizName, language)} as text_language, qz.quiz_type, qz.time_minutes,
    -- The paper: choice questions with their options (ids and texts only, never is_correct; in the attempt's own
    -- order when the quiz shuffles, true/false kept as written), typed questions without any.
    (select coalesce(json_agg(json_build_object('id', q.id, 'question', ${inLanguage(qv.text, q.text)}, 'kind', q.kind, 'marks', q.marks,
        'answers', o.list, 'text_language', ${textLanguage(qv.text, language)})
        order by coalesce(array_position(a.question_ids, q.id), q.position)), '[]'::json)
      from questions q
      left join question_translations qv on ${versionOf(qv.questionId, q.id, qv.language, language)}
      cross join lateral (
        select coalesce(json_agg(json_build_object('id', x.id, 'answer', ${inLanguage(xv.text, x.text)}) order by
          case when qz.shuffle and q.kind <> 'true_false' then md5(a.id::text || ':' || x.id::text) else lpad(x.position::text, 10, '0') end collate "C"), '[]'::json) as list
        from answers x
        left join answer_translations xv on ${versionOf(xv.answerId, x.id, xv.language, language)}
        where x.question_id = q.id and q.kind in ('single', 'multiple', 'true_false')
      ) o
      where q.quiz_id = qz.id and (a.question_ids is null or q.id = any(a.question_ids))) as questions,
    -- A new attempt has nothing saved yet: not read.
    (select coalesce(json_agg(json_strip_nulls(json_build_object('question_id', s.question_id, 'answer_id', s.answer_id,
        'answer_ids', case when cardinality(s.choice_ids) > 0 then s.choice_ids end, 'response', s.response)) order by s.question_id), '[]'::json)
      from attempt_answers s where not a.created and s.attempt_id = a.id and ${isAnswered(sql`s`)}) as saved
  from (select 1) one
  left join attempt a on true
  left join target t on true
  left join quizzes qz on qz.id = ${p.quiz}::int and a.status = 'in_progress'
  left join quiz_translations qzv on ${versionOf(qzv.quizId, qz.id, qzv.language, language)}
`);
/** Each language's statement, made when a student first starts a quiz in it. */
const startStatements = new Map<Language, ReturnType<typeof startStatement>>();
const startStatementIn = (language: Language) => {
  let statement = startStatements.get(language);
  if (!statement) startStatements.set(language, statement = startStatement(language));
  return statement;
};

/**
 * Starts the student's one attempt at a quiz or resumes the running one with its deadline and the answers saved
 * so far — one statement either way. A submitted attempt cannot start again (409); one whose time ran out unseen is
 * closed with the answers saved in time, and the student is told so (409).
 */
export async function startAttempt(db: Db, student: StudentContext, quizId: number, now: Date, language: Language): Promise<{ created: boolean; body: QuizStartResponse }> {
  // Two starts at once (a double click, two tabs): the loser's insert finds the winner's row and does nothing; the
  // statement runs once more and resumes the winner's attempt.
  for (let round = 0; round < 2; round++) {
    const [row] = await startStatementIn(language)<StartRow>(db, {
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
        text_language: row.text_language!,
        no_of_questions: list.length, questions: list,
        attempt_id: row.attempt_id, started_at: new Date(row.started_ms!).toISOString(), deadline_at: deadline.toISOString(),
        seconds_left: secondsLeft(deadline, now), resumed: !row.created,
        max_marks: row.marks_total!, negative_percent: row.negative_percent!,
        allowed_seconds: Math.round((row.deadline_ms! - row.started_ms!) / 1000),
        saved_answers: row.saved ?? [],
      },
    };
  }
  throw conflict('The quiz could not be started; please try again.');
}
