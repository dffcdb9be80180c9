import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectCatalogue } from '../../content/catalogue';
import { translatedLesson } from '../../content/translations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('GET /api/content/quizzes/{subject}/{position}/ (the Quiz tab)', () => {
  it('serves a self-check on the lesson key terms, without sign-in, whose one script the policy allows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const lesson = subjectCatalogue[0].lessons[1];
    expect(res.body).toContain(`Check yourself: ${lesson.name}`);
    expect(res.body.match(/<fieldset /g)).toHaveLength(lesson.keyTerms.length);
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('reads in the reader’s language: the Hindi course’s key terms and buttons, else English terms with a note (ADR 0044)', async () => {
    const hindi = translatedLesson('hi', 'robotics', 2)!.lesson;
    const inHindi = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/?lang=hi' });
    expect(inHindi.statusCode).toBe(200);
    expect(inHindi.body).toContain(`स्वयं जाँचें: ${hindi.name}`);
    expect(inHindi.body).toContain('उत्तर जाँचें');
    for (const k of hindi.keyTerms) expect(inHindi.body).toContain(k.term);
    expect(inHindi.body).not.toContain('यह प्रश्न');
    // Without the address naming it, the Accept-Language header chooses; the page varies by it.
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(byHeader.body).toBe(inHindi.body);
    expect(byHeader.headers.vary).toContain('accept-language');
    // No Marathi course yet: the English terms, the Marathi buttons and a note saying so.
    const english = subjectCatalogue.find((s) => s.slug === 'robotics')!.lessons[1];
    const inMarathi = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/?lang=mr' });
    expect(inMarathi.body).toContain('उत्तरे तपासा');
    expect(inMarathi.body).toContain('हे प्रश्न अजून मराठीत नाहीत');
    for (const k of english.keyTerms) expect(inMarathi.body).toContain(k.term.replace(/&/g, '&amp;'));
    const bad = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/?lang=xx' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the Devanagari and Bengali faces its pages name, for a year, and refuses any other file', async () => {
    const font = await t.app.inject({ method: 'GET', url: '/api/content/fonts/devanagari-400.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const page = await t.app.inject({ method: 'GET', url: '/api/content/quizzes/robotics/2/?lang=hi' });
    expect(page.body).toContain("src: url(/api/content/fonts/devanagari-400.woff2) format('woff2')");
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    expect((await t.app.inject({ method: 'GET', url: '/api/content/fonts/../../package.json' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/fonts/latin-400.woff2' })).statusCode).toBe(400);
  });

  it('does not give away assessment answers: no catalogue question text appears on any page', async () => {
    for (const subject of subjectCatalogue) {
      for (const lesson of subject.lessons) {
        const res = await t.app.inject({ method: 'GET', url: `/api/content/quizzes/${subject.slug}/${lesson.position}/` });
        for (const q of subject.questions) expect(res.body).not.toContain(q.text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
      }
    }
  });

  it.each([
    ['/api/content/quizzes/robotics/9/', 400],
    ['/api/content/quizzes/cooking/1/', 404],
  ])('%s answers %i with a detail', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().detail).toBe('string');
  });
});
