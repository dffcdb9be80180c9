import { sql, type SQL } from 'drizzle-orm';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@prayog/contract';

/**
 * Whether a purpose the school's educational basis runs (CONSENT_BASIS 'educational', ADR 0035) is withdrawn for the
 * student whose id is in `studentId` (an SQL column or value): a confirmed parent decided about it and no parent's
 * consent is open. Here, below the features, because the features that carry the decision out (lesson time,
 * notifications) sit below the privacy feature that records it. Raw SQL on the ledger's table for that reason; two index
 * look-ups (parental_consents_student_idx), so it can be a column of the statement that needs it.
 */
export function purposeWithdrawnSql(studentId: SQL, purpose: ConsentPurpose): SQL<boolean> {
  // A literal, not a bound value, so the hot path's prepared statement (heartbeats) has only its own parameters.
  if (!CONSENT_PURPOSES.includes(purpose)) throw new Error(`unknown consent purpose ${purpose}`);
  const p = sql.raw(`'${purpose}'`);
  return sql<boolean>`(
    exists (select 1 from parental_consents c where c.student_id = ${studentId} and c.purpose = ${p})
    and not exists (select 1 from parental_consents c where c.student_id = ${studentId} and c.purpose = ${p} and c.withdrawn_at is null))`;
}
