import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sanitizeLessonHtml } from '../features/authoring/sanitize';
import { questionSchema, subjectSchema } from './schema';
import { contentDataDir } from './subject-files';
import { questionBank } from './question-banks';
import { ContentNotFoundError, subjectCatalogue } from './catalogue';
import { lessonContentHtml } from './lesson-page';
import { createPdf, finishPdf } from './pdf-document';
import { devanagariFace, devanagariRuns, useFace } from './pdf-face';
import { buildHintPdf, buildLessonPlanPdf } from './pdfs';
import { courseTranslations, translatedLesson, translatedSubject } from './translations';

/**
 * The Hindi course text (issue 33 item 2): server/content/hi/ holds subjects and question banks in exactly the shape of
 * the English ones, every text translated. Checked here so a translation never drifts from its English: same lessons,
 * simulators, counts and right answers.
 */
const hindiDir = path.join(contentDataDir, 'hi');
const slugs = fs.readdirSync(path.join(hindiDir, 'subjects')).map((f) => f.replace(/\.json$/, '')).sort();
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(hindiDir, file), 'utf8')) as unknown;
const devanagari = /[\u0900-\u097F]/;

/** What must not change in a translation: every number, every id, every array's length, the keys. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'slug' || k === 'simulator' ? v : skeleton(v)]));
  return typeof value === 'string' ? 'text' : value;
}

describe('the Hindi course text', () => {
  it('covers at least two subjects of the catalogue', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(2);
    for (const slug of slugs) expect(subjectCatalogue.map((s) => s.slug)).toContain(slug);
  });

  it.each(slugs)('%s: the subject fits the schema and the English subject’s shape, in Hindi', (slug) => {
    const hindi = subjectSchema.parse(read(`subjects/${slug}.json`));
    const english = subjectCatalogue.find((s) => s.slug === slug)!;
    expect(skeleton(hindi)).toEqual(skeleton(english));
    for (const lesson of hindi.lessons) {
      expect(lesson.name, `${slug} lesson ${lesson.position}`).toMatch(devanagari);
      expect(lesson.sections.flatMap((s) => s.paragraphs).every((p) => devanagari.test(p)), `${slug} lesson ${lesson.position}`).toBe(true);
    }
  });

  it.each(slugs)('%s: the question bank fits the schema and the English bank’s answers, in Hindi', (slug) => {
    const hindi = z.array(questionSchema).parse(read(`question-banks/${slug}.json`));
    const english = questionBank(slug);
    expect(hindi.map((q) => [q.correctIndex, q.lessonPosition, q.options.length])).toEqual(english.map((q) => [q.correctIndex, q.lessonPosition, q.options.length]));
    expect(new Set(hindi.map((q) => q.text)).size).toBe(hindi.length);
    for (const q of hindi) {
      expect(q.text).toMatch(devanagari);
      expect(new Set(q.options).size, q.text).toBe(q.options.length);
    }
  });
});

/** Every stream of a PDF, inflated where it is compressed: the fonts' ToUnicode maps say which characters were drawn. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out.join('\n');
}
/** A broken cluster: the shaper put a dotted circle (U+25CC) where a matra or sign found no letter to sit on. */
const hasDottedCircle = (pdf: Buffer) => /<25cc>/i.test(pdfStreams(pdf));

describe('the Hindi course as the seed stores it', () => {
  it('loads each translated subject checked against its English, and nothing for a language or subject it lacks', () => {
    expect([...courseTranslations().entries()]).toEqual([['hi', slugs]]);
    for (const slug of slugs) {
      const found = translatedSubject('hi', slug)!;
      expect(found.subject.lessons).toHaveLength(8);
      expect(found.bank).toHaveLength(questionBank(slug).length);
    }
    expect(translatedSubject('hi', 'scratch-programming')).toBeNull();
    expect(translatedSubject('bn', 'robotics')).toBeNull();
    expect(translatedLesson('hi', 'robotics', 9)).toBeUndefined();
  });

  it.each(slugs)('%s: each lesson as rich text is Hindi with Hindi fixed words, and the authoring sanitiser keeps it', (slug) => {
    for (const position of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const html = lessonContentHtml(slug, position, 'hi');
      const { lesson } = translatedLesson('hi', slug, position)!;
      expect(html).toContain(`<h2>मुख्य शब्द</h2>`);
      expect(html).toContain('<th scope="col">शब्द</th><th scope="col">अर्थ</th>');
      expect(html).toContain('<p><strong>आपको चाहिए:</strong></p>');
      expect(html).toContain('इस पाठ का सिम्युलेटर:');
      expect(html).not.toMatch(/Key terms|You will need|Simulator for this lesson|>Term<|>Meaning</);
      expect(html).toContain(`<tr><td><strong>${lesson.keyTerms[0].term}</strong></td>`);
      expect(sanitizeLessonHtml(html), `${slug}/${position}`).toBe(html.replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
    }
  });

  it('renders a lesson the course has not translated in English, words and all', () => {
    expect(lessonContentHtml('scratch-programming', 2, 'hi')).toBe(lessonContentHtml('scratch-programming', 2));
    expect(lessonContentHtml('robotics', 2, 'hi')).not.toBe(lessonContentHtml('robotics', 2));
  });

  it('makes the hint sheets and lesson plans in Devanagari, shaped (no broken cluster), deterministic and small', async () => {
    for (const slug of slugs) {
      for (const position of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const hint = await buildHintPdf(slug, position, 'hi');
        const plan = await buildLessonPlanPdf(slug, position, 4 + position, 'hi');
        for (const pdf of [hint, plan]) {
          expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
          expect(pdf.length).toBeLessThan(120 * 1024);
          expect(pdf.toString('latin1')).toContain('/Lang (hi)');
          expect(pdfStreams(pdf)).toMatch(/NotoSansDevanagari/);
          expect(hasDottedCircle(pdf), `${slug}/${position}`).toBe(false);
        }
      }
    }
    expect((await buildLessonPlanPdf('electronics', 3, 8, 'hi')).equals(await buildLessonPlanPdf('electronics', 3, 8, 'hi'))).toBe(true);
    expect((await buildLessonPlanPdf('electronics', 3, 8, 'hi')).equals(await buildLessonPlanPdf('electronics', 3, 8))).toBe(false);
  }, 120_000);

  it('finds a broken cluster where there is one (the check above can fail)', async () => {
    const doc = createPdf();
    useFace(doc, devanagariFace);
    devanagariFace.draw(doc, 'regular', 12, 'ि', 50, 50, { width: 200 });
    expect(hasDottedCircle(await finishPdf(doc))).toBe(true);
  });

  it('shapes "में" whole even when the first text a new process draws has an ऐ (fontkit keeps a glyph as first made)', async () => {
    vi.resetModules();
    const face = await import('./pdf-face');
    const pdf = await import('./pdf-document');
    const doc = pdf.createPdf();
    face.useFace(doc, face.devanagariFace);
    face.devanagariFace.draw(doc, 'regular', 12, 'ऐसी मशीन', 50, 50, { width: 300 });
    face.devanagariFace.draw(doc, 'regular', 12, 'कैमरा एक सेंसर है, घर में', 50, 80, { width: 300 });
    expect(hasDottedCircle(await pdf.finishPdf(doc))).toBe(false);
  });

  it('keeps a Hindi text drawn as one: the punctuation after a word stays on its line, and text is measured as drawn', () => {
    const doc = createPdf();
    useFace(doc, devanagariFace);
    const text = devanagariFace.printable('ध्यान दीजिए कि उसके लिए सोचने का काम आप कर रहे हैं! 12 V और 6 Ω (✓)');
    expect(text).toBe('ध्यान दीजिए कि उसके लिए सोचने का काम आप कर रहे हैं! 12 V और 6 ओम');
    expect(devanagariRuns('हैं! 12 V और')).toEqual([{ latin: false, text: 'हैं' }, { latin: true, text: '! 12 V ' }, { latin: false, text: 'और' }]);
    const height = devanagariFace.measure(doc, 'regular', 12, text, { width: 120, lineGap: 2 });
    doc.y = 100;
    devanagariFace.draw(doc, 'regular', 12, text, 50, 100, { width: 120, lineGap: 2 });
    expect(doc.y - 100).toBeCloseTo(height, 5);
    expect(height).toBeGreaterThan(3 * 12);
  });

  it('rejects a PDF in a language the lesson has no translation in, rather than store English as one', async () => {
    await expect(buildHintPdf('scratch-programming', 1, 'hi')).rejects.toThrow(ContentNotFoundError);
    await expect(buildLessonPlanPdf('robotics', 1, 5, 'bn')).rejects.toThrow(ContentNotFoundError);
  });
});
