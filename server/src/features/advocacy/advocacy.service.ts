import { and, asc, eq } from 'drizzle-orm';
import { ADVOCACY_MESSAGES, type AdvocacyReport, type AdvocacyReportAnswer, type AdvocacyReportValues } from '@prayog/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { checkCalendarDay } from '../innovation-club';
import type { SchoolContext } from '../../core/identity/schools';
import { schools } from '../../core/identity/schools.table';
import { recordAudit } from '../audit';
import { advocacyReports as reports } from './advocacy.table';

type Row = typeof reports.$inferSelect;
type StoredFields = Row['fields'];

// Rows are written through the contract's schema, but the column is jsonb: read each field defensively so an
// older or hand-edited row still answers in the contract's shape instead of failing the page.
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null);
const whole = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0);
const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

function toReport(school: SchoolContext, row: Row): AdvocacyReport {
  const f = row.fields;
  return {
    id: row.id, school: school.name, created_at: row.createdAt.toISOString(),
    reporting_period: text(f.reporting_period) ?? '', coordinator: text(f.coordinator) ?? '', innovation_coach: text(f.innovation_coach) ?? '',
    sessions_conducted: whole(f.sessions_conducted), students_reached: whole(f.students_reached), teachers_trained: whole(f.teachers_trained),
    parent_meeting_held: f.parent_meeting_held === true, community_events: whole(f.community_events),
    exhibition_date: day(f.exhibition_date), media_coverage: text(f.media_coverage), remarks: text(f.remarks), gallery: row.gallery,
  };
}

/** What the jsonb column holds: every field but the gallery link, which has its own column. */
function storedFields(input: AdvocacyReportValues): StoredFields {
  const { gallery: _gallery, ...fields } = input;
  return fields;
}

/** The values an audit entry records, before or after. */
const auditValues = (fields: StoredFields, gallery: string | null) => ({ ...fields, gallery });

/** The school's report: its first one (advocacy_reports_school_idx), or null before one is written. */
export async function getAdvocacyReport(db: Db, school: SchoolContext): Promise<AdvocacyReportAnswer> {
  const [row] = await db.select().from(reports).where(eq(reports.schoolId, school.id)).orderBy(asc(reports.createdAt), asc(reports.id)).limit(1);
  return { advocacy_report: row ? toReport(school, row) : null };
}

/**
 * A teacher writes the school's report. One report per school: the school row is locked for the check, so two
 * teachers creating at the same moment get one report and one 409. The audit entry is in the same transaction.
 */
export async function createAdvocacyReport(db: Db, school: SchoolContext, user: Principal, input: AdvocacyReportValues): Promise<AdvocacyReport> {
  if (input.exhibition_date) checkCalendarDay('exhibition_date', input.exhibition_date);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, school.id)).for('update');
    const [existing] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.schoolId, school.id)).limit(1);
    if (existing) throw conflict(ADVOCACY_MESSAGES.exists);
    const fields = storedFields(input);
    const [created] = await tx.insert(reports).values({ schoolId: school.id, fields, gallery: input.gallery }).returning();
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'create', entity: 'advocacy_report', entityId: created.id, after: auditValues(fields, input.gallery),
    });
    return created;
  });
  return toReport(school, row);
}

/** Edit replaces every field with the form's. Another school's report is answered like a missing one (404). */
export async function updateAdvocacyReport(db: Db, school: SchoolContext, user: Principal, id: number, input: AdvocacyReportValues): Promise<AdvocacyReport> {
  if (input.exhibition_date) checkCalendarDay('exhibition_date', input.exhibition_date);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reports).where(and(eq(reports.id, id), eq(reports.schoolId, school.id))).limit(1).for('update');
    if (!current) throw notFound(ADVOCACY_MESSAGES.notFound);
    const fields = storedFields(input);
    const [updated] = await tx.update(reports).set({ fields, gallery: input.gallery }).where(eq(reports.id, id)).returning();
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'update', entity: 'advocacy_report', entityId: id,
      before: auditValues(current.fields, current.gallery), after: auditValues(fields, input.gallery),
    });
    return updated;
  });
  return toReport(school, row);
}
