import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from '../../src/browser';
import { apiLogin, signedInPage, type Language } from '../../src/session';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { allInView, noSidewaysScroll } from '../../src/layout';

/**
 * Lessons offline (issue 29 part 3, ADR 0029): demo.student keeps a subject on the phone, loses the network, opens a
 * lesson of it with its content, hint and simulator, is told the video needs a connection, and removes the subject;
 * removed, the subject no longer opens offline. The service worker is allowed here (newPage blocks it elsewhere).
 */
let browser: Browser;
const SUBJECT = 'scratch-programming';
const VIEWER = `/learning/7/${SUBJECT}/`;
const catalogue = (language: Language) => JSON.parse(fs.readFileSync(
  path.resolve(new URL('.', import.meta.url).pathname, `../../../web/src/features/lessons/i18n/${language}.json`), 'utf8',
)) as { offline: Record<string, string>; viewer: { unexpected: string } };

// The demo lessons have no video; the journey gives the lesson it opens one (a YouTube link) and takes it back after.
let videoLesson: { id: number; admin: string } | null = null;
async function api(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    method, headers: { Authorization: `Token ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBe(200);
  return res.json() as Promise<unknown>;
}
async function setVideo(videoUrl: string | null) {
  if (!videoLesson) {
    const student = await apiLogin('demo.student');
    const curriculum = await api('GET', `/curriculum/7/${SUBJECT}/`, student.token) as { data: { id: number }[]; progress: { current_index: number } };
    videoLesson = { id: curriculum.data[curriculum.progress.current_index].id, admin: (await apiLogin('demo.admin')).token };
  }
  await api('PATCH', `/authoring/lessons/${videoLesson.id}/`, videoLesson.admin, { video_url: videoUrl });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await setVideo('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
});
afterAll(async () => {
  await setVideo(null);
  await browser.close();
});

/** The service worker installed (the app precached) and in charge of the page: the first visit's page is not, so reload. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
}

const control = (page: Page) => page.getByTestId('offline-control');
const description = (page: Page, text: string) => control(page).getByText(text).waitFor({ timeout: 60_000 });
/** What the kept cache holds for this subject's curriculum, as the page itself can see it. */
const keptCurriculum = (page: Page) => page.evaluate(async (url) => {
  if (!(await caches.has('prayog-kept-v1'))) return 'no cache';
  return (await (await caches.open('prayog-kept-v1')).match(url)) ? 'kept' : 'not kept';
}, `/api/curriculum/7/${SUBJECT}/`);

async function looked(page: Page, name: string, found: string[], other: { width: number; height: number }, here: { width: number; height: number }) {
  await noSidewaysScroll(page);
  await allInView(control(page).locator('input, button'), 'the offline control');
  await checkAxe(page, name, found);
  await screenshot(page, `${name}-${here.width}`);
  // The same screen at the other width.
  await page.setViewportSize(other);
  await noSidewaysScroll(page);
  await allInView(control(page).locator('input, button'), 'the offline control');
  await checkAxe(page, `${name} at ${other.width} px`, found);
  await screenshot(page, `${name}-${other.width}`);
  await page.setViewportSize(here);
}

describe('lessons kept offline', () => {
  it.each([
    ['en', DESKTOP, PHONE],
    ['hi', PHONE, DESKTOP],
  ] as const)('keeps a subject, opens its lesson with no network, and removes it (%s)', async (language, viewport, other) => {
    const t = catalogue(language).offline;
    const found: string[] = [];
    const page = await signedInPage(browser, 'demo.student', { viewport, language, serviceWorkers: 'allow', home: VIEWER });
    await underServiceWorker(page);

    // Opened last, the subject is kept by itself; the switch keeps it for good, with its size.
    await page.getByTestId('lesson-circles').waitFor();
    await control(page).getByText(/\d+(\.\d)? (kB|MB)/).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('offline-switch').isChecked()).toBe(false);
    await page.getByTestId('offline-switch').click({ force: true });
    await description(page, t.kept.replace('{{size}}', '').split('(')[0].trim());
    expect(await page.getByTestId('offline-switch').isChecked()).toBe(true);
    expect(await control(page).textContent()).toMatch(/\(\d+(\.\d)? (kB|MB)\)/);
    expect(await keptCurriculum(page)).toBe('kept');
    const lessonName = (await page.getByTestId('lesson-name').textContent())!;
    await looked(page, `offline-lessons-kept-${language}`, found, other, viewport);

    // No network: the app, the lesson list and the lesson's page come from the phone.
    await page.context().setOffline(true);
    await page.goto(VIEWER);
    await page.getByTestId('lesson-circles').waitFor();
    expect(await page.getByTestId('lesson-name').textContent()).toBe(lessonName);
    await page.getByTestId('offline-note').getByText(t.offlineNote).waitFor();
    await page.locator('[data-testid="frame-content"][src^="blob:"]').waitFor();
    await page.frameLocator('[data-testid="frame-content"]').locator('h1').getByText(lessonName).waitFor();
    // Nothing here came over the network: the server is out of reach.
    expect(await page.evaluate(async () => { try { return (await fetch('/api/health')).status; } catch { return 'failed'; } })).toBe('failed');

    await page.getByTestId('tab-hint').click();
    await page.getByTestId('hint-pdf').waitFor();
    await page.getByTestId('tab-simulator').click();
    await page.frameLocator('[data-testid="frame-simulator"]').locator('body *').first().waitFor();
    await page.getByTestId('tab-video').click();
    await page.getByTestId('video-needs-connection').getByText(t.videoNeedsConnection).waitFor();
    await looked(page, `offline-lessons-offline-${language}`, found, other, viewport);

    // Removed (with no network too), it is gone from the phone and no longer opens offline.
    await page.getByTestId('offline-remove').click();
    await description(page, t.needsConnection);
    expect(await page.getByTestId('offline-switch').isChecked()).toBe(false);
    expect(await page.getByTestId('offline-switch').isDisabled()).toBe(true);
    expect(await keptCurriculum(page)).toBe('not kept');
    await page.reload();
    await page.getByTestId('error-state').getByText(catalogue(language).viewer.unexpected).waitFor();
    await screenshot(page, `offline-lessons-removed-${language}-${viewport.width}`);
    await page.context().setOffline(false);
    expectNoAxeFindings(found);
  });

  it('deletes everything kept on the phone at sign-out', async () => {
    const page = await signedInPage(browser, 'demo.student', { viewport: PHONE, serviceWorkers: 'allow', home: VIEWER });
    await underServiceWorker(page);
    await page.getByTestId('lesson-circles').waitFor();
    await control(page).getByText(/\d+(\.\d)? (kB|MB)/).waitFor({ timeout: 60_000 });
    expect(await keptCurriculum(page)).toBe('kept');

    await page.goto('/dashboard');
    const logout = page.getByTestId('nav-logout');
    await logout.waitFor({ state: 'attached' });
    if (!(await logout.isVisible())) await page.getByTestId('sidebar-menu').click();
    await logout.click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.waitForFunction(async () => !(await caches.has('prayog-kept-v1')));
    expect(await keptCurriculum(page)).toBe('no cache');
  });
});
