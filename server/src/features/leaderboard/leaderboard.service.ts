import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { StudentContext } from '../../core/identity/student-context';
import type { LeaderboardRanks } from '../../read-models/leaderboard-ranks';
import { initialsOf, namedBeyondSchoolSql } from '../privacy';

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
  named_beyond_school: boolean;
}

interface Totals { max_score: number; avg_score: number; ranked_count: number }

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A child's name as a student of `viewerSchool` sees it on the all-schools list. */
const shownName = (r: Pick<RankedRow, 'school_id' | 'named_beyond_school' | 'user_name'>, viewerSchool: number) =>
  (r.school_id === viewerSchool || r.named_beyond_school ? r.user_name : initialsOf(r.user_name));

/**
 * The student's leaderboard: the top 10 of every school, of the student's grade and of their class, and the
 * student's own ranks.
 *
 * Score: the average score_percent over the quizzes that count for a student — each quiz they
 * submitted, and each quiz assigned to their class whose due day (in the school's time zone) has
 * passed since they joined, a missed one counting 0. An average keeps scores on the charts' 0–100 scale and is fair
 * between grades with different numbers of quizzes; counting missed quizzes as 0 means skipping a
 * hard quiz cannot raise a score, while quizzes still open only count once taken.
 *
 * Equal scores share a rank (rank(): 1, 1, 3); the lists break ties by name so they stay stable. Every student is
 * ranked in leaderboard_ranks (leaderboard-ranks.ts); this reads at most 31 rows of it through its indexes.
 */
export async function studentLeaderboard(db: Db, ranks: LeaderboardRanks, me: StudentContext, quizType?: QuizType): Promise<LeaderboardResponse> {
  const key = await ranks.ready(quizType);
  const [result, totalsResult] = await Promise.all([
    db.execute(sql`
      select student_id, user_name, school_name, school_id, grade, section, score, overall_rank, overall_pos,
        grade_rank, grade_pos, section_rank, section_pos, ${namedBeyondSchoolSql(sql`leaderboard_ranks.student_id`)} as named_beyond_school
      from leaderboard_ranks
      where quiz_type = ${key} and (overall_pos <= ${LEADERBOARD_SIZE}
        or (school_id = ${me.schoolId} and grade = ${me.grade} and grade_pos <= ${LEADERBOARD_SIZE})
        or (school_id = ${me.schoolId} and grade = ${me.grade} and section = ${me.section} and section_pos <= ${LEADERBOARD_SIZE})
        or student_id = ${me.id})
      order by overall_pos`),
    db.execute(sql`select max_score, avg_score, ranked_count from leaderboard_totals where quiz_type = ${key}`),
  ]);
  const rows = (result as unknown as { rows: RankedRow[] }).rows;
  const totals = (totalsResult as unknown as { rows: Totals[] }).rows[0];

  const mine = rows.find((r) => r.student_id === me.id);
  const inMyGrade = rows.filter((r) => r.school_id === me.schoolId && r.grade === me.grade);
  const leader = (r: RankedRow, rank: number) => ({ rank, user: r.user_name, score: r.score, is_you: r.student_id === me.id });
  return {
    quiz_type: quizType ?? null,
    student_rank: mine?.overall_rank ?? null,
    student_score: mine?.score ?? 0,
    max_student_score: totals?.max_score ?? 0,
    average_student_score: round1(totals?.avg_score ?? 0),
    ranked_students: totals?.ranked_count ?? 0,
    grade_rank: mine?.grade_rank ?? null,
    section_rank: mine?.section_rank ?? null,
    // Another school's child is named only with a parent's consent, otherwise shown by initials (ADR 0035).
    overall_leaders: rows.filter((r) => r.overall_pos <= LEADERBOARD_SIZE)
      .map((r) => ({ ...leader(r, r.overall_rank), user: shownName(r, me.schoolId), school: r.school_name })),
    grade_leaders: inMyGrade.filter((r) => r.grade_pos <= LEADERBOARD_SIZE).sort((a, b) => a.grade_pos - b.grade_pos)
      .map((r) => leader(r, r.grade_rank)),
    section_leaders: inMyGrade.filter((r) => r.section === me.section && r.section_pos <= LEADERBOARD_SIZE).sort((a, b) => a.section_pos - b.section_pos)
      .map((r) => leader(r, r.section_rank)),
  };
}
