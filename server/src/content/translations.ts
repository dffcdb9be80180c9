/**
 * The course text in other languages (issue 33 item 2, ADR 0044): `server/content/<language>/subjects/<slug>.json` and
 * `server/content/<language>/question-banks/<slug>.json` hold a subject and its bank in exactly the English files'
 * shape, every text translated. The seed writes them as the versions of the demo subjects, lessons and quizzes; the
 * lesson text and the PDFs are rendered from them with the fixed words of `course-labels.ts`.
 *
 * Everything that lines a translation up with its English is by place: the n-th lesson, key term, question and option
 * are the English n-th ones. So each file is checked here against its English (not only by the test), and a file that
 * drifted stops the seed with a ContentDataError instead of pairing the wrong texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from '@prayog/contract';
import { findSubject, type Lesson, type Question, type Subject } from './catalogue';
import { questionBank } from './question-banks';
import { questionSchema, subjectSchema } from './schema';
import { ContentDataError, contentDataDir } from './subject-files';

const cache = new Map<string, { subject: Subject; bank: readonly Question[] } | null>();

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentDataError(file, err instanceof Error ? err.message : String(err));
  }
}

/** Throws unless `translated` has the English one's places: lessons, simulators, counts, right answers. */
function checkAgainstEnglish(file: string, english: Subject, translated: Subject): void {
  const shape = (s: Subject) => JSON.stringify({
    slug: s.slug,
    lessons: s.lessons.map((l) => [l.position, l.simulator, l.sections.map((x) => x.paragraphs.length), l.keyTerms.length,
      l.activity.materials.length, l.activity.steps.length, l.hint.length]),
    questions: s.questions.map((q) => [q.correctIndex, q.lessonPosition]),
  });
  if (shape(english) !== shape(translated)) throw new ContentDataError(file, 'does not line up with the English subject (lessons, counts or answers differ)');
}

/** The languages the course has text in besides English, each with the subjects it has (sorted), from the data folder. */
export function courseTranslations(dataDir: string = contentDataDir): Map<Language, string[]> {
  const found = new Map<Language, string[]>();
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^[a-z]{2,3}$/.test(entry.name) || entry.name === 'en') continue;
    const subjectsDir = path.join(dataDir, entry.name, 'subjects');
    if (!fs.existsSync(subjectsDir)) continue;
    const slugs = fs.readdirSync(subjectsDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    if (slugs.length) found.set(entry.name, slugs);
  }
  return found;
}

/**
 * A subject and its question bank in `language`, or null when the course has no such translation. Read and checked
 * once, then kept; throws ContentDataError for a file that is not JSON, does not fit, or does not line up with English.
 */
export function translatedSubject(language: Language, slug: string): { subject: Subject; bank: readonly Question[] } | null {
  const key = `${language}/${slug}`;
  if (cache.has(key)) return cache.get(key)!;
  const english = findSubject(slug);
  const file = path.join(contentDataDir, language, 'subjects', `${slug}.json`);
  if (!english || !/^[a-z]{2,3}$/.test(language) || !fs.existsSync(file)) {
    cache.set(key, null);
    return null;
  }
  const parsed = subjectSchema.safeParse(readJson(file));
  if (!parsed.success) throw new ContentDataError(file, `does not fit its schema\n${z.prettifyError(parsed.error)}`);
  checkAgainstEnglish(file, english, parsed.data);

  const bankFile = path.join(contentDataDir, language, 'question-banks', `${slug}.json`);
  const bank = z.array(questionSchema).safeParse(readJson(bankFile));
  if (!bank.success) throw new ContentDataError(bankFile, `does not fit its schema\n${z.prettifyError(bank.error)}`);
  const englishBank = questionBank(slug);
  const places = (qs: readonly Question[]) => JSON.stringify(qs.map((q) => [q.correctIndex, q.lessonPosition, q.options.length]));
  if (places(bank.data) !== places(englishBank)) throw new ContentDataError(bankFile, 'does not line up with the English bank (count, lessons or answers differ)');

  const found = { subject: parsed.data, bank: bank.data };
  cache.set(key, found);
  return found;
}

/** The lesson in `language` where the course has it translated, else undefined (callers fall back to English). */
export function translatedLesson(language: Language, slug: string, position: number): { subject: Subject; lesson: Lesson } | undefined {
  const found = translatedSubject(language, slug);
  const lesson = found?.subject.lessons.find((l) => l.position === position);
  return found && lesson ? { subject: found.subject, lesson } : undefined;
}
