import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUIZ_MAX_QUESTIONS, type Language, type QuizStartResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { batcherPerDatabase, type GroupCommit } from '../../core/group-commit';
import type { StudentContext } from '../../core/identity/student-context';
import { schoolToday } from '../../lib/school-time';
import { intArray, textArray, timestampArray } from '../../db/array-literals';
import { preparedStatement } from '../../db/prepared';
import { epochMs, isAnswered } from './attempt-scoring';
import { openToStudents } from './quiz-visibility';
import { answers, questions, quizzes } from './quizzes.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { answerTranslations, questionTranslations, quizTranslations } from '../translations/translations.table';
import { perLanguage } from '../../lib/per-language';

const QUIZ_MAX_QUESTIONS_SQL = sql.raw(String(QUIZ_MAX_QUESTIONS));

export interface StartRow {
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

export interface Start { student: StudentContext; quizId: number; now: Date }

// The paper's tables under the names the statement gives them, so the versions join them by their columns.
const qz = alias(quizzes, 'qz');
const q = alias(questions, 'q');
const x = alias(answers, 'x');
const qzv = alias(quizTranslations, 'qzv');
const qv = alias(questionTranslations, 'qv');
const xv = alias(answerTranslations, 'xv');

/**
 * The starts waiting at one moment, as ONE statement and one commit (ADR 0020's group commit, as saves and submits):
 * a whole school starting an exam at nine would otherwise queue one commit per student for the pooled connections.
 * For each start: the student's attempt, or a new one made by INSERT … SELECT from the quiz's open assignment to the
 * student's class (a quiz closes at the end of its due date in the school's time zone, ADR 0005) with its paper (the
 * questions drawn and their order, ADR 0041), their count and marks, and a deadline of now + time × 60 s with the
 * student's extra time (ADR 0040, set here, never by the browser); then, for a running attempt, the quiz and its
 * questions and options (ids and texts only, never is_correct) and, when resumed, the answers saved so far. The
 * assignment is checked when the attempt is created only: a running attempt stays the student's even if their class
 * changes meanwhile. The paper's texts are in the student's language where a version has them, else English (ADR
 * 0044): one statement (and one batcher) per language. A batch never holds two starts of one student (GroupCommit
 * keys); attempts are inserted in (student, quiz) order, so two batches at once never deadlock on the unique key.
 */
const startBatch = (language: Language) => preparedStatement(`quiz_starts_${language}`, ['students', 'quizzes', 'schools', 'grades', 'sections', 'todays', 'nows'], (p) => sql`
  with input as (
    select * from unnest(${p.students}::int[], ${p.quizzes}::int[], ${p.schools}::int[], ${p.grades}::int[], ${p.sections}::text[],
      ${p.todays}::date[], ${p.nows}::timestamptz[]) with ordinality as i(student_id, quiz_id, school_id, grade, section, today, now, n)
  ),
  existing as (
    select i.n, a.id, a.status, a.started_at, a.deadline_at, a.question_ids, a.marks_total
    from input i join quiz_attempts a on a.student_id = i.student_id and a.quiz_id = i.quiz_id
  ),
  target as (
    select i.n, i.student_id, i.quiz_id, i.school_id, i.now, t.* from input i cross join lateral (
      select quizzes.time_minutes, quizzes.draw_count, quizzes.shuffle, coalesce(qa.due_date < i.today, false) as closed,
        -- The student's extra time (ADR 0040): the quiz's time × percent / 100 + minutes.
        coalesce(ta.time_percent, 100) as time_percent, coalesce(ta.extra_minutes, 0) as extra_minutes
      from quiz_assignments qa join quizzes on quizzes.id = qa.quiz_id
      left join time_accommodations ta on ta.student_id = i.student_id
      where qa.quiz_id = i.quiz_id and qa.school_id = i.school_id and qa.grade = i.grade
        and qa.section = i.section and ${openToStudents} and not exists (select 1 from existing e where e.n = i.n)
      limit 1
    ) t
  ),
  drawn as (
    -- Each new attempt's questions (ADR 0041): all of the quiz's, or a pool quiz's draw_count of them — those the
    -- student has not met in another quiz (the same text) first, then in an order of their own.
    select t.n, d.id, d.position, d.marks from target t cross join lateral (
      select q.id, q.position, q.marks from questions q
      where q.quiz_id = t.quiz_id
      order by case when t.draw_count is null then 0 when exists (
          select 1 from quiz_attempts pa join questions pq on pq.quiz_id = pa.quiz_id
          where pa.student_id = t.student_id and pa.quiz_id <> t.quiz_id
            and (pa.question_ids is null or pq.id = any(pa.question_ids))
            and lower(btrim(pq.text)) = lower(btrim(q.text))) then 1 else 0 end,
        md5(t.student_id::text || ':' || q.id::text) collate "C"
      limit coalesce(t.draw_count, ${QUIZ_MAX_QUESTIONS_SQL})
    ) d
  ),
  paper as (
    select t.n, count(d.id)::int as total, coalesce(sum(d.marks), 0)::int as marks,
      -- Kept when the quiz draws or shuffles: the order this attempt shows, fixed across reloads.
      case when t.draw_count is not null or t.shuffle then array_agg(d.id order by
        case when t.shuffle then md5(t.student_id::text || ':' || t.quiz_id::text || ':' || d.id::text) else lpad(d.position::text, 10, '0') end collate "C")
        filter (where d.id is not null)
      end as ids
    from target t left join drawn d on d.n = t.n
    group by t.n, t.draw_count, t.shuffle, t.student_id, t.quiz_id
  ),
  created as (
    insert into quiz_attempts (quiz_id, student_id, school_id, status, started_at, deadline_at, total_questions, marks_total, question_ids)
    select t.quiz_id, t.student_id, t.school_id, 'in_progress', t.now,
      t.now + (t.time_minutes * t.time_percent * 600 + t.extra_minutes * 60000) * interval '1 millisecond',
      pp.total, pp.marks, pp.ids
    from target t join paper pp on pp.n = t.n where not t.closed and pp.total > 0
    order by t.student_id, t.quiz_id
    on conflict (student_id, quiz_id) do nothing
    returning id, student_id, quiz_id, status, started_at, deadline_at, question_ids, marks_total
  ),
  attempt as (
    select e.n, e.id, e.status, e.started_at, e.deadline_at, e.question_ids, e.marks_total, false as created from existing e
    union all
    select i.n, c.id, c.status, c.started_at, c.deadline_at, c.question_ids, c.marks_total, true
    from created c join input i on i.student_id = c.student_id and i.quiz_id = c.quiz_id
  )
  select i.n::int as n, a.id as attempt_id, a.status, ${epochMs(sql`a.started_at`)} as started_ms, ${epochMs(sql`a.deadline_at`)} as deadline_ms,
    coalesce(a.created, false) as created, t.time_minutes is not null as assigned, coalesce(t.closed, false) as closed,
    coalesce(pp.total, 0) as total, a.marks_total, qz.negative_percent,
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
  from input i
  left join attempt a on a.n = i.n
  left join target t on t.n = i.n
  left join paper pp on pp.n = i.n
  left join quizzes qz on qz.id = i.quiz_id and a.status = 'in_progress'
  left join quiz_translations qzv on ${versionOf(qzv.quizId, qz.id, qzv.language, language)}
`);

async function writeStarts(statement: ReturnType<typeof startBatch>, db: Db, starts: Start[]): Promise<StartRow[]> {
  const column = <T>(f: (s: Start) => T) => starts.map(f);
  const rows = await statement<StartRow & { n: number }>(db, {
    students: intArray(column((s) => s.student.id)), quizzes: intArray(column((s) => s.quizId)),
    schools: intArray(column((s) => s.student.schoolId)), grades: intArray(column((s) => s.student.grade)),
    sections: textArray(column((s) => s.student.section)),
    todays: textArray(column((s) => schoolToday(s.student.timeZone, s.now))), nows: timestampArray(column((s) => s.now)),
  });
  const answered: StartRow[] = new Array(starts.length);
  for (const row of rows) answered[Number(row.n) - 1] = row;
  return answered;
}

/** Each language's start batcher of a database, made when a student first starts a quiz in it. */
const startBatchers = perLanguage((language) => {
  const statement = startBatch(language);
  return batcherPerDatabase((d: Db, starts: Start[]) => writeStarts(statement, d, starts), (s: Start) => s.student.id, 200);
});
export const startBatcher = (db: Db, language: Language): GroupCommit<Start, StartRow> => startBatchers.of(language)(db);

/** Every language's start batcher of a database, drained when the server stops. */
export const startBatchersOf = (db: Db) => startBatchers.made().map((batcher) => batcher(db));
