import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('security headers', () => {
  it("are on every answer, a success and an error alike, with the app's content security policy", async () => {
    for (const url of ['/api/health', '/api/student_dashboard/quizzes/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('https://www.youtube-nocookie.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // Embedding videos from YouTube needs no cross-origin isolation.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('are the same on a second answer (the middleware is built once and keeps no state between requests)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-frame-options']).toBe(first.headers['x-frame-options']);
  });
});
