import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { subjectCatalogue } from './catalogue';
import { ContentDataError, contentDataDir, readSubjectFiles } from './subject-files';

/** A writable copy of the real data folder, for breaking one file at a time. */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-content-'));
  fs.cpSync(contentDataDir, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const subjectFile = (slug: string) => path.join(dir, 'subjects', `${slug}.json`);
const readSubject = (slug: string) => JSON.parse(fs.readFileSync(subjectFile(slug), 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2));

/** The error readSubjectFiles throws for the copy, checked to be a ContentDataError. */
function loadError(): ContentDataError {
  try {
    readSubjectFiles(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(ContentDataError);
    return err as ContentDataError;
  }
  throw new Error('readSubjectFiles accepted broken data');
}

describe('course content data files', () => {
  it('live in server/content and give the catalogue, in the order catalogue.json lists', () => {
    expect(contentDataDir).toBe(path.resolve(import.meta.dirname, '../../content'));
    const order = (JSON.parse(fs.readFileSync(path.join(contentDataDir, 'catalogue.json'), 'utf8')) as { subjects: string[] }).subjects;
    expect(subjectCatalogue.map((s) => s.slug)).toEqual(order);
    expect(readSubjectFiles(dir)).toEqual(subjectCatalogue);
  });

  it('are read once: the catalogue is frozen', () => {
    expect(Object.isFrozen(subjectCatalogue)).toBe(true);
  });

  it('name the subject file that breaks the schema, and the field', () => {
    const robotics = readSubject('robotics');
    writeJson(subjectFile('robotics'), { ...robotics, lessons: (robotics.lessons as unknown[]).slice(0, 7) });
    const err = loadError();
    expect(err.message).toContain(subjectFile('robotics'));
    expect(err.message).toContain('lessons');
  });

  it('name a file that is not JSON', () => {
    fs.writeFileSync(subjectFile('electronics'), '{ "slug": "electronics", ');
    expect(loadError().message).toContain(subjectFile('electronics'));
  });

  it('name a missing subject file', () => {
    fs.rmSync(subjectFile('artificial-intelligence'));
    expect(loadError().message).toContain(subjectFile('artificial-intelligence'));
  });

  it('refuse a subject whose slug differs from its file name', () => {
    writeJson(subjectFile('electronics'), { ...readSubject('electronics'), slug: 'circuits' });
    const err = loadError();
    expect(err.message).toContain(subjectFile('electronics'));
    expect(err.message).toContain('"circuits"');
  });

  it('refuse a subject file that catalogue.json does not list, and a slug listed twice', () => {
    fs.copyFileSync(subjectFile('robotics'), path.join(dir, 'subjects', 'robotics-copy.json'));
    expect(loadError().message).toMatch(/catalogue\.json: does not list subjects\/robotics-copy\.json/);

    fs.rmSync(path.join(dir, 'subjects', 'robotics-copy.json'));
    writeJson(path.join(dir, 'catalogue.json'), { subjects: ['robotics', 'robotics', 'electronics', 'artificial-intelligence', 'scratch-programming'] });
    expect(loadError().message).toContain(path.join(dir, 'catalogue.json'));
  });
});
