import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, signIn } from '../../src/browser';
import { axeFindings, formatFindings } from '../../src/axe';

/**
 * axe-core on the administrator's twelve sections and the dialogs they open, at desktop and 360 px: nothing critical
 * or serious. Only looks: no school is added, no account decided, no notification sent.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const LOADING = '[data-testid$="-loading"], [data-testid="content-skeleton"], [data-testid$="-skeleton-row"], [aria-busy="true"]';

const SECTIONS: [path: string, ready: string][] = [
  ['', 'admin-home'], ['schools', 'admin-schools'], ['summary', 'admin-summary'], ['students', 'admin-students'],
  ...['active-users', 'homework', 'macro-planner', 'micro-planner', 'inventory', 'monthly-reports', 'innovation-club', 'assessments']
    .map((p) => [p, 'admin-school-readonly'] as [string, string]),
];

async function settled(page: Page, ready: string) {
  await page.getByTestId(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 20_000 });
  // Charts and dialogs finish their transitions.
  await page.waitForTimeout(500);
}

async function check(page: Page, where: string, found: string[]) {
  const findings = await axeFindings(page);
  if (findings.length) found.push(`${where}:\n${formatFindings(findings)}`);
}

async function openDialog(page: Page, opener: () => Promise<void>, where: string, found: string[]) {
  await opener();
  await page.getByRole('dialog').first().waitFor();
  await page.waitForTimeout(400);
  await check(page, where, found);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

describe('the administrator dashboard passes axe', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("demo.admin's sections and dialogs (%s)", async (label, viewport) => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await signIn(page, 'demo.admin');
    await page.waitForURL((u) => u.pathname === '/admin-dashboard');
    for (const [path, ready] of SECTIONS) {
      await page.goto(`/admin-dashboard${path ? `/${path}` : ''}`);
      await settled(page, ready);
      await check(page, `/admin-dashboard/${path} (${label})`, found);
    }
    // The bare address brings back the section shown last, unless the home is the one remembered.
    await page.evaluate(() => localStorage.setItem('activeContent', 'dashboard'));
    await page.goto('/admin-dashboard');
    await settled(page, 'admin-home');
    await openDialog(page, async () => {
      await page.getByTestId('quick-send-notification').click();
      await page.getByTestId('notify-school-submit').click();
    }, `Send Notification with errors (${label})`, found);
    await openDialog(page, async () => {
      await page.getByTestId('quick-add-school').click();
      await page.getByTestId('school-form-submit').click();
    }, `Add School with errors (${label})`, found);
    await page.goto('/admin-dashboard/schools');
    await settled(page, 'admin-schools');
    await openDialog(page, () => page.getByTestId('edit-school').first().click(), `Edit School (${label})`, found);
    await page.close();
    expect(found, `axe found critical or serious problems:\n${found.join('\n\n')}`).toEqual([]);
  });
});
