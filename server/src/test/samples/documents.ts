import type { Db } from '../../db/client';
import { programmeDocuments } from '../../features/documents/documents.table';
import { storedFiles } from '../../features/files/files.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** The Innovation Calendar the GET sample reads, made once per database (its bytes are never read here). */
const made = new WeakSet<Cast>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (made.has(cast)) return;
  const [file] = await db.insert(storedFiles).values({
    storageKey: `00/${'0'.repeat(24)}${cast.homeSchoolId.toString(16).padStart(8, '0')}`, originalName: 'innovation-calendar.pdf',
    contentType: 'application/pdf', sizeBytes: 16, kind: 'document',
  }).returning({ id: storedFiles.id });
  await db.insert(programmeDocuments).values({ key: 'innovation_calendar', fileId: file.id }).onConflictDoNothing();
  made.add(cast);
}

/** A fresh form per call: the PDF in `file`. */
function pdfForm(): FormData {
  const data = new FormData();
  data.append('file', new Blob([Buffer.from('%PDF-1.4\n% sample\n%%EOF\n')], { type: 'application/pdf' }), 'stem-sop.pdf');
  return data;
}

/** Sample calls of the programme document routes for the route × role matrix and the fuzz test. */
export const documentSamples: Record<string, RouteSample> = {
  'GET /api/documents/:key/': { prepare, call: () => ({ url: '/api/documents/innovation_calendar/' }), ok: [200] },
  'PUT /api/documents/:key/': { call: () => ({ url: '/api/documents/stem_sop/', payload: pdfForm() }), ok: [200] },
};
