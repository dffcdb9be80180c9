import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../../src/browser';
import { signedInPage } from '../../src/session';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const path = (page: Page) => new URL(page.url()).pathname;
const current = (page: Page) => page.locator('nav [aria-current="page"]').getAttribute('data-testid');
/** The sidebar marks a section once its code has loaded and it is shown. */
const shown = (page: Page, key: string) => page.locator(`nav [aria-current="page"][data-testid="nav-${key}"]`).waitFor();

async function signedInAs(username: string): Promise<Page> {
  const page = await signedInPage(browser, username);
  await page.getByTestId('nav-dashboard').waitFor();
  return page;
}

describe('every dashboard section has its own address', () => {
  it('moves between sections with the sidebar, back and forward, and keeps the section on reload', async () => {
    const page = await signedInAs('demo.student');
    expect(path(page)).toBe('/dashboard');
    await page.getByTestId('nav-quizzes').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/assessments');
    await page.getByTestId('nav-leaderboard').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/leaderboard');
    await shown(page, 'leaderboard');

    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/dashboard/assessments');
    await page.getByTestId('quiz-grid').waitFor();
    await shown(page, 'quizzes');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await shown(page, 'dashboard');
    await page.goForward();
    await page.waitForURL((u) => u.pathname === '/dashboard/assessments');

    await page.reload();
    await page.getByTestId('quiz-grid').waitFor();
    expect(path(page)).toBe('/dashboard/assessments');
    expect(await page.evaluate(() => localStorage.getItem('activeContent'))).toBe('quizzes');
  });

  it('opens a shared link to a section directly', async () => {
    const page = await signedInAs('demo.student');
    await page.goto('/dashboard/course-report');
    await shown(page, 'progress');
  });

  it('restores the remembered section at /dashboard, and logout resets it', async () => {
    const page = await signedInAs('demo.student');
    await page.getByTestId('nav-events').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/upcoming-events');
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/dashboard/upcoming-events');

    await page.getByTestId('nav-logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.getByTestId('logged-out-notice').textContent()).toBe('Logged out successfully!');
    await signIn(page, 'demo.student');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await shown(page, 'dashboard');
  });

  it.each([
    ['demo.student', '/dashboard'],
    ['demo.teacher', '/teacher_dashboard'],
    ['demo.school', '/school_dashboard'],
    ['demo.parent', '/parent_dashboard'],
    ['demo.admin', '/admin-dashboard'],
  ])('sends %s from an unknown section to the home of %s', async (username, home) => {
    const page = await signedInAs(username);
    await page.goto(`${home}/no-such-section`);
    await page.waitForURL((u) => u.pathname === home);
    await shown(page, 'dashboard');
    expect(await current(page)).toBe('nav-dashboard');
  });
});
