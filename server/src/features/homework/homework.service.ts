import { count, desc, eq } from 'drizzle-orm';
import {
  fileUrl, holidayHomeworkFieldsSchema, HOMEWORK_FILE_FIELD, HOMEWORK_MESSAGES, isPdfContent, type HolidayHomework, type HolidayHomeworkList,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import type { StudentContext } from '../../core/identity/student-context';
import { storeFile } from '../files';
import { trackingStorage } from '../files';
import { storedFiles } from '../files/files.table';
import { schools } from '../../core/identity/schools.table';
import { holidayHomeworkSubmissions as hw } from './homework.table';

const columns = {
  id: hw.id, submittedAt: hw.submittedAt, text: hw.text, fileId: hw.fileId, fileName: storedFiles.originalName,
  school: schools.name, grade: hw.grade, section: hw.section,
};
type Row = { id: number; submittedAt: Date; text: string | null; fileId: string | null; fileName: string | null; school: string; grade: number; section: string };

const toSubmission = (r: Row): HolidayHomework => ({
  id: r.id,
  submitted_at: r.submittedAt.toISOString(),
  text: r.text,
  file: r.fileId ? fileUrl(r.fileId) : null,
  file_name: r.fileId ? r.fileName : null,
  school: r.school,
  grade: r.grade,
  section: r.section,
});

/** The student's own submissions, newest first (index holiday_homework_student_idx). */
export async function listHolidayHomework(db: Db, studentId: number, page: { limit: number; offset: number }): Promise<HolidayHomeworkList> {
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(hw)
      .innerJoin(schools, eq(schools.id, hw.schoolId))
      .leftJoin(storedFiles, eq(storedFiles.id, hw.fileId))
      .where(eq(hw.studentId, studentId))
      .orderBy(desc(hw.submittedAt), desc(hw.id))
      .limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(hw).where(eq(hw.studentId, studentId)),
  ]);
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, results: rows.map(toSubmission) };
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The school field may carry the school's value (code) from the school choices or its name. */
async function checkOwnSchool(db: Db, student: StudentContext, school: string): Promise<void> {
  const [own] = await db.select({ code: schools.code, name: schools.name }).from(schools).where(eq(schools.id, student.schoolId)).limit(1);
  const given = school.trim().toLowerCase();
  if (!own || (given !== own.code.toLowerCase() && given !== own.name.toLowerCase())) {
    throw fieldError('school', HOMEWORK_MESSAGES.otherSchool);
  }
}

/**
 * Spec 1 §5: text or a file is required; the file must be a PDF, which is checked by its content
 * (`%PDF`), whatever its name or declared type. Every check runs before anything is stored.
 */
export async function submitHolidayHomework(
  db: Db, storage: FileStorage, student: StudentContext, fields: Record<string, string>, files: UploadedFile[],
): Promise<HolidayHomework> {
  const parsed = holidayHomeworkFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
    throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  }
  // The form's grade and section are ignored: the submission belongs to the student's own class.
  const { school, text } = parsed.data;
  const file = files.find((f) => f.fieldname === HOMEWORK_FILE_FIELD);
  if (!text && !file) throw badRequest(HOMEWORK_MESSAGES.empty);
  if (file && !isPdfContent(file.bytes.subarray(0, 4))) throw new HttpError(415, HOMEWORK_MESSAGES.notPdf);
  await checkOwnSchool(db, student, school);

  const { tracked, discard } = trackingStorage(storage);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const fileId = file
        ? await storeFile(tx, tracked, {
          bytes: file.bytes, kind: 'homework', contentType: 'application/pdf',
          originalName: safeFileName(file.filename), ownerId: student.id, schoolId: student.schoolId,
        })
        : null;
      const [row] = await tx.insert(hw).values({
        studentId: student.id, schoolId: student.schoolId, grade: student.grade, section: student.section, text: text ?? null, fileId,
      }).returning({ id: hw.id });
      return row.id;
    });
  } catch (err) {
    // The transaction rolled back the rows; the bytes are outside it and go too.
    await discard();
    throw err;
  }
  const [row] = await db.select(columns).from(hw)
    .innerJoin(schools, eq(schools.id, hw.schoolId))
    .leftJoin(storedFiles, eq(storedFiles.id, hw.fileId))
    .where(eq(hw.id, id));
  return toSubmission(row);
}

/** Keeps the uploader's name for display only (the bytes live under a random key); never empty, always .pdf. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f]/g, '').trim().slice(0, 200) || 'homework';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
