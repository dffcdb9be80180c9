import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/access';
import { parentChildLinks } from '../parents/parents.table';
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
    case 'certificate': {
      if (file.ownerId === user.id || isStaffOf(user, file.schoolId)) return true;
      if (user.role !== 'parent' || file.ownerId === null) return false;
      const [link] = await db.select({ id: parentChildLinks.id }).from(parentChildLinks)
        .where(and(eq(parentChildLinks.parentId, user.id), eq(parentChildLinks.studentId, file.ownerId), eq(parentChildLinks.status, 'approved')))
        .limit(1);
      return Boolean(link);
    }
    case 'monthly_report':
    case 'document':
      return isStaffOf(user, file.schoolId);
    default:
      return false;
  }
}
