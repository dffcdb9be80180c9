import type { Db } from '../../db/client';
import { readableRecord, type Principal } from '../../policies';
import { isConfirmedParent } from '../../core/identity/student-context';
import { findFile } from './files.service';
import type { storedFiles } from './files.table';

type FileMeta = typeof storedFiles.$inferSelect;

const isStaffOf = (user: Principal, schoolId: number | null) =>
  (user.role === 'teacher' || user.role === 'school') && schoolId !== null && user.schoolId === schoolId;

/** Who may read a stored file, by its kind (ARCHITECTURE §5: served only to users allowed to see them). */
export async function canReadFile(db: Db, user: Principal, file: FileMeta): Promise<boolean> {
  if (user.isSuperuser) return true;
  switch (file.kind) {
    case 'hint':
    case 'lesson_ppt':
      return true; // course material for every signed-in learner and coach
    case 'lesson_plan':
      return user.role === 'teacher' || user.role === 'school';
    case 'homework':
      return file.ownerId === user.id || isStaffOf(user, file.schoolId);
    case 'certificate':
      if (file.ownerId === user.id || isStaffOf(user, file.schoolId)) return true;
      return user.role === 'parent' && file.ownerId !== null && isConfirmedParent(db, user.id, file.ownerId);
    case 'monthly_report':
      return isStaffOf(user, file.schoolId);
    case 'document':
      // Programme documents (no school: Innovation Calendar, STEM-SOP, STEM Curriculum) are for every school's staff.
      return file.schoolId === null ? user.role === 'teacher' || user.role === 'school' : isStaffOf(user, file.schoolId);
    default:
      return false;
  }
}

/**
 * GET /api/files/{id}: the rule depends on the file's kind (canReadFile); the matrix test's sample is a
 * student's homework, readable by the student and their school's staff. Others get the 404 of a missing file.
 */
export const storedFileAccess = readableRecord({
  record: 'file',
  notFoundDetail: 'File not found.',
  staff: true,
  load: (req, db) => findFile(db, (req.params as { fileId: string }).fileId),
  canRead: canReadFile,
});
