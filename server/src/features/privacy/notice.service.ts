import { and, desc, eq, sql } from 'drizzle-orm';
import type { MyNotice, NoticeAcceptance, NoticeVersion, PrivacyNotice, PublishNoticeRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import { pgErrorOf } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import { DEFAULT_LOG_RETENTION_MONTHS, DEFAULT_RETENTION_DAYS } from '../../config';
import { NOTICE_TEXT_REVISION, REVISION_CHANGES, retentionChanged, standardSections, type NoticeContact } from './notice-text';
import { privacyNoticeAcceptances, privacyNotices } from './notice.table';
import { schoolContact } from './agreement.service';

type NoticeRow = typeof privacyNotices.$inferSelect;

export const NOTICE_MESSAGES = {
  notFound: 'There is no such version of the privacy notice.',
  notCurrent: 'The privacy notice has changed since this page opened. Please read the current version.',
} as const;

const contactOf = (row: Pick<NoticeRow, 'contactName' | 'contactEmail'>): NoticeContact | null =>
  row.contactName !== null && row.contactEmail !== null ? { name: row.contactName, email: row.contactEmail } : null;

function toNotice(row: NoticeRow): PrivacyNotice {
  return {
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    contact: contactOf(row),
    changes: row.changesEn !== null && row.changesHi !== null ? { en: row.changesEn, hi: row.changesHi } : null,
    sections: row.sections,
  };
}

async function latestRow(db: Db): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row;
}

/**
 * Inserts the next version, numbered one past the latest in the same statement. Two publishers at once (two server
 * processes starting, two administrators): the unique version index refuses the second, which then reports the clash.
 */
async function insertNextVersion(db: Db, values: Omit<typeof privacyNotices.$inferInsert, 'version'>): Promise<NoticeRow | null> {
  try {
    const [row] = await db.insert(privacyNotices)
      .values({ ...values, version: sql`(select coalesce(max(version), 0) + 1 from privacy_notices)` })
      .returning();
    return row;
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') return null;
    throw err;
  }
}

/**
 * At the server's start: publishes the product's standard text as the next version when the latest was made from an
 * older text (or there is none yet), keeping the programme's contact. Everyone is then asked to accept it.
 */
export async function publishStandardNotice(db: Db, retentionDays = DEFAULT_RETENTION_DAYS, logRetentionMonths = DEFAULT_LOG_RETENTION_MONTHS): Promise<void> {
  const latest = await latestRow(db);
  const contact = latest ? contactOf(latest) : null;
  const sections = standardSections(contact, retentionDays, logRetentionMonths);
  if (latest && latest.textRevision > NOTICE_TEXT_REVISION) return;
  // The same text revision with another retention period (RETENTION_DAYS or LOG_RETENTION_MONTHS changed): a new
  // version saying so.
  const periodChanged = latest?.textRevision === NOTICE_TEXT_REVISION && JSON.stringify(latest.sections) !== JSON.stringify(sections);
  if (latest && latest.textRevision === NOTICE_TEXT_REVISION && !periodChanged) return;
  const changes = !latest ? undefined : periodChanged ? retentionChanged(retentionDays, logRetentionMonths) : REVISION_CHANGES[NOTICE_TEXT_REVISION];
  // null: another process published it at the same moment, which is as good.
  await insertNextVersion(db, {
    textRevision: NOTICE_TEXT_REVISION, sections,
    contactName: contact?.name ?? null, contactEmail: contact?.email ?? null,
    changesEn: changes?.en ?? null, changesHi: changes?.hi ?? null, publishedBy: null,
  });
}

/** The current version, or an earlier one by number. */
export async function readNotice(db: Db, version?: number): Promise<PrivacyNotice> {
  const row = version === undefined ? await latestRow(db)
    : (await db.select().from(privacyNotices).where(eq(privacyNotices.version, version)).limit(1))[0];
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  return toNotice(row);
}

/** The current version's number (its text is not read), or null before the first. */
async function currentVersionOf(db: Db): Promise<number | null> {
  const [latest] = await db.select({ version: privacyNotices.version }).from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return latest?.version ?? null;
}

const currentVersion = sql<number | null>`(select max(version) from privacy_notices)`;

/**
 * Whether the person has yet to accept the current version: the account's own answer (me) carries it, one indexed
 * look-up by primary key. No notice published yet: nothing to accept.
 */
export const noticeDueSql = (userId: number) => sql<boolean>`(${currentVersion} is not null and not exists (
  select 1 from privacy_notice_acceptances a where a.user_id = ${userId} and a.version = ${currentVersion}))`;

/** The person's standing with the notice, and their school's grievance officer (ADR 0036). */
export async function myNotice(db: Db, userId: number, schoolId: number | null): Promise<MyNotice> {
  const [latest, [accepted], contact] = await Promise.all([
    currentVersionOf(db),
    db.select().from(privacyNoticeAcceptances).where(eq(privacyNoticeAcceptances.userId, userId))
      .orderBy(desc(privacyNoticeAcceptances.version)).limit(1),
    schoolContact(db, schoolId),
  ]);
  return {
    current_version: latest ?? 0,
    accepted: accepted ? { version: accepted.version, accepted_at: accepted.acceptedAt.toISOString() } : null,
    school_contact: contact,
  };
}

/** Refuses a version that is not the current one (a page left open across a new version is told to read it). */
export async function checkCurrentNotice(db: Db, version: number): Promise<void> {
  if ((await currentVersionOf(db)) !== version) throw conflict(NOTICE_MESSAGES.notCurrent);
}

/** Records an acceptance; accepting a version twice keeps the first time. */
export async function recordAcceptance(db: Db, userId: number, version: number): Promise<NoticeAcceptance> {
  await db.insert(privacyNoticeAcceptances).values({ userId, version }).onConflictDoNothing();
  const [row] = await db.select().from(privacyNoticeAcceptances)
    .where(and(eq(privacyNoticeAcceptances.userId, userId), eq(privacyNoticeAcceptances.version, version)));
  return { version: row.version, accepted_at: row.acceptedAt.toISOString() };
}

/** The signed-in person accepts `version`, which must be the current one. */
export async function acceptNotice(db: Db, userId: number, version: number): Promise<NoticeAcceptance> {
  await checkCurrentNotice(db, version);
  return recordAcceptance(db, userId, version);
}

/** An administrator publishes a new version with the programme's contact and a note of what changed. */
export async function publishNotice(db: Db, adminId: number, body: PublishNoticeRequest, retentionDays: number, logRetentionMonths: number): Promise<PrivacyNotice> {
  const contact = { name: body.contact_name, email: body.contact_email };
  const row = await db.transaction(async (tx) => {
    const inserted = await insertNextVersion(tx, {
      textRevision: NOTICE_TEXT_REVISION, sections: standardSections(contact, retentionDays, logRetentionMonths),
      contactName: contact.name, contactEmail: contact.email,
      changesEn: body.changes_en, changesHi: body.changes_hi, publishedBy: adminId,
    });
    if (!inserted) throw conflict('Another version was published at the same moment. Reload and try again.');
    await recordAudit(tx, { schoolId: null, actorId: adminId, action: 'create', entity: 'privacy_notice', entityId: inserted.version, after: { contact, changes: body.changes_en } });
    return inserted;
  });
  return toNotice(row);
}

/** Every version, newest first, with how many people accepted each. */
export async function listNoticeVersions(db: Db): Promise<{ results: NoticeVersion[] }> {
  const rows = await db.select({
    version: privacyNotices.version, publishedAt: privacyNotices.publishedAt, publishedBy: users.name,
    publishedByUsername: users.username, contactEmail: privacyNotices.contactEmail,
    acceptances: sql<number>`(select count(*)::int from privacy_notice_acceptances a where a.version = ${privacyNotices.version})`,
  }).from(privacyNotices).leftJoin(users, eq(users.id, privacyNotices.publishedBy)).orderBy(desc(privacyNotices.version));
  return {
    results: rows.map((r) => ({
      version: r.version, published_at: r.publishedAt.toISOString(), published_by: r.publishedBy ?? r.publishedByUsername ?? null,
      contact_email: r.contactEmail, acceptances: Number(r.acceptances),
    })),
  };
}
