import { sql } from 'drizzle-orm';
import { publishStandardNotice } from '../features/privacy';
import { type SeedContext, countRows, insertedRows } from './context';

/**
 * The product's privacy notice, version 1, accepted by every demo account when it was made (as the sign-up form
 * records it), so the demo opens on its dashboards. An administrator who publishes version 2 sees everyone asked again.
 * Every demo school's agreement is recorded too.
 */
export async function seedPrivacyNotice(ctx: SeedContext): Promise<void> {
  await publishStandardNotice(ctx.db);
  const result = await ctx.db.execute(sql`
    insert into privacy_notice_acceptances (user_id, version, accepted_at)
    select u.id, n.version, greatest(u.created_at, n.published_at) from users u, (select max(version) as version, min(published_at) as published_at from privacy_notices) n`);
  countRows(ctx, 'privacy_notice_acceptances', insertedRows(result));
  // Every demo school's data-processing agreement, recorded by the administrator, with its school office as the
  // grievance officer (ADR 0036).
  const agreements = await ctx.db.execute(sql`
    insert into school_privacy_agreements (school_id, agreed_on, signatory, grievance_name, grievance_email, recorded_by, recorded_at)
    select s.id, n.published_at::date, 'Principal, ' || split_part(s.name, ',', 1), coalesce(o.name, o.username), o.email,
      (select id from users where is_superuser order by id limit 1), n.published_at
    from schools s
    join lateral (select name, username, email from users where school_id = s.id and role = 'school' order by id limit 1) o on true,
      (select min(published_at) as published_at from privacy_notices) n`);
  countRows(ctx, 'school_privacy_agreements', insertedRows(agreements));
}

