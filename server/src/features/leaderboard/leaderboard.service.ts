import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { StudentContext } from '../students/student-context';
import { scoresOf } from './leaderboard-scores';

interface RankedRow {
  student_id: number;
  user_name: string;
  school_name: string;
  school_id: number;
  grade: number;
  section: string;
  score: number;
  overall_rank: number;
  overall_pos: number;
  grade_rank: number;
  grade_pos: number;
  section_rank: number;
  section_pos: number;
  max_score: number;
  avg_score: number;
  ranked_count: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The leaderboard of every student of every school, in one query.
 *
 * Score: the average score_percent over the quizzes that count for a student — each quiz they
 * submitted, and each quiz assigned to their class whose due day (in the school's time zone) has
 * passed since they joined, a missed one counting 0. An average keeps scores on the charts' 0–100 scale and is fair
 * between grades with different numbers of quizzes; counting missed quizzes as 0 means skipping a
 * hard quiz cannot raise a score, while quizzes still open only count once taken.
 *
 * Equal scores share a rank (rank(): 1, 1, 3); the lists break ties by name so they stay stable.
 * The ranking is over everyone because overall leaders and the student's overall rank need every
 * score; the filtered joins use quiz_assignments_class_uq (quiz_id first), quiz_attempts_quiz_idx and
 * the (student_id, quiz_id) unique index.
 */
export async function studentLeaderboard(db: Db, me: StudentContext, quizType?: QuizType): Promise<LeaderboardResponse> {
  const result = await db.execute(sql`
    with ${scoresOf(sql`true`, quizType)},
    ranked as (
      select sc.student_id, sc.score, sp.school_id, sp.grade, sp.section,
        coalesce(nullif(u.name, ''), u.username) as user_name, sch.name as school_name,
        rank() over (order by sc.score desc)::int as overall_rank,
        row_number() over (order by sc.score desc, coalesce(nullif(u.name, ''), u.username), sc.student_id)::int as overall_pos,
        rank() over (partition by sp.school_id, sp.grade order by sc.score desc)::int as grade_rank,
        row_number() over (partition by sp.school_id, sp.grade order by sc.score desc, coalesce(nullif(u.name, ''), u.username), sc.student_id)::int as grade_pos,
        rank() over (partition by sp.school_id, sp.grade, sp.section order by sc.score desc)::int as section_rank,
        row_number() over (partition by sp.school_id, sp.grade, sp.section order by sc.score desc, coalesce(nullif(u.name, ''), u.username), sc.student_id)::int as section_pos,
        max(sc.score) over () as max_score,
        avg(sc.score) over () as avg_score,
        count(*) over ()::int as ranked_count
      from scores sc
      join student_profiles sp on sp.user_id = sc.student_id
      join users u on u.id = sc.student_id
      join schools sch on sch.id = sp.school_id
    )
    select * from ranked
    where overall_pos <= ${LEADERBOARD_SIZE}
      or (school_id = ${me.schoolId} and grade = ${me.grade} and grade_pos <= ${LEADERBOARD_SIZE})
      or (school_id = ${me.schoolId} and grade = ${me.grade} and section = ${me.section} and section_pos <= ${LEADERBOARD_SIZE})
      or student_id = ${me.id}
    order by overall_pos
  `);
  const rows = (result as unknown as { rows: RankedRow[] }).rows;

  const mine = rows.find((r) => r.student_id === me.id);
  const inMyGrade = rows.filter((r) => r.school_id === me.schoolId && r.grade === me.grade);
  const leader = (r: RankedRow, rank: number) => ({ rank, user: r.user_name, score: r.score, is_you: r.student_id === me.id });
  return {
    quiz_type: quizType ?? null,
    student_rank: mine?.overall_rank ?? null,
    student_score: mine?.score ?? 0,
    max_student_score: rows[0]?.max_score ?? 0,
    average_student_score: round1(rows[0]?.avg_score ?? 0),
    ranked_students: rows[0]?.ranked_count ?? 0,
    grade_rank: mine?.grade_rank ?? null,
    section_rank: mine?.section_rank ?? null,
    overall_leaders: rows.filter((r) => r.overall_pos <= LEADERBOARD_SIZE)
      .map((r) => ({ ...leader(r, r.overall_rank), school: r.school_name })),
    grade_leaders: inMyGrade.filter((r) => r.grade_pos <= LEADERBOARD_SIZE).sort((a, b) => a.grade_pos - b.grade_pos)
      .map((r) => leader(r, r.grade_rank)),
    section_leaders: inMyGrade.filter((r) => r.section === me.section && r.section_pos <= LEADERBOARD_SIZE).sort((a, b) => a.section_pos - b.section_pos)
      .map((r) => leader(r, r.section_rank)),
  };
}
