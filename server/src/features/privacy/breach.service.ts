import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BREACH_MESSAGES, BREACH_REPORT_HOURS, type BreachIncident, type recordBreachSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Mailer } from '../../lib/mailer';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { recordAudit } from '../audit';
import { storeNotification } from '../notifications';
import { breachIncidents } from './breach.table';

type Row = typeof breachIncidents.$inferSelect & { recorder: string | null };
const HOUR = 3_600_000;

/** The active accounts a breach of these schools (none: every school) concerns. */
const affectedWhere = (schoolIds: readonly number[]): SQL => (schoolIds.length
  ? sql`u.deactivated_at is null and u.school_id in (${sql.join(schoolIds.map((id) => sql`${id}`), sql`, `)})`
  : sql`u.deactivated_at is null and u.is_superuser = false`);

/**
 * The register's rows as the contract gives them, for any number of incidents in two queries: the affected schools'
 * names and active accounts per school (and in all, for an incident of every school), not two queries per incident.
 */
async function toIncidents(db: Db, rows: readonly Row[], now = new Date()): Promise<BreachIncident[]> {
  const ids = [...new Set(rows.flatMap((r) => r.schoolIds))];
  const perSchool = ids.length
    ? await db.select({ id: schools.id, name: schools.name, accounts: sql<number>`(select count(*)::int from users u where u.school_id = "schools"."id" and u.deactivated_at is null)` })
      .from(schools).where(inArray(schools.id, ids))
    : [];
  const byId = new Map(perSchool.map((s) => [s.id, s]));
  const everywhere = rows.some((r) => r.schoolIds.length === 0)
    ? rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users u where u.deactivated_at is null and u.is_superuser = false`))[0].n
    : 0;
  return rows.map((r) => {
    const named = r.schoolIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    const due = new Date(r.discoveredAt.getTime() + BREACH_REPORT_HOURS * HOUR);
    return {
      id: r.id, title: r.title, discovered_at: r.discoveredAt.toISOString(), what_happened: r.whatHappened, consequences: r.consequences,
      measures: r.measures, advice: r.advice, contact: r.contact, schools: named.map(({ id, name }) => ({ id, name })),
      affected_accounts: r.schoolIds.length ? named.reduce((sum, s) => sum + Number(s.accounts), 0) : everywhere,
      recorded_by: r.recorder, recorded_at: r.recordedAt.toISOString(),
      notified_at: r.notifiedAt?.toISOString() ?? null, notified_count: r.notifiedCount, emailed_count: r.emailedCount,
      report_due_at: due.toISOString(), reported_at: r.reportedAt?.toISOString() ?? null, overdue: !r.reportedAt && due < now,
    };
  });
}

const selectIncidents = (db: Db) => db.select({ ...getTableColumns(breachIncidents), recorder: sql<string | null>`coalesce(${users.name}, ${users.username})` })
  .from(breachIncidents).leftJoin(users, eq(users.id, breachIncidents.recordedBy));

export async function listBreaches(db: Db): Promise<{ results: BreachIncident[] }> {
  const rows = await selectIncidents(db).orderBy(desc(breachIncidents.discoveredAt), desc(breachIncidents.id)).limit(200);
  return { results: await toIncidents(db, rows) };
}

export async function readBreach(db: Db, id: number): Promise<BreachIncident> {
  const [row] = await selectIncidents(db).where(eq(breachIncidents.id, id)).limit(1);
  if (!row) throw notFound(BREACH_MESSAGES.notFound);
  const [incident] = await toIncidents(db, [row]);
  return incident;
}

/** Records an incident (audited); nobody is told yet: the administrator checks the text first, then notifies. */
export async function recordBreach(db: Db, adminId: number, body: z.output<typeof recordBreachSchema>): Promise<BreachIncident> {
  const schoolIds = [...new Set(body.school_ids)];
  if (schoolIds.length) {
    const found = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from schools where id in (${sql.join(schoolIds.map((id) => sql`${id}`), sql`, `)})`))[0].n;
    if (found !== schoolIds.length) throw badRequest(BREACH_MESSAGES.schools, [{ field: 'school_ids', message: BREACH_MESSAGES.schools }]);
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(breachIncidents).values({
      title: body.title, discoveredAt: new Date(body.discovered_at), whatHappened: body.what_happened, consequences: body.consequences,
      measures: body.measures, advice: body.advice, contact: body.contact, schoolIds, recordedBy: adminId,
    }).returning({ id: breachIncidents.id });
    await recordAudit(tx, { schoolId: null, actorId: adminId, action: 'create', entity: 'breach_incident', entityId: row.id, after: { title: body.title, schools: schoolIds } });
    return row.id;
  });
  return readBreach(db, id);
}

/** The notice's headings in each interface language; what the administrator wrote goes under them as written. */
const HEADINGS = {
  en: { subject: 'A data breach that concerns you', what: 'What happened', consequences: 'What it may mean for you', measures: 'What has been done', advice: 'What you can do', contact: 'Whom to contact' },
  hi: { subject: 'एक डेटा उल्लंघन जो आपसे जुड़ा है', what: 'क्या हुआ', consequences: 'आपके लिए इसका क्या अर्थ हो सकता है', measures: 'क्या किया गया है', advice: 'आप क्या कर सकते हैं', contact: 'किससे संपर्क करें' },
} as const;

function noticeText(r: typeof breachIncidents.$inferSelect, language: keyof typeof HEADINGS): { subject: string; message: string } {
  const h = HEADINGS[language];
  return {
    subject: `${h.subject}: ${r.title}`,
    message: [[h.what, r.whatHappened], [h.consequences, r.consequences], [h.measures, r.measures], [h.advice, r.advice], [h.contact, r.contact]]
      .map(([heading, text]) => `${heading}:\n${text}`).join('\n\n'),
  };
}

export interface Notified {
  incident: BreachIncident;
  /** Hands the notifications to the live streams (after commit). */
  publish: () => void;
  /** Sends the emails (after the answer: a school's worth of email takes a while). */
  sendEmails: () => Promise<number>;
}

/**
 * Tells every affected account once: an in-app notification in their interface language (the administrator's text
 * under headings in that language), and an email to those with an address when the server sends email. Recorded on
 * the incident with the counts, and audited. A second call is 409.
 */
export async function notifyBreach(db: Db, adminId: number, id: number, mailer: Mailer | null): Promise<Notified> {
  const { stored, emails, row } = await db.transaction(async (tx) => {
    const [incident] = await tx.select().from(breachIncidents).where(eq(breachIncidents.id, id)).for('update');
    if (!incident) throw notFound(BREACH_MESSAGES.notFound);
    if (incident.notifiedAt) throw conflict(BREACH_MESSAGES.notified);
    const people = rowsOf<{ id: number; email: string | null; language: string | null }>(await tx.execute(sql`
      select u.id, u.email, u.language from users u where ${affectedWhere(incident.schoolIds)}`));
    const stores = [];
    for (const language of ['en', 'hi'] as const) {
      const recipients = people.filter((p) => (p.language === 'hi') === (language === 'hi')).map((p) => p.id);
      if (recipients.length) stores.push(await storeNotification(tx, { ...noticeText(incident, language), type: 'alert', sentBy: adminId, schoolId: null }, recipients));
    }
    const mailTo = mailer ? people.filter((p) => p.email) : [];
    await tx.update(breachIncidents).set({ notifiedAt: sql`now()`, notifiedCount: people.length, emailedCount: mailTo.length }).where(eq(breachIncidents.id, id));
    await recordAudit(tx, { schoolId: null, actorId: adminId, action: 'send', entity: 'breach_incident', entityId: id, after: { notified: people.length, emailed: mailTo.length } });
    return { stored: stores, emails: mailTo, row: incident };
  });
  const sendEmails = async () => {
    let sent = 0;
    for (const person of emails) {
      const text = noticeText(row, person.language === 'hi' ? 'hi' : 'en');
      await mailer!({ to: person.email!, subject: text.subject, text: text.message }).then(() => { sent += 1; }, () => undefined);
    }
    return sent;
  };
  return { incident: await readBreach(db, id), publish: () => stored.forEach((s) => void s.publish()), sendEmails };
}

/** Marks the Board's report sent: the 72-hour clock stops. Once. */
export async function markReported(db: Db, adminId: number, id: number): Promise<BreachIncident> {
  await db.transaction(async (tx) => {
    const updated = await tx.update(breachIncidents).set({ reportedAt: sql`now()` })
      .where(and(eq(breachIncidents.id, id), isNull(breachIncidents.reportedAt))).returning({ id: breachIncidents.id });
    if (!updated.length) {
      const [exists] = await tx.select({ id: breachIncidents.id }).from(breachIncidents).where(eq(breachIncidents.id, id));
      throw exists ? conflict(BREACH_MESSAGES.reported) : notFound(BREACH_MESSAGES.notFound);
    }
    await recordAudit(tx, { schoolId: null, actorId: adminId, action: 'update', entity: 'breach_incident', entityId: id, after: { reported: true } });
  });
  return readBreach(db, id);
}
