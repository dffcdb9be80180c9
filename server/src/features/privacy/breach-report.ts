import { sql } from 'drizzle-orm';
import type { BreachIncident } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readBreach } from './breach.service';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'not yet');

/** Affected active accounts by role, for the report's "extent". */
async function accountsByRole(db: Db, incident: BreachIncident): Promise<string> {
  const ids = incident.schools.map((s) => s.id);
  const where = ids.length ? sql`school_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`is_superuser = false`;
  const rows = rowsOf<{ role: string; n: number }>(await db.execute(sql`select role, count(*)::int as n from users where deactivated_at is null and ${where} group by role order by role`));
  return rows.map((r) => `${r.n} ${r.role}${r.n === 1 ? '' : 's'}`).join(', ') || 'none';
}

/** Each affected school with the grievance officer its agreement names (ADR 0036). */
async function fiduciaries(db: Db, incident: BreachIncident): Promise<string[]> {
  const ids = incident.schools.map((s) => s.id);
  const rows = rowsOf<{ name: string; grievance_name: string | null; grievance_email: string | null }>(await db.execute(sql`
    select s.name, a.grievance_name, a.grievance_email from schools s left join school_privacy_agreements a on a.school_id = s.id
    ${ids.length ? sql`where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``} order by s.name`));
  return rows.map((r) => `- ${r.name}${r.grievance_name ? `; grievance officer: ${r.grievance_name}, ${r.grievance_email}` : '; no agreement recorded'}`);
}

/**
 * A draft of the intimation to the Data Protection Board of India (DPDP Rules, rule 7): what the administrator recorded,
 * laid out under the headings the rule asks for, with the extent counted from the data and the intimation to the
 * affected people as recorded. A draft: the fiduciaries check, complete and send it themselves.
 */
export async function breachReportDraft(db: Db, id: number, now = new Date()): Promise<{ filename: string; text: string }> {
  const incident = await readBreach(db, id);
  const lines = [
    `DRAFT: intimation of a personal data breach to the Data Protection Board of India`,
    `Prepared by Prayog on ${when(now.toISOString())} from breach register entry ${incident.id}. Check and complete before sending.`,
    '',
    `Title: ${incident.title}`,
    `Became aware: ${when(incident.discovered_at)}`,
    `Report due within 72 hours, by: ${when(incident.report_due_at)}`,
    '',
    '1. Data fiduciaries (the schools) and their contacts',
    ...(await fiduciaries(db, incident)),
    '',
    '2. Description of the breach: nature, timing and location',
    incident.what_happened,
    '',
    '3. Extent: personal data principals affected',
    `${incident.affected_accounts} active accounts (${await accountsByRole(db, incident)}) of ${incident.schools.length ? incident.schools.map((s) => s.name).join('; ') : 'every school'}. Most are children; their parents act for them.`,
    '',
    '4. Likely consequences',
    incident.consequences,
    '',
    '5. Measures taken to contain it and reduce the harm',
    incident.measures,
    '',
    '6. Intimation to the affected data principals',
    incident.notified_at
      ? `Told in the app on ${when(incident.notified_at)}: ${incident.notified_count} accounts; by email: ${incident.emailed_count}. What they were told they can do: ${incident.advice}`
      : `Not told yet. What they will be told they can do: ${incident.advice}`,
    '',
    '7. Contact for the affected people and the Board',
    incident.contact,
    '',
  ];
  return { filename: `breach-${incident.id}-board-report-draft.txt`, text: lines.join('\n') };
}
