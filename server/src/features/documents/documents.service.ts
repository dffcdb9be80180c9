import { eq } from 'drizzle-orm';
import {
  DOCUMENT_FILE_FIELD, DOCUMENT_MESSAGES, PROGRAMME_DOCUMENT_TITLES, fileUrl, isPdfContent, type ProgrammeDocument, type ProgrammeDocumentKey,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/multipart';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { storeFile } from '../files';
import { storedFiles } from '../files/files.table';
import { displayFileName, trackingStorage } from '../files';
import { programmeDocuments as docs } from './documents.table';

const columns = { key: docs.key, fileId: docs.fileId, updatedAt: docs.updatedAt, fileName: storedFiles.originalName, storageKey: storedFiles.storageKey };

async function current(db: Db, key: ProgrammeDocumentKey, lock = false) {
  const query = db.select(columns).from(docs).innerJoin(storedFiles, eq(storedFiles.id, docs.fileId)).where(eq(docs.key, key)).limit(1);
  const [row] = lock ? await query.for('update', { of: docs }) : await query;
  return row ?? null;
}

const toDocument = (key: ProgrammeDocumentKey, row: { fileId: string; fileName: string; updatedAt: Date }): ProgrammeDocument => ({
  key, title: PROGRAMME_DOCUMENT_TITLES[key], file_url: fileUrl(row.fileId), file_name: row.fileName, updated_at: row.updatedAt.toISOString(),
});

/** A programme document: where its PDF is (the files route serves it). 404 until one has been put in place. */
export async function getDocument(db: Db, key: ProgrammeDocumentKey): Promise<ProgrammeDocument> {
  const row = await current(db, key);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return toDocument(key, row);
}

/**
 * An administrator replaces a document with a PDF (checked by its content, before anything is stored). The new
 * file, the row and the audit entry are one transaction; the old file's row goes in it too and its bytes are
 * removed once it has committed, so a failure leaves the old document in place and nothing new behind.
 */
export async function replaceDocument(
  db: Db, storage: FileStorage, user: Principal, key: ProgrammeDocumentKey, files: UploadedFile[],
): Promise<ProgrammeDocument> {
  const file = files.find((f) => f.fieldname === DOCUMENT_FILE_FIELD);
  if (!file) throw badRequest(DOCUMENT_MESSAGES.noFile, [{ field: DOCUMENT_FILE_FIELD, message: DOCUMENT_MESSAGES.noFile }]);
  if (!isPdfContent(file.bytes.subarray(0, 4))) throw new HttpError(415, DOCUMENT_MESSAGES.notPdf);
  const fileName = displayFileName(file.filename, key.replace(/_/g, '-'), 'pdf');

  const { tracked, discard } = trackingStorage(storage);
  let oldStorageKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const before = await current(tx, key, true);
      const fileId = await storeFile(tx, tracked, { bytes: file.bytes, kind: 'document', contentType: 'application/pdf', originalName: fileName });
      const updatedAt = new Date();
      await tx.insert(docs).values({ key, fileId, updatedBy: user.id, updatedAt })
        .onConflictDoUpdate({ target: docs.key, set: { fileId, updatedBy: user.id, updatedAt } });
      if (before) {
        await tx.delete(storedFiles).where(eq(storedFiles.id, before.fileId));
        oldStorageKey = before.storageKey;
      }
      await recordAudit(tx, {
        schoolId: null, actorId: user.id, action: before ? 'update' : 'create', entity: 'programme_document', entityId: key,
        before: before ? { file_id: before.fileId, file_name: before.fileName } : null,
        after: { file_id: fileId, file_name: fileName, size_bytes: file.bytes.length },
      });
    });
  } catch (err) {
    await discard();
    throw err;
  }
  const replaced: string | null = oldStorageKey;
  if (replaced) await storage.remove(replaced).catch(() => undefined);
  return getDocument(db, key);
}
