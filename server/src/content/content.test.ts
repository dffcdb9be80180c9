import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ContentNotFoundError, catalogueSchema, findLesson, subjectCatalogue } from './catalogue';
import { escapeHtml } from './html';
import { lessonPageContentSecurityPolicy, renderLessonPage } from './lesson-page';
import { isWinAnsiText, toWinAnsi } from './pdf-text';
import { assessmentQuestions, buildHintPdf, buildLessonPlanPdf } from './pdfs';
import { renderSimulator, simulatorContentSecurityPolicy, simulatorIds } from './simulators';

const EXPECTED_SUBJECTS = [
  ['robotics', 'Robotics'],
  ['scratch-programming', 'Scratch Programming'],
  ['electronics', 'Electronics'],
  ['artificial-intelligence', 'Artificial Intelligence'],
] as const;

const allLessons = subjectCatalogue.flatMap((subject) => subject.lessons.map((lesson) => ({ subject, lesson })));

function lessonText(lesson: (typeof allLessons)[number]['lesson']): string[] {
  return [
    lesson.name, lesson.summary,
    ...lesson.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ...lesson.keyTerms.flatMap((k) => [k.term, k.meaning]),
    lesson.activity.title, ...lesson.activity.materials, ...lesson.activity.steps, ...lesson.hint,
  ];
}

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

describe('catalogue', () => {
  it('passes the zod schema', () => {
    const result = catalogueSchema.safeParse(subjectCatalogue);
    expect(result.success ? [] : z.prettifyError(result.error)).toEqual([]);
  });

  it('has the four subjects, in order, with unique slugs', () => {
    expect(subjectCatalogue.map((s) => [s.slug, s.name])).toEqual(EXPECTED_SUBJECTS);
    expect(new Set(subjectCatalogue.map((s) => s.slug)).size).toBe(4);
  });

  it('has 8 lessons per subject with positions 1..8 and unique names', () => {
    for (const subject of subjectCatalogue) {
      expect(subject.lessons.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(subject.lessons.map((l) => l.name)).size).toBe(8);
    }
  });

  it('has 12 four-option questions per subject with a valid answer and varied answer positions', () => {
    for (const subject of subjectCatalogue) {
      expect(subject.questions).toHaveLength(12);
      for (const q of subject.questions) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(Number.isInteger(q.correctIndex) && q.correctIndex >= 0 && q.correctIndex < 4).toBe(true);
      }
      expect(new Set(subject.questions.map((q) => q.text)).size).toBe(12);
      expect(new Set(subject.questions.map((q) => q.correctIndex)).size).toBeGreaterThanOrEqual(3);
      // Every lesson is checked by at least one question.
      expect(new Set(subject.questions.map((q) => q.lessonPosition))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    }
  });

  it('keeps lessons short (roughly 200-300 words) and uses known simulators', () => {
    for (const { subject, lesson } of allLessons) {
      const words = lessonText(lesson).join(' ').split(/\s+/).filter(Boolean).length;
      expect(words, `${subject.slug} ${lesson.position}: ${words} words`).toBeGreaterThanOrEqual(170);
      expect(words, `${subject.slug} ${lesson.position}: ${words} words`).toBeLessThanOrEqual(420);
      expect(simulatorIds).toContain(lesson.simulator);
    }
  });

  it('uses only characters the PDF fonts can print after conversion', () => {
    const texts = subjectCatalogue.flatMap((s) => [s.name, s.description, ...s.lessons.flatMap(lessonText), ...s.questions.flatMap((q) => [q.text, ...q.options])]);
    for (const text of texts) {
      const converted = toWinAnsi(text);
      expect(isWinAnsiText(converted), text).toBe(true);
      // No character was lost as '?'.
      expect(converted.split('?').length, text).toBe(text.split('?').length);
    }
  });

  it('looks lessons up and reports unknown ones', () => {
    expect(findLesson('electronics', 3)?.lesson.name).toBe("Ohm's Law");
    expect(findLesson('electronics', 9)).toBeUndefined();
    expect(findLesson('cooking', 1)).toBeUndefined();
  });
});

describe('lesson pages', () => {
  it.each(allLessons.map(({ subject, lesson }) => [subject.slug, lesson.position] as const))('%s lesson %i renders a safe, complete page', (slug, position) => {
    const { subject, lesson } = findLesson(slug, position)!;
    const html = renderLessonPage(slug, position);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain(`<h1>${escapeHtml(lesson.name)}</h1>`);
    expect(html).toContain(escapeHtml(subject.name));
    for (const term of lesson.keyTerms) expect(html).toContain(escapeHtml(term.term));
    for (const step of lesson.activity.steps) expect(html).toContain(escapeHtml(step));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('http');
    expect(html).not.toMatch(/\ssrc=|<link|@import|url\(/i);
  });

  it('escapes text', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(renderLessonPage('electronics', 3)).toContain('Ohm&#39;s Law');
  });

  it('throws ContentNotFoundError for an unknown subject or position', () => {
    expect(() => renderLessonPage('cooking', 1)).toThrow(ContentNotFoundError);
    expect(() => renderLessonPage('robotics', 0)).toThrow(ContentNotFoundError);
    expect(() => renderLessonPage('robotics', 9)).toThrow(ContentNotFoundError);
  });

  it('has a script-free content security policy', () => {
    expect(lessonPageContentSecurityPolicy).toContain("script-src 'none'");
    expect(lessonPageContentSecurityPolicy).toContain("default-src 'none'");
  });
});

describe('simulators', () => {
  it('exports the four ids', () => {
    expect([...simulatorIds]).toEqual(['ohms-law', 'robot-grid', 'scratch-blocks', 'ai-classifier']);
  });

  it.each([...simulatorIds])('%s is a complete, self-contained HTML document', (id) => {
    const html = renderSimulator(id);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toMatch(/<html lang="en-IN">[\s\S]*<head>[\s\S]*<style>[\s\S]*<body>[\s\S]*<\/body>\s*<\/html>\s*$/);
    expect(html).not.toContain('http');
    expect(html).not.toMatch(/\ssrc=|<link|@import|<iframe|fetch\(|XMLHttpRequest|WebSocket|\son[a-z]+="/i);
    expect(html.match(/url\([^)]*\)/g) ?? []).toEqual((html.match(/url\(#[a-z-]+\)/g) ?? []));
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    // The inline script must at least parse (it is not run here).
    expect(() => new Function(scripts[0]!)).not.toThrow();
  });

  it.each([...simulatorIds])('%s has a CSP that allows exactly its inline script', (id) => {
    const hash = createHash('sha256').update(inlineScripts(renderSimulator(id))[0]!, 'utf8').digest('base64');
    const csp = simulatorContentSecurityPolicy(id);
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
  });

  it('throws for an unknown id', () => {
    expect(() => renderSimulator('time-machine')).toThrow(RangeError);
  });
});

describe('PDFs', () => {
  it.each(allLessons.map(({ subject, lesson }) => [subject.slug, lesson.position] as const))('%s lesson %i: hint sheet and lesson plan', async (slug, position) => {
    const hint = await buildHintPdf(slug, position);
    expect(hint.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(hint.length).toBeLessThan(200 * 1024);
    expect(pageCount(hint)).toBe(1);

    const plan = await buildLessonPlanPdf(slug, position, 7);
    expect(plan.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(plan.length).toBeLessThan(200 * 1024);
    expect(pageCount(plan)).toBeGreaterThanOrEqual(1);
    expect(pageCount(plan)).toBeLessThanOrEqual(2);
  });

  it('is deterministic', async () => {
    expect((await buildHintPdf('robotics', 5)).equals(await buildHintPdf('robotics', 5))).toBe(true);
    expect((await buildLessonPlanPdf('electronics', 3, 8)).equals(await buildLessonPlanPdf('electronics', 3, 8))).toBe(true);
    expect((await buildLessonPlanPdf('electronics', 3, 8)).equals(await buildLessonPlanPdf('electronics', 3, 9))).toBe(false);
  });

  it('puts the title and grade in the document info', async () => {
    const text = (await buildLessonPlanPdf('artificial-intelligence', 4, 10)).toString('latin1');
    expect(text).toContain('(Lesson plan: Classification and Nearest Neighbours \\(Grade 10\\))');
    expect(text).toContain('(Prayog)');
  });

  it('chooses assessment questions for the lesson first, then review questions', () => {
    const robotics = subjectCatalogue[0]!;
    const picked = assessmentQuestions(robotics, 5);
    expect(picked).toHaveLength(3);
    expect(picked.filter((p) => !p.review).every((p) => p.question.lessonPosition === 5)).toBe(true);
    expect(picked.filter((p) => !p.review)).toHaveLength(2);
    expect(picked.find((p) => p.review)?.question.lessonPosition).toBe(4);
  });

  it('rejects a bad grade or an unknown lesson', async () => {
    await expect(buildLessonPlanPdf('robotics', 1, 0)).rejects.toThrow(RangeError);
    await expect(buildLessonPlanPdf('robotics', 1, 13)).rejects.toThrow(RangeError);
    await expect(buildLessonPlanPdf('robotics', 1, 6.5)).rejects.toThrow(RangeError);
    await expect(buildHintPdf('robotics', 9)).rejects.toThrow(ContentNotFoundError);
    await expect(buildLessonPlanPdf('cooking', 1, 6)).rejects.toThrow(ContentNotFoundError);
  });
});
