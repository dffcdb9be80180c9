import { eq } from 'drizzle-orm';
import { AUTHORING_FILE_FIELD, AUTHORING_MESSAGES, type AuthoringLesson, type AuthoringSubject, type LessonFileKind } from '@prayog/contract';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import type { MultipartForm } from '../../lib/multipart';
import type { FileStorage } from '../../lib/storage';
import { storeFile, type FileKind } from '../files';
import { detectDocumentType, displayFileName, trackingStorage } from '../files';
import { subjects } from '../lessons/lessons.table';
import { findLesson, setLessonFile } from './lessons.service';
import { requireSubject, setSubjectImage } from './subjects.service';

const PDF = 'application/pdf';
const WORD = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const POWERPOINT = ['application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'];
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** What each slot takes, judged from the bytes (never the name or the browser's word), and the kind it is stored as. */
const SLOTS: Record<LessonFileKind | 'subject_image', { accepts: string[]; kind: FileKind; fallbackName: string }> = {
  hint: { accepts: [PDF], kind: 'hint', fallbackName: 'hint' },
  lesson_plan: { accepts: [PDF, ...WORD], kind: 'lesson_plan', fallbackName: 'lesson-plan' },
  ppt: { accepts: [...POWERPOINT, PDF], kind: 'lesson_ppt', fallbackName: 'slides' },
  subject_image: { accepts: IMAGES, kind: 'subject_image', fallbackName: 'subject' },
};

/** The one file of the form, checked against its slot: missing is 400, another type 415 (the size was checked while reading). */
function acceptedFile(form: MultipartForm, slot: keyof typeof SLOTS) {
  const file = form.files.find((f) => f.fieldname === AUTHORING_FILE_FIELD);
  if (!file) throw badRequest(AUTHORING_MESSAGES.noFile, [{ field: AUTHORING_FILE_FIELD, message: AUTHORING_MESSAGES.noFile }]);
  const type = detectDocumentType(file.bytes, file.filename);
  if (!type || !SLOTS[slot].accepts.includes(type.contentType)) {
    throw new HttpError(415, AUTHORING_MESSAGES.badFileType, [{ field: AUTHORING_FILE_FIELD, message: AUTHORING_MESSAGES.badFileType }]);
  }
  return { bytes: file.bytes, contentType: type.contentType, originalName: displayFileName(file.filename, SLOTS[slot].fallbackName, type.extension) };
}

/**
 * Stores the bytes and the row, then points the record at it; if anything fails the new bytes are removed again. The
 * file it replaces is kept: the seed shares one hint or plan among the grades' lessons.
 */
async function storeThen<T>(db: Db, storage: FileStorage, actorId: number | null, upload: ReturnType<typeof acceptedFile>, kind: FileKind, use: (fileId: string) => Promise<T>): Promise<T> {
  const { tracked, discard } = trackingStorage(storage);
  try {
    const fileId = await storeFile(db, tracked, { ...upload, kind, ownerId: actorId, schoolId: null });
    return await use(fileId);
  } catch (err) {
    await discard();
    throw err;
  }
}

export async function uploadLessonFile(db: Db, storage: FileStorage, actorId: number | null, lessonId: number, kind: LessonFileKind, form: MultipartForm): Promise<AuthoringLesson> {
  await findLesson(db, lessonId);
  const upload = acceptedFile(form, kind);
  return storeThen(db, storage, actorId, upload, SLOTS[kind].kind, (fileId) => setLessonFile(db, actorId, lessonId, kind, fileId));
}

/**
 * A lesson document in another language (ADR 0044: a lesson's version carries its own hint and lesson plan): checked
 * and stored as the lesson's own are, then handed to `use`, which points the version at it (the bytes go if it fails).
 */
export function storeLessonDocument<T>(db: Db, storage: FileStorage, actorId: number | null, kind: 'hint' | 'lesson_plan', form: MultipartForm, use: (fileId: string) => Promise<T>): Promise<T> {
  return storeThen(db, storage, actorId, acceptedFile(form, kind), SLOTS[kind].kind, use);
}

export async function uploadSubjectImage(db: Db, storage: FileStorage, actorId: number | null, subjectId: number, form: MultipartForm): Promise<AuthoringSubject> {
  await requireSubject(db, subjectId);
  const upload = acceptedFile(form, 'subject_image');
  return storeThen(db, storage, actorId, upload, 'subject_image', (fileId) => setSubjectImage(db, actorId, subjectId, fileId));
}

/** The subject's uploaded image (public, as its card shows it in an <img>), or 404. */
export async function subjectImageFile(db: Db, subjectId: number) {
  const [row] = await db.select({ fileId: subjects.imageFileId }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!row?.fileId) throw notFound('Image not found.');
  return row.fileId;
}
