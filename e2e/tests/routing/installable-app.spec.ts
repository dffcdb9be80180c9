import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';

/**
 * The installable app (issue 29, ADR 0028): bytes go compressed, the manifest and the service worker are there, the
 * shell opens with no network, and a new version found between visits is announced, not forced. The service worker
 * is allowed here only (newPage blocks it elsewhere).
 */
let browser: Browser;
// The build the journeys' server sends (e2e/src/global-setup.ts reads the same variable).
const distDir = path.resolve(new URL('.', import.meta.url).pathname, '../../..', process.env.WEB_DIST_DIR ?? 'web/dist');
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const form = (page: Page) => page.getByTestId('signin-form').locator('input[name="username_or_email"]');

/** Waits until the page's service worker is installed (the app precached) and in charge of the page. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

describe('the installable app', () => {
  it('sends the app compressed, with a manifest and icons, and registers its service worker', async () => {
    const page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
    const encodings = new Map<string, string | undefined>();
    page.on('response', (r) => { if (r.url().includes('/assets/') && r.url().endsWith('.js')) encodings.set(r.url(), r.headers()['content-encoding']); });
    await page.goto('/login');
    await form(page).waitFor({ state: 'visible' });
    expect(encodings.size).toBeGreaterThan(0);
    for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Prayog', short_name: 'Prayog', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`))
      .toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  });

  it('opens the sign-in screen with no network after a first visit, and never answers /api from its cache', async () => {
    const page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
    await page.goto('/login');
    await form(page).waitFor({ state: 'visible' });
    await workerReady(page);

    await page.context().setOffline(true);
    await page.reload();
    await form(page).waitFor({ state: 'visible' });
    // A client route the phone never opened: the shell is the same index.html.
    await page.goto('/reset-password');
    await page.goto('/login');
    await form(page).waitFor({ state: 'visible' });
    await screenshot(page, 'installable-app-offline-login-360');
    const api = await page.evaluate(async () => {
      try { return (await fetch('/api/health')).status; } catch { return 'failed'; }
    });
    expect(api).toBe('failed');
    await page.context().setOffline(false);
  });

  it('announces a new version found between visits, used on the next visit or at once on Reload now', async () => {
    const page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
    await page.goto('/login');
    await form(page).waitFor({ state: 'visible' });
    const first = await workerReady(page);
    expect(first).toMatch(/\/sw\.js$/);

    // A new deployment between visits: the server's worker file with other bytes (a new precache list differs alike).
    const swFile = path.join(distDir, 'sw.js');
    const deployed = fs.readFileSync(swFile, 'utf8');
    fs.writeFileSync(swFile, `${deployed}\n// a new version\n`);
    try {
      await page.reload();
      await form(page).waitFor({ state: 'visible' });
      await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update(); });
    } finally {
      fs.writeFileSync(swFile, deployed);
    }
    await form(page).waitFor({ state: 'visible' });
    const notice = page.getByTestId('update-notice');
    await notice.waitFor({ state: 'visible', timeout: 60_000 });
    await expect(notice.textContent()).resolves.toContain('A new version of Prayog is ready. It will be used the next time you open the app.');
    await screenshot(page, 'installable-app-update-notice-360', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'installable-app-update-notice-1280', { fullPage: false });
    // The page is still the one the reader had: nothing reloaded by itself.
    await form(page).fill('still here');
    expect(await form(page).inputValue()).toBe('still here');

    // The new worker takes charge and the page reloads (listening first: the reload may come at once).
    await Promise.all([page.waitForEvent('framenavigated', { timeout: 60_000 }), page.getByTestId('update-reload').click()]);
    await form(page).waitFor({ state: 'visible' });
    expect(await form(page).inputValue()).toBe('');
    await expect(page.getByTestId('update-notice').count()).resolves.toBe(0);
  });
});
