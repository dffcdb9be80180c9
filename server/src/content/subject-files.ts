/**
 * Reads the demo course's text from the data folder `server/content/`: `catalogue.json` lists the subject
 * slugs in the order the app shows them, and `subjects/<slug>.json` holds one subject in the shape of
 * `subjectSchema`. Every file is checked with zod, and any problem names the file it is in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { catalogueSchema, subjectSchema, type Subject } from './schema';

/** server/content, found from this file, so it is the same whether npm, tsx or vitest runs from any folder. */
export const contentDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

const indexSchema = z.object({ subjects: z.array(z.string()).min(1) }).strict();

/** Thrown when a data file is missing, is not JSON, or does not fit its schema. */
export class ContentDataError extends Error {
  constructor(file: string, problem: string) {
    super(`Course content file ${file}: ${problem}`);
    this.name = 'ContentDataError';
  }
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentDataError(file, err instanceof Error ? err.message : String(err));
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ContentDataError(file, `does not fit its schema\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every subject of the catalogue, in catalogue order, checked; throws ContentDataError on the first bad file. */
export function readSubjectFiles(dataDir: string = contentDataDir): Subject[] {
  const indexFile = path.join(dataDir, 'catalogue.json');
  const subjectsDir = path.join(dataDir, 'subjects');
  const { subjects: slugs } = readJson(indexFile, indexSchema);

  // A subject file the index forgets would silently vanish from the app, so that is an error too.
  const listed = new Set(slugs.map((slug) => `${slug}.json`));
  const unlisted = fs.existsSync(subjectsDir)
    ? fs.readdirSync(subjectsDir).filter((name) => name.endsWith('.json') && !listed.has(name))
    : [];
  if (unlisted.length) throw new ContentDataError(indexFile, `does not list ${unlisted.map((n) => `subjects/${n}`).join(', ')}`);

  const subjects = slugs.map((slug) => {
    const file = path.join(subjectsDir, `${slug}.json`);
    const subject = readJson(file, subjectSchema);
    if (subject.slug !== slug) throw new ContentDataError(file, `its slug "${subject.slug}" differs from its file name`);
    return subject;
  });
  const whole = catalogueSchema.safeParse(subjects);
  if (!whole.success) throw new ContentDataError(indexFile, z.prettifyError(whole.error));
  return subjects;
}
