import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { DESKTOP, launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { apiCall, apiLogin, signedInPage } from '../../src/session';

/*
 * Issue 31 item 7 (ADR 0039): an administrator records a breach, tells the affected accounts, downloads the draft of the
 * report to the Data Protection Board and marks it sent, watching the 72-hour clock; in English at 1280 px and Hindi at
 * 360 px, with axe. The breach is of a school no other journey signs in to, so nobody else's bell changes.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

describe('the breach register (issue 31)', () => {
  it('records a breach, tells the school’s accounts, drafts the Board’s report and stops the clock', async () => {
    const { token } = await apiLogin('demo.admin');
    const { results: schools } = await apiCall<{ results: { school_id: number; school_name: string }[] }>('/privacy/agreements/', { token });
    const school = schools.filter((s) => !s.school_name.startsWith('ABL')).at(-1)!;

    const page = await signedInPage(browser, 'demo.admin', { viewport: DESKTOP, home: '/admin-dashboard/privacy-notice' });
    await settled(page, '[data-testid="breach-register"]');
    await waitForQuiet(page);
    await page.getByTestId('breach-record').click();
    const form = page.getByRole('dialog');
    await form.waitFor();
    await form.getByLabel('Short title').fill('Class list left on a shared computer');
    const known = new Date(Date.now() - 5 * 3_600_000);
    const local = new Date(known.getTime() - known.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.locator('input[name="discovered_at"]').fill(local);
    await form.getByLabel('What happened').fill('A class list with names and usernames was left open on the library computer for a morning.');
    await form.getByLabel('What it may mean for the people affected').fill('Someone may have seen names and usernames; no passwords were shown.');
    await form.getByLabel('What has been done').fill('The computer was locked and its history cleared; staff were reminded.');
    await form.getByLabel('What they can do').fill('Nothing is needed. Never share your password with anyone.');
    await form.getByLabel('Whom they contact').fill('The school office, or the programme’s grievance contact.');
    await form.getByTestId('breach-schools').click();
    await page.getByRole('option', { name: school.school_name }).click();
    await page.keyboard.press('Escape');
    const found: string[] = [];
    await checkAxe(page, 'record a breach (en, 1280)', found);
    await screenshot(page, 'breach-form-desktop-en', { fullPage: false });
    const recorded = page.waitForResponse((r) => r.url().endsWith('/privacy/breaches/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Record', exact: true }).click();
    const incident = await (await recorded).json() as { id: number; affected_accounts: number };
    expect(incident.affected_accounts).toBeGreaterThan(10);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const clock = page.getByTestId(`breach-clock-${incident.id}`);
    await clock.waitFor();
    expect(await clock.textContent()).toMatch(/6[67] hours left to report/);
    const told = page.waitForResponse((r) => r.url().includes('/notify/'));
    await page.getByTestId(`breach-notify-${incident.id}`).click();
    expect((await told).status()).toBe(200);
    await page.getByTestId('breach-table').getByText(`${incident.affected_accounts} accounts`).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`breach-report-${incident.id}`).click()]);
    expect(download.suggestedFilename()).toBe(`breach-${incident.id}-board-report-draft.txt`);
    const draft = fs.readFileSync(await download.path(), 'utf8');
    expect(draft).toContain('DRAFT: intimation of a personal data breach to the Data Protection Board of India');
    expect(draft).toContain(school.school_name);
    expect(draft).toContain(`Told in the app on`);
    await page.getByTestId(`breach-reported-${incident.id}`).click();
    await page.getByTestId(`breach-reported-${incident.id}`).waitFor({ state: 'detached' });
    await checkAxe(page, 'breach register (en, 1280)', found);
    await screenshot(page, 'breach-register-desktop-en');

    const phone = await signedInPage(browser, 'demo.admin', { viewport: PHONE, language: 'hi', home: '/admin-dashboard/privacy-notice' });
    await settled(phone, '[data-testid="breach-register"]');
    await phone.getByTestId('breach-register').getByText('Class list left on a shared computer').waitFor();
    expect(await phone.getByTestId('breach-register').textContent()).toContain('डेटा उल्लंघन');
    await noSidewaysScroll(phone);
    await checkAxe(phone, 'breach register (hi, 360)', found);
    await screenshot(phone, 'breach-register-phone-hi');
    expectNoAxeFindings(found);
  });
});
