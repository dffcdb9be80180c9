import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type QuizType, type StaffLeader, type StaffLeaderboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { LeaderboardRanks } from '../../read-models/leaderboard-ranks';
import type { SchoolContext } from '../../core/identity/schools';
import { rowsOf } from '../../db/rows';
import { initialsOf, namedBeyondSchoolSql } from '../privacy';

/**
 * The staff dashboards' leaderboard (ADR 0007). The score is the student leaderboard's (ADR 0004,
 * leaderboard.service.ts): the mean score_percent over the quizzes that count for a student — every quiz they
 * submitted, and every quiz assigned to their class whose due day has passed (a missed one counts 0), except those
 * that closed before the student joined. A student with no quiz that counts is not ranked. Equal scores share a
 * rank; ties are listed by name.
 */


interface SchoolRow { grade: number; section: string; name: string; score: number; grade_rank: number; grade_pos: number; section_rank: number; section_pos: number }
interface NationRow { name: string; school: string; school_id: number; score: number; rank: number; named_beyond_school: boolean }

/** The school's top 10 per grade and per class, from its students' rows of leaderboard_ranks. */
async function schoolBoards(db: Db, school: SchoolContext, key: string) {
  const result = await db.execute(sql`
    select grade, section, user_name as name, score, grade_rank, grade_pos, section_rank, section_pos
    from leaderboard_ranks
    where quiz_type = ${key} and school_id = ${school.id} and (grade_pos <= ${LEADERBOARD_SIZE} or section_pos <= ${LEADERBOARD_SIZE})
    order by grade, section`);
  const rows = rowsOf<SchoolRow>(result);
  const leader = (r: SchoolRow, rank: number): StaffLeader => ({ rank, name: r.name, school: school.name, total_score: r.score });

  const gradewise: StaffLeaderboard['gradewise'] = {};
  const sectionwise: StaffLeaderboard['sectionwise'] = {};
  for (const r of [...rows].sort((a, b) => a.grade - b.grade || a.grade_pos - b.grade_pos)) {
    if (r.grade_pos <= LEADERBOARD_SIZE) (gradewise[String(r.grade)] ??= []).push(leader(r, r.grade_rank));
  }
  for (const r of [...rows].sort((a, b) => a.grade - b.grade || a.section.localeCompare(b.section) || a.section_pos - b.section_pos)) {
    if (r.section_pos <= LEADERBOARD_SIZE) ((sectionwise[String(r.grade)] ??= {})[r.section] ??= []).push(leader(r, r.section_rank));
  }
  return { gradewise, sectionwise };
}

/**
 * Top 10 of every school. Another school's child is named only with a parent's consent, otherwise shown by initials
 * (ADR 0035).
 */
async function nationwideTop(db: Db, school: SchoolContext, key: string): Promise<StaffLeader[]> {
  const result = await db.execute(sql`
    select user_name as name, school_name as school, school_id, score, overall_rank as rank,
      ${namedBeyondSchoolSql(sql`leaderboard_ranks.student_id`)} as named_beyond_school
    from leaderboard_ranks
    where quiz_type = ${key} and overall_pos <= ${LEADERBOARD_SIZE}
    order by overall_pos`);
  return rowsOf<NationRow>(result).map((r) => ({
    rank: r.rank, name: r.school_id === school.id || r.named_beyond_school ? r.name : initialsOf(r.name), school: r.school, total_score: r.score,
  }));
}

/** Top 10 per grade and class of the school, and of every school (ranked in leaderboard_ranks, ADR 0020). */
export async function staffLeaderboard(db: Db, ranks: LeaderboardRanks, school: SchoolContext, quizType?: QuizType): Promise<StaffLeaderboard> {
  const key = await ranks.ready(quizType);
  const [boards, nationwide] = await Promise.all([schoolBoards(db, school, key), nationwideTop(db, school, key)]);
  return { quiz_type: quizType ?? null, ...boards, nationwide };
}
