import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { checkAxe as check, checkDialog as openDialog, expectNoAxeFindings, settled } from '../../src/a11y';

/**
 * axe-core on the administrator's twelve sections and the dialogs they open, at desktop and 360 px: nothing critical
 * or serious. Only looks: no school is added, no account decided, no notification sent.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const SECTIONS: [path: string, ready: string][] = [
  ['', 'admin-home'], ['schools', 'admin-schools'], ['summary', 'admin-summary'], ['students', 'admin-students'],
  ...['active-users', 'homework', 'macro-planner', 'micro-planner', 'inventory', 'monthly-reports', 'innovation-club', 'assessments']
    .map((p) => [p, 'admin-school-readonly'] as [string, string]),
];

describe('the administrator dashboard passes axe', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("demo.admin's sections and dialogs (%s)", async (label, viewport) => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
    for (const [path, ready] of SECTIONS) {
      await page.goto(`/admin-dashboard${path ? `/${path}` : ''}`);
      await settled(page, `[data-testid="${ready}"]`);
      await check(page, `/admin-dashboard/${path} (${label})`, found);
    }
    // The bare address brings back the section shown last, unless the home is the one remembered.
    await page.evaluate(() => localStorage.setItem('activeContent', 'dashboard'));
    await page.goto('/admin-dashboard');
    await settled(page, '[data-testid="admin-home"]');
    await openDialog(page, async () => {
      await page.getByTestId('quick-send-notification').click();
      await page.getByTestId('notify-school-submit').click();
    }, `Send Notification with errors (${label})`, found);
    await openDialog(page, async () => {
      await page.getByTestId('quick-add-school').click();
      await page.getByTestId('school-form-submit').click();
    }, `Add School with errors (${label})`, found);
    await page.goto('/admin-dashboard/schools');
    await settled(page, '[data-testid="admin-schools"]');
    await openDialog(page, () => page.getByTestId('edit-school').first().click(), `Edit School (${label})`, found);
    await page.close();
    expectNoAxeFindings(found);
  });
});
