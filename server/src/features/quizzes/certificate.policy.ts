import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/access';
import { canReadFile } from '../files/files.policy';
import type { storedFiles } from '../files/files.table';
import { studentProfiles } from '../students/students.table';
import { quizAttempts } from './quizzes.table';

/**
 * Who may read an attempt's certificate: exactly who may read a stored certificate file (the student,
 * their school's teachers and staff, an approved linked parent, superusers), so the certificate route
 * and /api/files/{id} can never disagree. Unknown attempts pass, so the handler answers 404 for them
 * whoever asks, and ids cannot be probed by status.
 */
export async function canReadAttemptCertificate(db: Db, user: Principal, attemptId: number): Promise<boolean> {
  const [owner] = await db
    .select({ studentId: quizAttempts.studentId, schoolId: studentProfiles.schoolId })
    .from(quizAttempts)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, quizAttempts.studentId))
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  if (!owner) return true;
  // files.policy decides a certificate by its kind, owner and school only; the file may not exist yet.
  const asFile = { kind: 'certificate', ownerId: owner.studentId, schoolId: owner.schoolId } as typeof storedFiles.$inferSelect;
  return canReadFile(db, user, asFile);
}
