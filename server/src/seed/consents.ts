import { sql } from 'drizzle-orm';
import { type SeedContext, countRows, insertedRows } from './context';

/**
 * Parents' consent for their children to be named on leaderboards beyond their school (ADR 0035): two in three of the
 * confirmed parents gave it when the school confirmed their link (demo.parent among them), so the all-schools lists
 * show some names and, for every other child, initials.
 */
export async function seedConsents(ctx: SeedContext): Promise<void> {
  const result = await ctx.db.execute(sql`
    insert into parental_consents (student_id, parent_id, purpose, notice_version, verified_how, verified_by, given_at)
    select l.student_id, l.parent_id, 'leaderboards', n.version, 'school-confirmed-link', l.decided_by, greatest(coalesce(l.decided_at, l.created_at), n.published_at)
    from parent_child_links l, (select max(version) as version, min(published_at) as published_at from privacy_notices) n
    where l.status = 'approved' and (l.student_id % 3 <> 0 or l.parent_id = (select id from users where username = 'demo.parent'))`);
  countRows(ctx, 'parental_consents', insertedRows(result));
}
