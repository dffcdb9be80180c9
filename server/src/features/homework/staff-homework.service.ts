import { and, desc, eq } from 'drizzle-orm';
import { fileUrl, type StaffHomework, type StaffSubmission } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../core/identity/schools';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';
import { holidayHomeworkSubmissions as hw } from './homework.table';

/**
 * The most submissions one call returns: a grade of a large school stays one bounded read
 * (index holiday_homework_class_idx), newest first, which is what a coach reviews.
 */
export const STAFF_HOMEWORK_LIMIT = 500;

/** Holiday Homework Report (spec 3 §7): one grade (and section) of the school, grouped by grade then section. */
export async function staffHolidayHomework(
  db: Db, school: SchoolContext, filter: { grade: number; section?: string },
): Promise<StaffHomework> {
  const where = and(
    eq(hw.schoolId, school.id), eq(hw.grade, filter.grade), filter.section ? eq(hw.section, filter.section) : undefined,
  );
  const [rows, classes] = await Promise.all([
    db.select({
      id: hw.id, grade: hw.grade, section: hw.section, studentName: users.name, username: users.username,
      submittedAt: hw.submittedAt, text: hw.text, fileId: hw.fileId, fileName: storedFiles.originalName,
    }).from(hw)
      .innerJoin(users, eq(users.id, hw.studentId))
      .leftJoin(storedFiles, eq(storedFiles.id, hw.fileId))
      .where(where)
      .orderBy(desc(hw.submittedAt), desc(hw.id))
      .limit(STAFF_HOMEWORK_LIMIT),
    db.selectDistinct({ grade: hw.grade, section: hw.section }).from(hw)
      .where(eq(hw.schoolId, school.id))
      .orderBy(hw.grade, hw.section),
  ]);
  const results: StaffHomework['results'] = {};
  for (const r of rows) {
    const submission: StaffSubmission = {
      id: r.id, grade: r.grade, section: r.section, student_name: r.studentName || r.username,
      submitted_at: r.submittedAt.toISOString(), text: r.text,
      file: r.fileId ? fileUrl(r.fileId) : null, file_name: r.fileId ? r.fileName : null,
    };
    ((results[String(r.grade)] ??= {})[r.section] ??= []).push(submission);
  }
  return { results, classes };
}

