import { sql } from 'drizzle-orm';
import { DEFAULT_PRIVACY_REQUEST_DAYS } from '../config';
import { type SeedContext, countRows, insertedRows } from './context';

const DAY = 86_400_000;

/**
 * Privacy requests (ADR 0037) so the school office's queue and the privacy centre are not empty at first sight: demo.parent
 * asked three days ago for a correction about demo.student, still waiting for demo.school; a classmate's grievance was
 * answered weeks ago, with the school's reason.
 */
export async function seedPrivacyRequests(ctx: SeedContext): Promise<void> {
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY);
  const due = (daysAgo: number) => new Date(ctx.now.getTime() + (DEFAULT_PRIVACY_REQUEST_DAYS - daysAgo) * DAY);
  const result = await ctx.db.execute(sql`
    with demo as (
      select s.id as student_id, s.school_id, p.id as parent_id, o.id as office_id
      from users s, users p, users o
      where s.username = 'demo.student' and p.username = 'demo.parent' and o.username = 'demo.school'
    ), classmate as (
      select u.id from users u join demo on u.school_id = demo.school_id
      where u.role = 'student' and u.id <> demo.student_id and u.approval_status = 'approved' order by u.id limit 1
    )
    insert into privacy_requests (kind, status, student_id, school_id, requested_by, requested_by_role, details, created_at, due_at, decided_at, decided_by, decision_reason)
    select 'correction', 'open', student_id, school_id, parent_id, 'parent',
      'The report card sent home shows section B, but my child is in 7 A. Please correct it.', ${at(3)}::timestamptz, ${due(3)}::timestamptz, null::timestamptz, null::int, null::text
    from demo
    union all
    select 'grievance', 'done', classmate.id, demo.school_id, classmate.id, 'student',
      'My full name showed on the all-schools leaderboard.', ${at(40)}::timestamptz, ${due(40)}::timestamptz, ${at(33)}::timestamptz, demo.office_id,
      'Other schools now see your initials only, unless a parent agrees to your name. Thank you for telling us.'
    from demo, classmate`);
  countRows(ctx, 'privacy_requests', insertedRows(result));
}
