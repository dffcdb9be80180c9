import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn, waitForQuiet } from '../../src/browser';
import { apiCall, signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';
import { currentNoticeVersion } from '../../src/accounts';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/*
 * A teacher of ABL School of this journey's own (signed up and approved through the API, so no other journey's
 * account changes): demo.school deactivates them on the Accounts screen, they cannot sign in (the clear message), the
 * school reactivates them, and they can sign in again (ADR 0025).
 */
const teacher = `leaver.${Date.now().toString(36)}`;
const teacherName = 'Leaving Teacher';
const teacherPassword = 'amber-lantern-meadow-42';

const call = apiCall;

beforeAll(async () => {
  const choices = await call<{ schools: { value: string; label: string }[] }>('/school_dashboard/school-choices/');
  const school = choices.schools.find((c) => c.label.startsWith('ABL School'))!;
  await call('/account/register/', {
    method: 'POST',
    body: { user: { username: teacher, email: `${teacher}@school.example`, password: teacherPassword, role: 'teacher' }, school: school.value, name: teacherName, privacy_notice_version: await currentNoticeVersion() },
  });
  const office = (await call<{ token: string }>('/account/login/', { method: 'POST', body: { username_or_email: 'demo.school', password: DEMO_PASSWORD } })).token;
  const pending = await call<{ teachers: { id: number; username: string }[] }>('/school_dashboard/approvals/', { token: office });
  const id = pending.teachers.find((t) => t.username === teacher)!.id;
  await call(`/school_dashboard/approvals/teachers/${id}/`, { token: office, method: 'POST', body: { decision: 'approve' } });
});


async function openAccounts(page: Page) {
  await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
  await page.goto('/school_dashboard/accounts');
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  await page.getByTestId('accounts-search').fill(teacher);
  await page.getByTestId(`account-deactivate-${teacher}`).or(page.getByTestId(`account-reactivate-${teacher}`)).waitFor();
  await waitForQuiet(page);
}

async function confirm(page: Page, button: string) {
  await page.getByTestId(button).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialogsShown(page);
  return dialog;
}

async function teacherSignIn(page: Page) {
  await signIn(page, teacher, teacherPassword);
}

describe('the school deactivates a teacher who left', () => {
  it('deactivates: the teacher cannot sign in; reactivates: the teacher can again', async () => {
    const page = await newPage(browser, DESKTOP);
    await openAccounts(page);
    await screenshot(page, 'staff-accounts-desktop');

    const dialog = await confirm(page, `account-deactivate-${teacher}`);
    expect(await dialog.textContent()).toContain(`${teacherName} (${teacher})`);
    await screenshot(page, 'staff-accounts-confirm-desktop', { fullPage: false });
    await page.getByTestId('account-status-confirm-confirm').click();
    await page.getByTestId(`account-reactivate-${teacher}`).waitFor();
    const row = page.getByTestId('school-accounts-table').locator('tbody tr', { hasText: teacher });
    expect(await row.getByTestId('account-status-deactivated').textContent()).toBe('Deactivated');
    await screenshot(page, 'staff-accounts-deactivated-desktop');

    const other = await newPage(browser, DESKTOP);
    await teacherSignIn(other);
    await other.getByText('This account has been deactivated by your school.', { exact: false }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/login');
    await screenshot(other, 'staff-accounts-refused-desktop');

    await confirm(page, `account-reactivate-${teacher}`);
    await page.getByTestId('account-status-confirm-confirm').click();
    await page.getByTestId(`account-deactivate-${teacher}`).waitFor();

    await teacherSignIn(other);
    await other.waitForURL((u) => u.pathname === '/teacher_dashboard');

    // The school's Audit Log names who did both.
    await page.goto('/school_dashboard/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByTestId('audit-table').getByText('Reactivated').first().waitFor();
    await page.getByTestId('audit-table').getByText('Deactivated').first().waitFor();
  });

  it('fits a phone at 360 px', async () => {
    const page = await newPage(browser, PHONE);
    await openAccounts(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-accounts-phone');
    await confirm(page, `account-deactivate-${teacher}`);
    await screenshot(page, 'staff-accounts-confirm-phone', { fullPage: false });
    await page.getByTestId('account-status-confirm-cancel').click();
  });
});
