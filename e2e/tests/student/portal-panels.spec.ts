import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, PHONE } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The ten panels of spec 1 §2, in sidebar order, with their labels. */
const panels: [string, string][] = [
  ['dashboard', 'Dashboard'], ['subjects', 'Subjects'], ['progress', 'Course Report'], ['assessment', 'Assessment Report'],
  ['quizzes', 'Assessments'], ['leaderboard', 'Leaderboard'], ['projects', 'Holiday Homework'], ['events', 'Upcoming Events'],
  ['profileSetting', 'Profile Setting'], ['loginActivity', 'Login Activity'],
];

describe('the student portal', () => {
  it('lists the ten panels in the spec order and opens each without an error', async () => {
    const page = await newPage(browser);
    const failures: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`); });
    page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
    await signIn(page, 'demo.student');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByTestId('nav-loginActivity').waitFor();
    const keys = await page.locator('nav [data-testid^="nav-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(keys).toEqual(panels.map(([k]) => `nav-${k}`));
    for (const [key, label] of panels) {
      await page.getByTestId(`nav-${key}`).click();
      expect(await page.getByTestId(`nav-${key}`).textContent()).toContain(label);
      await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"], [data-testid="full-page-skeleton"]'), null, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('error-state').count(), `error on ${key}`).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('activeContent'))).toBe(key);
      await screenshot(page, `portal-${key}`);
    }
    expect(failures).toEqual([]);
    // The chosen panel is remembered between visits.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-loginActivity"]')?.getAttribute('aria-current') === 'page');
  });

  it('opens panels from the menu on a phone', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, 'demo.student');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByTestId('sidebar-menu').click();
    await page.getByTestId('nav-leaderboard').click();
    await page.getByTestId('sidebar-overlay').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portal-phone-leaderboard');
  });

  it.each(['demo.student', 'demo.teacher'])('shows %s the notification bell with their notifications', async (username) => {
    const page = await newPage(browser);
    await signIn(page, username);
    await page.getByTestId('notification-bell').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"]'));
    const dropdown = page.locator('.mantine-Popover-dropdown');
    await dropdown.waitFor();
    expect(await dropdown.getByTestId('error-state').count()).toBe(0);
    await screenshot(page, `bell-${username}`);
  });
});
