import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { signInThroughApi, signedInPage } from '../../src/session';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The ten panels of spec 1 §2 and Privacy (issue 31), in sidebar order, with their labels. */
const panels: [string, string][] = [
  ['dashboard', 'Dashboard'], ['subjects', 'Subjects'], ['progress', 'Course Report'], ['assessment', 'Assessment Report'],
  ['quizzes', 'Assessments'], ['leaderboard', 'Leaderboard'], ['projects', 'Holiday Homework'], ['events', 'Upcoming Events'],
  ['profileSetting', 'Profile Setting'], ['loginActivity', 'Login Activity'], ['privacy', 'Privacy'],
];

/** Something each panel shows once its data is in. */
const ready: Record<string, string> = {
  dashboard: '[data-testid="dashboard-header"]', subjects: '[data-testid^="subject-card-"]', progress: '[data-testid="time-on-lms"]',
  assessment: '[data-testid="marks-overview"]', quizzes: '[data-testid="quiz-grid"]', leaderboard: '[data-testid="your-rank"]',
  projects: '[data-testid="homework-list-range"]', events: '[data-testid="events-timeline"]', profileSetting: '[data-testid="profile-panel"]',
  loginActivity: '[data-testid="login-profile-box"]', privacy: '[data-testid="privacy-centre"]',
};

/** Nothing is loading any more: no skeleton of a panel, a chart, a table or the content area. */
const LOADING = '[data-testid$="-loading"], [data-testid="full-page-skeleton"], [data-testid="content-skeleton"], [data-testid$="-skeleton-row"]';
async function settled(page: Page, key: string) {
  await page.locator(ready[key]).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 15_000 });
  await animationsDone(page); // charts animate in
}

describe('the student portal', () => {
  it('lists the eleven panels in the spec order and opens each without an error', async () => {
    const page = await newPage(browser);
    const failures: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`); });
    page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
    await signInThroughApi(page, 'demo.student', { home: '/dashboard' });
    await page.getByTestId('nav-loginActivity').waitFor();
    const keys = await page.locator('nav [data-testid^="nav-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(keys).toEqual(panels.map(([k]) => `nav-${k}`));
    for (const [key, label] of panels) {
      await page.getByTestId(`nav-${key}`).click();
      expect(await page.getByTestId(`nav-${key}`).textContent()).toContain(label);
      await settled(page, key);
      await waitForQuiet(page);
      expect(await page.getByTestId('error-state').count(), `error on ${key}`).toBe(0);
      // Every panel starts with its header, whose title is the page's only h1 (the Assessments panel is not built on it yet).
      if (key !== 'quizzes') expect(await page.locator('main [data-testid$="header"] h1').count(), `header on ${key}`).toBe(1);
      expect(await page.locator('h1').count(), `h1 on ${key}`).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('activeContent'))).toBe(key);
      await screenshot(page, `portal-${key}`);
    }
    expect(failures).toEqual([]);
    // The chosen panel is remembered between visits.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-privacy"]')?.getAttribute('aria-current') === 'page');
  });

  it('opens every panel at 360 px without sideways scrolling', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student', { home: '/dashboard' });
    for (const [key] of panels) {
      await page.getByTestId('sidebar-menu').click();
      await page.getByTestId(`nav-${key}`).click();
      await page.getByTestId('sidebar-overlay').waitFor({ state: 'detached' });
      await page.waitForFunction((k) => localStorage.getItem('activeContent') === k, key);
      await settled(page, key);
      expect(await page.getByTestId('error-state').count(), `error on ${key}`).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways on ${key}`).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `portal-${key}-phone`);
    }
  });

  it.each([['desktop', undefined], ['phone', PHONE]] as const)('shows the loading skeleton in the content area only; the sidebar and top bar stay (%s)', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.student', { home: '/dashboard' });
    await page.getByTestId('dashboard-header').waitFor();
    // A slow network: the Leaderboard's code takes 3 seconds to arrive.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/assets/LeaderboardPage-*.js', async (route) => {
      await Promise.race([held, new Promise((r) => setTimeout(r, 10_000))]);
      await route.continue();
    });
    await page.goto('/dashboard/leaderboard');
    const skeleton = page.getByTestId('content-skeleton');
    await skeleton.waitFor();
    expect(await page.getByTestId('full-page-skeleton').count()).toBe(0);
    // The skeleton is inside the content area, beside the sidebar and under the top bar.
    expect(await page.locator('main [data-testid="content-skeleton"]').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBeGreaterThan(0);
    if (name === 'desktop') expect(await page.getByTestId('nav-leaderboard').isVisible()).toBe(true);
    else expect(await page.getByTestId('sidebar-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('notification-bell').isVisible()).toBe(true);
    await screenshot(page, `content-skeleton-${name}`);
    release();
    await page.getByTestId('leaderboard').waitFor();
    await skeleton.waitFor({ state: 'detached' });
  });

  it('opens panels from the menu on a phone', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student', { home: '/dashboard' });
    await page.getByTestId('sidebar-menu').click();
    await page.getByTestId('nav-leaderboard').click();
    await page.getByTestId('sidebar-overlay').waitFor({ state: 'detached' });
    await waitForQuiet(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portal-phone-leaderboard');
  });

  it.each(['demo.student', 'demo.teacher'])('shows %s the notification bell with their notifications', async (username) => {
    const page = await signedInPage(browser, username);
    await page.getByTestId('notification-bell').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"]'));
    const dropdown = page.locator('.mantine-Popover-dropdown');
    await dropdown.waitFor();
    expect(await dropdown.getByTestId('error-state').count()).toBe(0);
    await screenshot(page, `bell-${username}`);
  });
});
