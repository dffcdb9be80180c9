import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from '../features/authoring/sanitize';
import { subjectCatalogue } from './catalogue';
import { lessonContentHtml } from './lesson-page';

describe('a catalogue lesson as rich text', () => {
  it('is kept whole by the authoring sanitiser, so the seeded text is what an administrator then edits', () => {
    for (const subject of subjectCatalogue) {
      for (const lesson of subject.lessons) {
        const html = lessonContentHtml(subject.slug, lesson.position);
        // Only the spelling of quotes changes (the sanitiser writes them out in text, where they need no escape).
        expect(sanitizeLessonHtml(html), `${subject.slug}/${lesson.position}`).toBe(html.replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
      }
    }
  });

  it('carries the summary, sections, key terms, activity and simulator, escaped', () => {
    const html = lessonContentHtml('electronics', 3);
    expect(html).toMatch(/^<p><strong>Ohm&#39;s law, V = I × R/);
    expect(html).toContain('<h2>The law</h2>');
    expect(html).toContain('<tr><td><strong>Ohm&#39;s law</strong></td>');
    expect(html).toContain('<h2>Activity: Check the law</h2>');
    expect(html).toContain('Simulator for this lesson: <strong>Ohm&#39;s Law</strong>');
  });
});
