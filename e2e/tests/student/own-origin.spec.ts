import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settled } from '../../src/a11y';
import { baseUrl, DESKTOP, launchBrowser, waitForQuiet } from '../../src/browser';
import { signedInPage } from '../../src/session';

/*
 * Issue 31 item 8, no third parties on a child's screen: every request a student's session makes, on every section of
 * the student portal and every tab of a lesson, goes to Prayog's own server (what never leaves the browser, such as
 * blob: and data: addresses and the PDF viewer's own files, is not a request to anyone). A video loads nothing from
 * YouTube until the student presses Play video.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const SECTIONS = ['', '/subjects', '/course-report', '/assessment-report', '/assessments', '/leaderboard', '/holiday-homework',
  '/upcoming-events', '/profile', '/login-activity', '/privacy'];

/** Every address the page asked for, from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  return seen;
}

/**
 * The addresses that left the device for someone else's server. blob: and data: are the page's own; chrome: and
 * chrome-extension: are the browser's own PDF viewer drawing a hint file, read from inside the browser.
 */
const foreign = (urls: string[]) => urls.filter((u) => /^(https?|wss?):/.test(u) && !u.startsWith(`${baseUrl()}/`));

describe("a student's session asks only Prayog's own server (issue 31)", () => {
  it('on every section of the student portal and every tab of a lesson', async () => {
    const page = await signedInPage(browser, 'demo.student', { viewport: DESKTOP });
    const seen = recordRequests(page);
    for (const section of SECTIONS) {
      await page.goto(`/dashboard${section}`);
      await settled(page, '#role-shell-sidebar');
      await waitForQuiet(page);
    }
    await page.goto('/learning/7/robotics/');
    for (const tab of ['content', 'video', 'simulator', 'quiz', 'hint']) {
      const button = page.getByTestId(`tab-${tab}`);
      if (await button.count() === 0) continue;
      await button.click();
      await waitForQuiet(page);
    }
    expect(seen.length).toBeGreaterThan(SECTIONS.length);
    expect(foreign(seen)).toEqual([]);
  });
});
