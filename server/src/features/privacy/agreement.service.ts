import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordAgreementRequestSchema, SchoolAgreementRow } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { recordAudit } from '../audit';
import { schoolPrivacyAgreements } from './agreement.table';

const columns = {
  schoolId: schools.id, schoolName: schools.name, agreedOn: schoolPrivacyAgreements.agreedOn, signatory: schoolPrivacyAgreements.signatory,
  grievanceName: schoolPrivacyAgreements.grievanceName, grievanceEmail: schoolPrivacyAgreements.grievanceEmail, unlinkedChildrenNamed: schoolPrivacyAgreements.unlinkedChildrenNamed,
  recordedByName: users.name, recordedByUsername: users.username, recordedAt: schoolPrivacyAgreements.recordedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & { schoolId: number; schoolName: string };

const toRow = (r: Row): SchoolAgreementRow => ({
  school_id: r.schoolId,
  school_name: r.schoolName,
  agreement: r.agreedOn && r.recordedAt ? {
    agreed_on: String(r.agreedOn), signatory: r.signatory!, grievance_name: r.grievanceName!, grievance_email: r.grievanceEmail!, unlinked_children_named: r.unlinkedChildrenNamed === true,
    recorded_by: r.recordedByName ?? r.recordedByUsername ?? null, recorded_at: r.recordedAt.toISOString(),
  } : null,
});

const selectRows = (db: Db) => db.select(columns).from(schools)
  .leftJoin(schoolPrivacyAgreements, eq(schoolPrivacyAgreements.schoolId, schools.id))
  .leftJoin(users, eq(users.id, schoolPrivacyAgreements.recordedBy));

/** Every school, by name, with its agreement or null. */
export async function listAgreements(db: Db): Promise<{ results: SchoolAgreementRow[] }> {
  const rows = await selectRows(db).orderBy(asc(schools.name), asc(schools.id));
  return { results: (rows as Row[]).map(toRow) };
}

/** An administrator records a school's agreement (replacing the one before), in the audit log with what it replaced. */
export async function recordAgreement(db: Db, adminId: number, schoolId: number, body: z.output<typeof recordAgreementRequestSchema>): Promise<SchoolAgreementRow> {
  await db.transaction(async (tx) => {
    const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school) throw notFound('No school with that id.');
    const [before] = await tx.select().from(schoolPrivacyAgreements).where(eq(schoolPrivacyAgreements.schoolId, schoolId));
    const values = {
      agreedOn: body.agreed_on, signatory: body.signatory, grievanceName: body.grievance_name, grievanceEmail: body.grievance_email,
      unlinkedChildrenNamed: body.unlinked_children_named ?? false,
      recordedBy: adminId, recordedAt: new Date(),
    };
    await tx.insert(schoolPrivacyAgreements).values({ schoolId, ...values })
      .onConflictDoUpdate({ target: schoolPrivacyAgreements.schoolId, set: values });
    await recordAudit(tx, { schoolId, actorId: adminId, action: before ? 'update' : 'create', entity: 'privacy_agreement', entityId: schoolId, before: before ?? null, after: body });
  });
  const [row] = await selectRows(db).where(eq(schools.id, schoolId));
  return toRow(row as Row);
}

/** A school's grievance officer from its agreement, for its students, parents and staff; null when none is recorded. */
export async function schoolContact(db: Db, schoolId: number | null): Promise<{ name: string; email: string } | null> {
  if (schoolId === null) return null;
  const [row] = await db.select({ name: schoolPrivacyAgreements.grievanceName, email: schoolPrivacyAgreements.grievanceEmail })
    .from(schoolPrivacyAgreements).where(eq(schoolPrivacyAgreements.schoolId, schoolId));
  return row ?? null;
}
