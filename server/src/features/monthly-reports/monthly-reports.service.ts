import { and, count, desc, eq } from 'drizzle-orm';
import {
  fileUrl, MONTHLY_REPORT_FILE_FIELD, MONTHLY_REPORT_MESSAGES as M, monthlyReportFieldsSchema,
  type MonthlyReport, type MonthlyReportList,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { MultipartForm } from '../../lib/multipart';
import type { FileStorage } from '../../lib/storage';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { storeFile } from '../files';
import { storedFiles } from '../files/files.table';
import { detectDocumentType, displayFileName, trackingStorage } from '../files';
import { checkCalendarDay, checkOwnSchool } from '../innovation-club';
import type { SchoolContext } from '../../core/identity/schools';
import { monthlyReports as reports } from './monthly-reports.table';

type ReportRow = typeof reports.$inferSelect;

const toReport = (r: ReportRow): MonthlyReport => ({
  id: r.id, date: r.date, month: r.month as MonthlyReport['month'], monthly_report: r.fileId ? fileUrl(r.fileId) : null,
});
const state = (r: ReportRow) => ({ date: r.date, month: r.month, file_id: r.fileId });
const ofSchool = (school: SchoolContext, id: number) => and(eq(reports.id, id), eq(reports.schoolId, school.id));

/** The school's reports, newest date first, a page at a time (monthly_reports_school_date_idx). */
export async function listMonthlyReports(db: Db, school: SchoolContext, page: { limit: number; offset: number }): Promise<MonthlyReportList> {
  const mine = eq(reports.schoolId, school.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(reports).where(mine).orderBy(desc(reports.date), desc(reports.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reports).where(mine),
  ]);
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, monthly_report: rows.map(toReport) };
}

/** An accepted upload: its bytes, the type its content shows and the name it is shown under. */
interface Upload { bytes: Buffer; contentType: string; originalName: string }

/**
 * Every check of the form before anything is stored: the fields (400), the school (403) and the file's content
 * (415; the name and the browser's type are not trusted). The size was checked while reading (413).
 */
function checkForm(school: SchoolContext, form: MultipartForm) {
  const parsed = monthlyReportFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
    throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  }
  checkCalendarDay('date', parsed.data.date);
  if (parsed.data.school !== undefined) checkOwnSchool(school, parsed.data.school);
  const file = form.files.find((f) => f.fieldname === MONTHLY_REPORT_FILE_FIELD);
  let upload: Upload | null = null;
  if (file) {
    const type = detectDocumentType(file.bytes, file.filename);
    if (!type) throw new HttpError(415, M.badFile, [{ field: MONTHLY_REPORT_FILE_FIELD, message: M.badFile }]);
    upload = { bytes: file.bytes, contentType: type.contentType, originalName: displayFileName(file.filename, 'monthly-report', type.extension) };
  }
  return { fields: parsed.data, upload };
}

/**
 * Runs a change that may store new bytes: the rows and the audit entry are one transaction; when it fails the new
 * bytes go too, and when it succeeds the bytes of the files it dropped are removed (after the commit, so a rollback
 * never leaves a row without its bytes).
 */
async function withUpload<T>(db: Db, storage: FileStorage, change: (tx: Db, files: FileStorage) => Promise<{ result: T; dropped: string[] }>): Promise<T> {
  const { tracked, discard } = trackingStorage(storage);
  let outcome: { result: T; dropped: string[] };
  try {
    outcome = await db.transaction((tx) => change(tx, tracked));
  } catch (err) {
    await discard();
    throw err;
  }
  // The rows are gone; bytes that cannot be removed now are unreachable, never served.
  await Promise.all(outcome.dropped.map((key) => storage.remove(key).catch(() => undefined)));
  return outcome.result;
}

const store = (tx: Db, files: FileStorage, school: SchoolContext, user: Principal, upload: Upload) =>
  storeFile(tx, files, { ...upload, kind: 'monthly_report', ownerId: user.id, schoolId: school.id });

/** Removes a stored file's row and answers its storage key (the bytes go after the commit). */
async function dropFile(tx: Db, fileId: string | null): Promise<string[]> {
  if (!fileId) return [];
  const gone = await tx.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ key: storedFiles.storageKey });
  return gone.map((g) => g.key);
}

/** A teacher's new report for their own school; the file is required on add (ADR 0010). */
export async function createMonthlyReport(db: Db, storage: FileStorage, school: SchoolContext, user: Principal, form: MultipartForm): Promise<MonthlyReport> {
  const { fields, upload } = checkForm(school, form);
  if (!upload) throw badRequest(M.fileRequired, [{ field: MONTHLY_REPORT_FILE_FIELD, message: M.fileRequired }]);
  return withUpload(db, storage, async (tx, files) => {
    const fileId = await store(tx, files, school, user, upload);
    const [row] = await tx.insert(reports).values({ schoolId: school.id, date: fields.date, month: fields.month, fileId, createdBy: user.id }).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'create', entity: 'monthly_report', entityId: row.id, after: state(row) });
    return { result: toReport(row), dropped: [] };
  });
}

/**
 * Replaces a report's date and month; a file sent replaces the stored one (whose bytes and row are removed), no
 * file keeps it. Another school's report is 404, like a missing one. The row is locked for the change.
 */
export async function updateMonthlyReport(db: Db, storage: FileStorage, school: SchoolContext, user: Principal, id: number, form: MultipartForm): Promise<MonthlyReport> {
  const { fields, upload } = checkForm(school, form);
  return withUpload(db, storage, async (tx, files) => {
    const [before] = await tx.select().from(reports).where(ofSchool(school, id)).for('update');
    if (!before) throw notFound(M.notFound);
    const fileId = upload ? await store(tx, files, school, user, upload) : before.fileId;
    const [after] = await tx.update(reports).set({ date: fields.date, month: fields.month, fileId }).where(eq(reports.id, id)).returning();
    const dropped = upload ? await dropFile(tx, before.fileId) : [];
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'update', entity: 'monthly_report', entityId: id, before: state(before), after: state(after) });
    return { result: toReport(after), dropped };
  });
}

/** Deletes a report of the school and its stored file (row and bytes). */
export async function deleteMonthlyReport(db: Db, storage: FileStorage, school: SchoolContext, user: Principal, id: number): Promise<{ detail: string }> {
  return withUpload(db, storage, async (tx) => {
    const [before] = await tx.delete(reports).where(ofSchool(school, id)).returning();
    if (!before) throw notFound(M.notFound);
    const dropped = await dropFile(tx, before.fileId);
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'delete', entity: 'monthly_report', entityId: id, before: state(before) });
    return { result: { detail: M.deleted }, dropped };
  });
}
