import { isPdfContent } from '@prayog/contract';
import type { FileStorage } from '../../lib/storage';

/** What an uploaded file is, decided from its bytes: the type it is served with and its usual extension. */
export interface DocumentType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];

/** Legacy Office files share one container (OLE); which program made it is read from the name, within that family. */
const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
/** An Office Open XML package is told apart by the folder of its main part. */
const OOXML_TYPES: [folder: string, DocumentType][] = [
  ['word/', { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' }],
  ['xl/', { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }],
  ['ppt/', { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' }],
];

/**
 * The names in a zip's central directory, read from its end record; null when the archive is not well-formed
 * (or needs zip64, which no 10 MB office document does).
 */
function zipEntryNames(bytes: Buffer): string[] | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) return null;
    names.push(bytes.toString('latin1', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

function officeOpenXml(bytes: Buffer): DocumentType | null {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  return OOXML_TYPES.find(([folder]) => names.some((n) => n.startsWith(folder)))?.[1] ?? null;
}

/**
 * The documents a school may upload (ARCHITECTURE §5: the type is checked by content, never by the name or the
 * browser's word): PDF, PNG, JPEG, GIF, WebP, legacy Office (doc/xls/ppt) and Office Open XML (docx/xlsx/pptx).
 * Anything else, SVG and HTML included (they could run script when opened), is null.
 */
export function detectDocumentType(bytes: Buffer, fileName: string): DocumentType | null {
  if (isPdfContent(bytes.subarray(0, 4))) return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, OLE)) {
    const named = /\.(doc|xls|ppt)$/i.exec(fileName.trim())?.[1].toLowerCase();
    return named ? { contentType: OLE_TYPES[named], extension: named } : { contentType: 'application/x-ole-storage', extension: 'doc' };
  }
  if (startsWith(bytes, ZIP_LOCAL)) return officeOpenXml(bytes);
  return null;
}

/**
 * The uploader's file name, kept for display only (the bytes live under a random key): no folders or control
 * characters, never empty, and ending in the extension of what the content is.
 */
export function displayFileName(name: string, fallback: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f]/g, '').trim().slice(0, 200) || fallback;
  const same = extension === 'jpg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i');
  return same.test(base) ? base : `${base}.${extension}`;
}

/**
 * Remembers what was put into storage so a failure after the bytes were written (the row insert,
 * say) can remove them again: a refused upload leaves nothing behind.
 */
export function trackingStorage(storage: FileStorage) {
  const keys: string[] = [];
  const tracked: FileStorage = {
    put: async (bytes) => { const key = await storage.put(bytes); keys.push(key); return key; },
    get: (key) => storage.get(key),
    remove: (key) => storage.remove(key),
  };
  return { tracked, discard: () => Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined))) };
}
