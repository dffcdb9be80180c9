import { eq } from 'drizzle-orm';
import type { QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { readFileBytes, storeFile } from '../files';
import { schools } from '../../core/identity/schools.table';
import { studentProfiles } from '../../core/identity/students.table';
import { certificates, quizAttempts, quizzes } from './quizzes.table';
import { renderCertificate } from './certificate-pdf';

export const NO_CERTIFICATE = 'No certificate for this attempt.';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'quiz';

export interface CertificateFile {
  bytes: Buffer;
  filename: string;
}

async function attemptDetails(db: Db, attemptId: number) {
  const [row] = await db
    .select({
      attempt: quizAttempts, quizName: quizzes.quizName, quizType: quizzes.quizType, topic: quizzes.topic, passPercent: quizzes.passPercent,
      studentName: users.name, username: users.username, schoolId: schools.id, schoolName: schools.name, timeZone: schools.timeZone,
      fileId: certificates.fileId,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, quizAttempts.studentId))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .leftJoin(certificates, eq(certificates.attemptId, quizAttempts.id))
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  return row ?? null;
}

/**
 * The PDF certificate of a passing, submitted attempt. Made on the first request and stored (a
 * `certificate` file owned by the student, plus its `certificates` row); later requests serve the
 * stored file. Failing or unfinished attempts have none (404).
 */
export async function certificateFor(db: Db, storage: FileStorage, attemptId: number): Promise<CertificateFile> {
  const d = await attemptDetails(db, attemptId);
  if (!d) throw notFound('Attempt not found.');
  const { attempt } = d;
  if (attempt.status !== 'submitted' || attempt.scorePercent < d.passPercent) throw notFound(NO_CERTIFICATE);
  const filename = `certificate-${slug(d.quizName)}.pdf`;
  if (d.fileId) return { bytes: (await readFileBytes(db, storage, d.fileId)).bytes, filename };

  const bytes = await renderCertificate({
    studentName: d.studentName ?? d.username, schoolName: d.schoolName ?? '', quizName: d.quizName, quizType: d.quizType as QuizType,
    topic: d.topic, scorePercent: attempt.scorePercent, marks: attempt.marksScored, maxMarks: attempt.marksTotal,
    passedAt: attempt.submittedAt ?? attempt.deadlineAt, timeZone: d.timeZone ?? 'Asia/Kolkata', attemptId,
  });
  const storedByOther = await db.transaction(async (tx) => {
    // The attempt row lock makes two first requests at once store one certificate, not two.
    await tx.select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
    const [existing] = await tx.select({ fileId: certificates.fileId }).from(certificates).where(eq(certificates.attemptId, attemptId));
    if (existing) return existing.fileId;
    const fileId = await storeFile(tx, storage, {
      bytes, kind: 'certificate', originalName: filename, contentType: 'application/pdf', ownerId: attempt.studentId, schoolId: d.schoolId,
    });
    await tx.insert(certificates).values({ attemptId, studentId: attempt.studentId, fileId });
    return null;
  });
  return storedByOther ? { bytes: (await readFileBytes(db, storage, storedByOther)).bytes, filename } : { bytes, filename };
}
