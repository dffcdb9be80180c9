import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

describe('routes', () => {
  it('sends an unknown path to /', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('signin-form').waitFor({ state: 'visible' });
  });

  it.each(['/dashboard', '/teacher_dashboard', '/school_dashboard', '/parent_dashboard', '/admin-dashboard'])(
    'sends a signed-out visitor of %s to /login', async (path) => {
      const page = await newPage(browser);
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).pathname).toBe('/login');
    });

  it('serves the API documentation', async () => {
    const page = await newPage(browser);
    const res = await page.goto('/api/docs/json');
    expect(res?.status()).toBe(200);
    const doc = await res!.json();
    expect(Object.keys(doc.paths)).toContain('/api/account/login/');
  });
});

describe('error boundary', () => {
  it("shows 'Unexpected Application Error!' when a screen fails to load", async () => {
    const page = await newPage(browser);
    await page.addInitScript(() => {
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('role', 'teacher');
      localStorage.setItem('isSuperUser', 'false');
      localStorage.setItem('authToken', 'x'.repeat(43));
    });
    // The teacher shell is its own chunk; refusing it makes the lazy import throw while rendering.
    await page.route(/\/assets\/teacher-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/teacher_dashboard');
    await page.getByText('Unexpected Application Error!').waitFor();
  });
});
