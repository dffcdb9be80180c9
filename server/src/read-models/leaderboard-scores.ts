import { sql, type SQL } from 'drizzle-orm';
import type { QuizType } from '@prayog/contract';

/**
 * The leaderboards' score (ADR 0004), as two CTEs `counted` and `scores` for a `with` clause: the mean
 * score_percent over the quizzes that count for a student — every quiz they submitted, and every quiz assigned to
 * their class whose due day has passed (a missed one counts 0), except those that closed before the student joined.
 */
/** The quizzes that count for each student chosen by `students` (a condition on sp, the student's profile). */
export const scoresOf = (students: SQL, quizType?: QuizType) => {
  const ofType = quizType ? sql`and q.quiz_type = ${quizType}` : sql``;
  return sql`
    counted as (
      select sp.user_id as student_id, qa.quiz_id
      from quiz_assignments qa
      join quizzes q on q.id = qa.quiz_id
      join schools s on s.id = qa.school_id
      join student_profiles sp on sp.school_id = qa.school_id and sp.grade = qa.grade and sp.section = qa.section
      join users u on u.id = sp.user_id
      where ${students}
        and qa.due_date < (now() at time zone s.time_zone)::date
        -- A quiz that closed before the student joined was never theirs to miss.
        and qa.due_date >= (u.created_at at time zone s.time_zone)::date ${ofType}
      union
      select a.student_id, a.quiz_id
      from quiz_attempts a
      join quizzes q on q.id = a.quiz_id
      join student_profiles sp on sp.user_id = a.student_id
      where ${students} and a.status = 'submitted' ${ofType}
    ),
    scores as (
      select c.student_id, round(avg(coalesce(a.score_percent, 0)), 1)::float8 as score
      from counted c
      left join quiz_attempts a on a.student_id = c.student_id and a.quiz_id = c.quiz_id and a.status = 'submitted'
      group by c.student_id
    )`;
};
