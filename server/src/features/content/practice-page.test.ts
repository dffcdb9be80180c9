import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectCatalogue } from '../../content/catalogue';
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
