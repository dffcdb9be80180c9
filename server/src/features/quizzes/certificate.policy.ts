import { eq } from 'drizzle-orm';
import { readableRecord } from '../../policies';
import { studentProfiles } from '../../core/identity/students.table';
import { quizAttempts } from './quizzes.table';

/**
 * Who may read an attempt's certificate: the student, their school's teachers and staff, a confirmed
 * parent, superusers — the same people /api/files/{id} lets read a stored certificate. Anyone else gets
 * the 404 of a missing attempt, so attempt ids cannot be probed by status.
 */
export const attemptCertificateAccess = readableRecord({
  record: 'certificate',
  notFoundDetail: 'Attempt not found.',
  staff: true,
  parent: true,
  async load(req, db) {
    const attemptId = (req.params as { attemptId: number }).attemptId;
    const [attempt] = await db
      .select({ attemptId: quizAttempts.id, ownerId: quizAttempts.studentId, schoolId: studentProfiles.schoolId })
      .from(quizAttempts)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, quizAttempts.studentId))
      .where(eq(quizAttempts.id, attemptId))
      .limit(1);
    return attempt ?? null;
  },
});
