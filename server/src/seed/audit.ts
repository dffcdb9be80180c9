import { sql } from 'drizzle-orm';
import { type SeedContext, countRows, insertedRows } from './context';

/**
 * The audit entries the app itself would have written for the programme records seeded above: each club project,
 * Kreativity Show, monthly report and gallery link created by its coach, and every inventory credit and debit. Read
 * from those rows in one statement each, so the log and the records always agree.
 */
export async function seedAuditLog(ctx: SeedContext): Promise<void> {
  const noonIst = (day: ReturnType<typeof sql>) => sql`(${day}::timestamp + interval '6 hours 30 minutes')`;
  const statements = [
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'innovation_project', id::text,
        jsonb_build_object('project_name', project_name, 'date', date, 'progress', progress, 'grade', grade, 'section', section),
        ${noonIst(sql`date`)}
      from innovation_projects`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'kreativity_show', id::text,
        jsonb_build_object('project_name', project_name, 'date_assigned', date_assigned), ${noonIst(sql`date_assigned`)}
      from kreativity_shows`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'monthly_report', id::text, jsonb_build_object('date', date, 'month', month), created_at
      from monthly_reports`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'classroom_gallery', id::text, jsonb_build_object('gallery', gallery), last_modified
      from classroom_galleries`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select c.school_id, t.modified_by, 'update', 'inventory_component', c.id::text,
        jsonb_build_object('component_id', c.component_id, 'component_name', c.component_name,
          'transaction_type', t.transaction_type, 'quantity_change', t.quantity_change),
        t.modified_date
      from inventory_transactions t join inventory_components c on c.id = t.component_id`,
  ];
  let rows = 0;
  for (const statement of statements) {
    const result = await ctx.db.execute(statement);
    rows += insertedRows(result);
  }
  countRows(ctx, 'audit_log', rows);
}
