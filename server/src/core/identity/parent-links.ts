import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loadStudents, type StudentContext } from './student-context';
import { studentProfiles } from './students.table';
import { parentChildLinks } from './parents.table';

/** A parent follows a handful of children at most; more links than this are not shown. */
const MAX_CHILDREN = 20;

/** The children whose link to this parent the school confirmed, by name. */
export function confirmedChildren(db: Db, parentId: number): Promise<StudentContext[]> {
  const linked = db.select({ id: parentChildLinks.studentId }).from(parentChildLinks)
    .where(and(eq(parentChildLinks.parentId, parentId), eq(parentChildLinks.status, 'approved')));
  return loadStudents(db, inArray(studentProfiles.userId, linked), MAX_CHILDREN);
}
