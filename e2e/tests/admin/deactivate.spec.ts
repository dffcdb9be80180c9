import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn, waitForQuiet } from '../../src/browser';
import { apiCall, signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/*
 * A student of this journey's own (added by demo.school through the API, who then chooses a password, so no other
 * journey's account changes): demo.admin deactivates them on the Students page, they cannot sign in, the admin
 * reactivates them and they can sign in again; the school's Accounts screen under the admin's school picker offers the
 * same actions (ADR 0025).
 */
const stamp = Date.now().toString(36);
const studentName = `Deactivated Learner ${stamp}`;
const username = `off.learner.${stamp}`;
const password = 'copper-kettle-river-58';

const call = apiCall;
const login = (who: string, secret: string) => call<{ token: string }>('/account/login/', { method: 'POST', body: { username_or_email: who, password: secret } });

beforeAll(async () => {
  const office = (await login('demo.school', DEMO_PASSWORD)).token;
  const added = await call<{ one_time_password: string; valid_hours: number }>('/school_dashboard/students/', {
    token: office, method: 'POST', body: { name: studentName, grade: 7, section: 'A', username },
  });
  expect(added.valid_hours).toBeGreaterThan(0);
  const first = (await login(username, added.one_time_password)).token;
  await call('/account/change-password/', { token: first, method: 'POST', body: { current_password: added.one_time_password, new_password: password } });
});

async function openStudents(page: Page) {
  await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
  await page.goto('/admin-dashboard/students');
  await page.getByTestId('admin-students').waitFor();
  await page.getByTestId('student-search').fill(username);
  await page.getByTestId('admin-students-table').locator('tbody tr', { hasText: username }).waitFor();
  await waitForQuiet(page);
}

async function confirm(page: Page, testId: string) {
  await page.getByTestId('admin-students-table').getByTestId(testId).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialogsShown(page);
  return dialog;
}


describe('the administrator deactivates a student', () => {
  it('deactivates: the student cannot sign in; reactivates: the student can again', async () => {
    const page = await newPage(browser, DESKTOP);
    await openStudents(page);
    const row = page.getByTestId('admin-students-table').locator('tbody tr', { hasText: username });
    expect(await row.getByTestId('student-status-active').textContent()).toBe('Active');
    await screenshot(page, 'admin-students-status-desktop');

    const dialog = await confirm(page, 'student-deactivate');
    expect(await dialog.textContent()).toContain(`${studentName} (${username})`);
    await screenshot(page, 'admin-students-deactivate-confirm-desktop', { fullPage: false });
    await page.getByTestId('admin-account-confirm-confirm').click();
    await row.getByTestId('student-status-deactivated').waitFor();
    await waitForQuiet(page);
    await screenshot(page, 'admin-students-deactivated-desktop');

    const student = await newPage(browser, DESKTOP);
    await signIn(student, username, password);
    await student.getByText('This account has been deactivated by your school.', { exact: false }).waitFor();
    expect(new URL(student.url()).pathname).toBe('/login');

    await confirm(page, 'student-reactivate');
    await page.getByTestId('admin-account-confirm-confirm').click();
    await row.getByTestId('student-status-active').waitFor();

    await signIn(student, username, password);
    await student.waitForURL((u) => u.pathname === '/dashboard');
    await student.close();
    await page.close();
  });

  it('fits a phone at 360 px', async () => {
    const page = await newPage(browser, PHONE);
    await openStudents(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'admin-students-status-phone');
    await confirm(page, 'student-deactivate');
    await screenshot(page, 'admin-students-deactivate-confirm-phone', { fullPage: false });
    await page.getByTestId('admin-account-confirm-cancel').click();
    await page.close();
  });

  it("opens a school's Accounts from the school picker, school accounts listed, with the actions", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(browser, viewport);
      await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
      await page.goto('/admin-dashboard/accounts');
      await page.getByTestId('admin-school-acting').waitFor();
      await page.getByTestId('accounts-search').fill('demo.school');
      await page.getByTestId('account-deactivate-demo.school').waitFor();
      await waitForQuiet(page);
      if (viewport === PHONE) await noSidewaysScroll(page);
      await screenshot(page, `admin-school-accounts-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await page.close();
    }
  });
});
