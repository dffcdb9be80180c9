import { sql } from 'drizzle-orm';
import { publishStandardNotice } from '../features/privacy';
import { type SeedContext, countRows } from './context';

/**
 * The product's privacy notice, version 1, accepted by every demo account when it was made (as the sign-up form
 * records it), so the demo opens on its dashboards. An administrator who publishes version 2 sees everyone asked again.
 */
export async function seedPrivacyNotice(ctx: SeedContext): Promise<void> {
  await publishStandardNotice(ctx.db);
  const result = await ctx.db.execute(sql`
    insert into privacy_notice_acceptances (user_id, version, accepted_at)
    select u.id, n.version, greatest(u.created_at, n.published_at) from users u, (select max(version) as version, min(published_at) as published_at from privacy_notices) n`);
  const inserted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  countRows(ctx, 'privacy_notice_acceptances', inserted.rowCount ?? inserted.affectedRows ?? 0);
}
