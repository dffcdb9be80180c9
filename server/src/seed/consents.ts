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

/**
 * A few confirmed parents withdrew what the school's teaching otherwise runs (ADR 0035), so the ledger shows a
 * withdrawal and its effect: one child in ten (never demo.student) without lesson time, whose recorded time is
 * deleted as a withdrawal deletes it (the kept school figures are recounted after the seed), and another one in ten
 * without the school's messages. Run after the activity and the messages are seeded.
 */
export async function seedConsentWithdrawals(ctx: SeedContext): Promise<void> {
  const demoChild = sql`(select id from users where username = 'demo.student')`;
  const withdrawals = [['learning_records', 3], ['notifications', 7]] as const;
  for (const [purpose, rest] of withdrawals) {
    const result = await ctx.db.execute(sql`
      insert into parental_consents (student_id, parent_id, purpose, notice_version, verified_how, verified_by, given_at, withdrawn_at)
      select distinct on (l.student_id) l.student_id, l.parent_id, ${purpose}, n.version, 'school-confirmed-link', l.decided_by, null::timestamptz,
        ${ctx.now}::timestamptz - make_interval(days => 3 + l.student_id % 20)
      from parent_child_links l, (select max(version) as version from privacy_notices) n
      where l.status = 'approved' and l.student_id % 10 = ${rest} and l.student_id <> ${demoChild}
      order by l.student_id, l.parent_id`);
    countRows(ctx, 'parental_consents', insertedRows(result));
  }
  const withdrawn = (purpose: string) => sql`(select student_id from parental_consents where purpose = ${purpose} and given_at is null)`;
  const deletions = [
    ['activity_daily', sql`delete from activity_daily where student_id in ${withdrawn('learning_records')}`],
    ['activity_clocks', sql`delete from activity_clocks where student_id in ${withdrawn('learning_records')}`],
    ['notification_recipients', sql`delete from notification_recipients where user_id in ${withdrawn('notifications')}`],
  ] as const;
  for (const [table, statement] of deletions) countRows(ctx, table, -insertedRows(await ctx.db.execute(statement)));
}
