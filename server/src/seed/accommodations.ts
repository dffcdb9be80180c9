import { sql } from 'drizzle-orm';
import { type SeedContext, countRows, insertedRows } from './context';

/**
 * Extra time in timed quizzes (ADR 0040), so a newcomer sees it at once: demo.teacher gave two of demo.student's
 * classmates in 7 A extra time (1.25×, and 1.5× + 10 minutes). Never demo.student, whose quizzes keep their own time.
 */
export async function seedAccommodations(ctx: SeedContext): Promise<void> {
  const result = await ctx.db.execute(sql`
    with demo as (
      select p.school_id, p.grade, p.section, u.id from users u join student_profiles p on p.user_id = u.id where u.username = 'demo.student'
    ),
    classmates as (
      select p.user_id, p.school_id, row_number() over (order by u.username) as n
      from student_profiles p join users u on u.id = p.user_id join demo d on d.school_id = p.school_id and d.grade = p.grade and d.section = p.section
      where p.user_id <> d.id and u.role = 'student'
    )
    insert into time_accommodations (student_id, school_id, time_percent, extra_minutes, set_by, set_at)
    select c.user_id, c.school_id, case c.n when 1 then 125 else 150 end, case c.n when 1 then 0 else 10 end,
      (select id from users where username = 'demo.teacher'), ${ctx.now}::timestamptz - interval '1 day'
    from classmates c where c.n <= 2`);
  countRows(ctx, 'time_accommodations', insertedRows(result));
}
