import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccessReport, LearnerRow } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../policies';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { learnerRowColumns, toLearnerRow } from './school-student';

/** A search answers at most this many students (ADR 0007). */
export const SEARCH_LIMIT = 200;
/** A class is never this big; the cap only keeps one answer bounded whatever the data. */
const CLASS_LIMIT = 1000;

/** The school's approved students matching `where`, by name: student_profiles' (school_id, grade, section) index first. */
async function learners(db: Db, schoolId: number, where: SQL | undefined, limit: number): Promise<LearnerRow[]> {
  const rows = await db.select(learnerRowColumns)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.schoolId, schoolId), eq(users.approvalStatus, 'approved'), where))
    .orderBy(asc(studentProfiles.grade), asc(studentProfiles.section), asc(users.name), asc(users.username))
    .limit(limit);
  return rows.map(toLearnerRow);
}

/** The school's classes (grade, section, how many students), by grade then section. */
async function schoolClasses(db: Db, schoolId: number) {
  return db.select({ grade: studentProfiles.grade, section: studentProfiles.section, student_count: sql<number>`count(*)::int` })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.schoolId, schoolId), eq(users.approvalStatus, 'approved')))
    .groupBy(studentProfiles.grade, studentProfiles.section)
    .orderBy(asc(studentProfiles.grade), asc(studentProfiles.section));
}

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Learner's Assigned / Learner's Onboard: the school's classes, and either one class (the one asked for, by
 * default the first) or, with `search`, the students of the whole school whose username or name contains it (any
 * case), at most SEARCH_LIMIT. Never the whole school's history in one answer.
 */
export async function accessReport(db: Db, school: SchoolContext, query: { grade?: number; section?: string; search?: string }): Promise<AccessReport> {
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    const [classes, rows] = await Promise.all([
      schoolClasses(db, school.id),
      learners(db, school.id, or(ilike(users.username, pattern), ilike(users.name, pattern)), SEARCH_LIMIT),
    ]);
    return { classes, grade: null, section: null, students_by_grade_and_section: rows };
  }
  const classes = await schoolClasses(db, school.id);
  const { grade, section } = query;
  const chosen = classes.find((c) => (grade === undefined || c.grade === grade) && (section === undefined || c.section === section))
    ?? (grade !== undefined ? { grade, section: section ?? 'A' } : null);
  if (!chosen) return { classes, grade: null, section: null, students_by_grade_and_section: [] };
  const rows = await learners(db, school.id, and(eq(studentProfiles.grade, chosen.grade), eq(studentProfiles.section, chosen.section)), CLASS_LIMIT);
  return { classes, grade: chosen.grade, section: chosen.section, students_by_grade_and_section: rows };
}
