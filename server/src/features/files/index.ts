/** What the files feature offers the other features: they import it from here, never its files (issue 30). */
export { readFileBytes, storeFile } from './files.service';
export type { FileKind } from './files.service';
export { detectDocumentType, displayFileName, trackingStorage } from './uploads';
