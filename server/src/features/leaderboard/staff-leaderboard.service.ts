import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type QuizType, type StaffLeader, type StaffLeaderboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import { scoresOf } from './leaderboard-scores';
import type { SchoolContext } from '../schools/schools.service';

/**
 * The staff dashboards' leaderboard (ADR 0007). The score is the student leaderboard's (ADR 0004,
 * leaderboard.service.ts): the mean score_percent over the quizzes that count for a student — every quiz they
 * submitted, and every quiz assigned to their class whose due day has passed (a missed one counts 0), except those
 * that closed before the student joined. A student with no quiz that counts is not ranked. Equal scores share a
 * rank; ties are listed by name.
 */

const NAME = sql`coalesce(nullif(u.name, ''), u.username)`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface SchoolRow { grade: number; section: string; name: string; score: number; grade_rank: number; grade_pos: number; section_rank: number; section_pos: number }
interface NationRow { name: string; school: string; score: number; rank: number }

/**
 * The school's top 10 per grade and per class, in one query over that school's students only: the assignments
 * of the school (quiz_assignments_class_idx) joined to its classes (student_profiles_class_idx), and its students'
 * submitted attempts (student_profiles_class_idx, then quiz_attempts_student_quiz_uq by student).
 */
async function schoolBoards(db: Db, school: SchoolContext, quizType?: QuizType) {
  const result = await db.execute(sql`
    with ${scoresOf(sql`sp.school_id = ${school.id}`, quizType)},
    ranked as (
      select sp.grade, sp.section, ${NAME} as name, sc.score,
        rank() over (partition by sp.grade order by sc.score desc)::int as grade_rank,
        row_number() over (partition by sp.grade order by sc.score desc, ${NAME}, sc.student_id)::int as grade_pos,
        rank() over (partition by sp.grade, sp.section order by sc.score desc)::int as section_rank,
        row_number() over (partition by sp.grade, sp.section order by sc.score desc, ${NAME}, sc.student_id)::int as section_pos
      from scores sc
      join student_profiles sp on sp.user_id = sc.student_id
      join users u on u.id = sc.student_id
    )
    select * from ranked
    where grade_pos <= ${LEADERBOARD_SIZE} or section_pos <= ${LEADERBOARD_SIZE}
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

/** Top 10 of every school: the ranking has to score every student of every school, so it is the costly part. */
async function nationwideTop(db: Db, quizType?: QuizType): Promise<StaffLeader[]> {
  const result = await db.execute(sql`
    with ${scoresOf(sql`true`, quizType)}
    select ${NAME} as name, sch.name as school, sc.score, rank() over (order by sc.score desc)::int as rank
    from scores sc
    join student_profiles sp on sp.user_id = sc.student_id
    join users u on u.id = sc.student_id
    join schools sch on sch.id = sp.school_id
    order by sc.score desc, ${NAME}, sc.student_id
    limit ${LEADERBOARD_SIZE}`);
  return rowsOf<NationRow>(result).map((r) => ({ rank: r.rank, name: r.name, school: r.school, total_score: r.score }));
}

/**
 * Why a cache: the nationwide top 10 is the same for every teacher and school account of every school, and it
 * needs every student's score, so each dashboard opening would otherwise rank the whole country. Scores move
 * only when a quiz is submitted or a due day passes, so a list up to a minute old is as good as a fresh one.
 * Kept per database (tests open several) and per quiz type; concurrent callers share one computation, and a
 * failed one is not kept.
 */
export const NATIONWIDE_TTL_MS = 60_000;
const nationwideCache = new WeakMap<Db, Map<string, { expires: number; value: Promise<StaffLeader[]> }>>();

function cachedNationwide(db: Db, quizType: QuizType | undefined, now: number): Promise<StaffLeader[]> {
  let perDb = nationwideCache.get(db);
  if (!perDb) nationwideCache.set(db, (perDb = new Map()));
  const key = quizType ?? 'all';
  const hit = perDb.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = nationwideTop(db, quizType);
  const entry = { expires: now + NATIONWIDE_TTL_MS, value };
  perDb.set(key, entry);
  value.catch(() => { if (perDb.get(key) === entry) perDb.delete(key); });
  return value;
}

/** Top 10 per grade and class of the school, and of every school. */
export async function staffLeaderboard(db: Db, school: SchoolContext, quizType?: QuizType, now = Date.now()): Promise<StaffLeaderboard> {
  const [boards, nationwide] = await Promise.all([schoolBoards(db, school, quizType), cachedNationwide(db, quizType, now)]);
  return { quiz_type: quizType ?? null, ...boards, nationwide };
}
