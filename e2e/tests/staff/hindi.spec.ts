import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { setAccountLanguage } from '../../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Other journeys leave demo.teacher's account in English, which a sign-in follows over the browser's choice.
  await setAccountLanguage('demo.teacher', DEMO_PASSWORD, 'hi');
});
// Signing in from a Hindi browser saves Hindi with demo.teacher; the other journeys read the dashboard in English.
afterAll(async () => {
  await setAccountLanguage('demo.teacher', DEMO_PASSWORD, 'en');
  await browser.close();
});

const devanagari = /[\u0900-\u097F]/;
/** Mantine's dialogs fade in; a screenshot waits for the end of it. */
const shown = (page: Page) => dialogsShown(page);

/**
 * The building blocks in Hindi on a staff screen (issue 8's "done when"): the learners table, the Add User form
 * with its errors, and the reset-password confirmation, at desktop and phone width.
 */
describe('the teacher dashboard in Hindi', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('shows a table, a form with errors and a confirmation in Hindi (%s)', async (label, viewport) => {
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.teacher', { language: 'hi', home: '/teacher_dashboard/report?tab=learners' });
    const table = page.getByTestId('learners-table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('thead').textContent()).toMatch(devanagari);
    expect(await page.getByTestId('report-tab-learners').textContent()).toMatch(devanagari);
    await screenshot(page, `hindi-staff-learners-${label}`);

    // The form modal: submitting it empty shows every field's error, in Hindi.
    await page.getByTestId('add-user-button').click();
    const form = page.getByTestId('add-user-form');
    await form.locator('input[name="name"]').fill('');
    await page.getByTestId('add-user-submit').click();
    const nameError = form.locator('[id$="-error"]').first();
    await nameError.waitFor();
    expect(await nameError.textContent()).toMatch(devanagari);
    await shown(page);
    await screenshot(page, `hindi-staff-add-user-errors-${label}`, { fullPage: false });
    await page.getByTestId('add-user-cancel').click();
    await form.waitFor({ state: 'detached' });

    // The confirm dialog, cancelled: nothing is reset.
    await table.locator('tbody tr').first().getByTestId('reset-password').click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toMatch(devanagari);
    await shown(page);
    await screenshot(page, `hindi-staff-reset-confirm-${label}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
  });
});
