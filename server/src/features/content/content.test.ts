import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('lesson pages and simulators', () => {
  it('serves a lesson page as HTML with its own content policy, without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/lessons/robotics/1/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<!doctype html>/i);
  });

  it('serves a simulator whose inline script the policy allows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/simulators/ohms-law/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
  });

  it.each([
    ['/api/content/lessons/robotics/9/', 400],
    ['/api/content/lessons/cooking/1/', 404],
    ['/api/content/lessons/Robotics!/1/', 400],
    ['/api/content/simulators/warp-drive/', 404],
  ])('%s answers %i with a detail', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().detail).toBe('string');
  });
});
