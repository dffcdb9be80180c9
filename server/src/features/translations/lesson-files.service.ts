import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SOURCE_LANGUAGE, TRANSLATIONS_MESSAGES, type Language, type TranslationItem } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { MultipartForm } from '../../lib/multipart';
import type { FileStorage } from '../../lib/storage';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { storeLessonDocument } from '../authoring';
import { KINDS, findItem, toItem, versionKey } from './translation-items';
import { AUDIT_ENTITY, currentVersion, dropIfEmpty, upsertVersion } from './save.service';

export type LessonFileKind = 'hint' | 'lesson_plan';
const COLUMN = { hint: 'hintFileId', lesson_plan: 'lessonPlanFileId' } as const;

/** The lesson a document is for: 404 when it is missing or archived (with itself or its subject). */
async function liveLesson(db: Db, lessonId: number) {
  const lesson = await findItem(db, 'lesson', lessonId, SOURCE_LANGUAGE);
  if (!lesson || lesson.archived) throw notFound(TRANSLATIONS_MESSAGES.notFound);
  return lesson;
}

/**
 * Points a lesson's version in a language at a stored document, or (null) at none: the reader then gets the English
 * one again. The document replaced is kept, as the lesson's own are. A version left with nothing in it goes.
 */
async function setFile(db: Db, user: Principal, lessonId: number, language: Language, fileKind: LessonFileKind, fileId: string | null): Promise<TranslationItem> {
  const column = COLUMN[fileKind];
  await db.transaction(async (tx) => {
    const before = await currentVersion(tx, 'lesson', lessonId, language);
    if (fileId !== null) await upsertVersion(tx, user, 'lesson', lessonId, language, { [column]: fileId });
    else await tx.update(KINDS.lesson.versions as PgTable).set({ [column]: null, updatedAt: sql`now()`, updatedBy: user.id } as never).where(versionKey('lesson', lessonId, language));
    await dropIfEmpty(tx, 'lesson', lessonId, language);
    await recordAudit(tx, {
      schoolId: null, actorId: user.id, action: 'update', entity: AUDIT_ENTITY, entityId: `lesson:${lessonId}`,
      before: { language, [fileKind]: before?.[column] ?? null }, after: { language, [fileKind]: fileId },
    });
  });
  return toItem((await findItem(db, 'lesson', lessonId, language))!, user);
}

/** Uploads a lesson's hint (PDF) or lesson plan (PDF or Word) in a language, checked and stored as the lesson's own. */
export async function uploadLessonFile(db: Db, storage: FileStorage, user: Principal, lessonId: number, language: Language, fileKind: LessonFileKind, form: MultipartForm): Promise<TranslationItem> {
  await liveLesson(db, lessonId);
  return storeLessonDocument(db, storage, user.id, fileKind, form, (fileId) => setFile(db, user, lessonId, language, fileKind, fileId));
}

/** Removes a lesson's hint or lesson plan in a language. */
export async function deleteLessonFile(db: Db, user: Principal, lessonId: number, language: Language, fileKind: LessonFileKind): Promise<TranslationItem> {
  await liveLesson(db, lessonId);
  return setFile(db, user, lessonId, language, fileKind, null);
}
