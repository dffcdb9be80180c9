import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { notFound } from '../../lib/http-errors';
import { storedFiles, type FILE_KINDS } from './files.table';

export type FileKind = (typeof FILE_KINDS)[number];

export interface NewFile {
  bytes: Buffer;
  kind: FileKind;
  originalName: string;
  contentType: string;
  ownerId?: number | null;
  schoolId?: number | null;
}

/** Stores the bytes under a random key, then records the metadata; returns the file id. */
export async function storeFile(db: Db, storage: FileStorage, file: NewFile): Promise<string> {
  const storageKey = await storage.put(file.bytes);
  const [row] = await db.insert(storedFiles).values({
    storageKey, kind: file.kind, originalName: file.originalName, contentType: file.contentType,
    sizeBytes: file.bytes.length, ownerId: file.ownerId ?? null, schoolId: file.schoolId ?? null,
  }).returning({ id: storedFiles.id });
  return row.id;
}

export async function findFile(db: Db, fileId: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row ?? null;
}

export async function readFileBytes(db: Db, storage: FileStorage, fileId: string) {
  const meta = await findFile(db, fileId);
  if (!meta) throw notFound('File not found.');
  return { meta, bytes: await readStoredBytes(storage, meta) };
}

/** The bytes of a file whose metadata is already loaded (the files policy loads it). */
export function readStoredBytes(storage: FileStorage, meta: { storageKey: string }): Promise<Buffer> {
  return storage.get(meta.storageKey).catch(() => { throw notFound('File not found.'); });
}
