import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { apiCall, signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/*
 * demo.teacher sends its own notification (a subject no other journey uses, to ABL's 8 B, not the demo class) through
 * the API; demo.school finds it in the Audit Log, filters to notifications by demo.teacher and opens its details.
 */
const subject = `Audit check ${Date.now().toString(36)}`;
let entryId = 0;

const call = apiCall;
const tokenOf = async (username: string) =>
  (await call<{ token: string }>('/account/login/', { method: 'POST', body: { username_or_email: username, password: DEMO_PASSWORD } })).token;

beforeAll(async () => {
  await call('/teacher_dashboard/notify_students/', {
    token: await tokenOf('demo.teacher'), method: 'POST',
    body: { mode: 'group', subject, message: 'Bring your circuit kits on Monday.', grade: 8, section: 'B' },
  });
  // The entry's id names its Details button; other journeys may send notifications at the same time.
  const log = await call<{ results: { id: number; after: { subject?: string } | null }[] }>(
    '/school_dashboard/audit-log/?entity=notification&actor=demo.teacher&limit=100', { token: await tokenOf('demo.school') });
  entryId = log.results.find((e) => e.after?.subject === subject)?.id ?? 0;
  expect(entryId, 'the notification has its audit entry').toBeGreaterThan(0);
});


async function openAuditLog(page: Page) {
  await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
  await page.goto('/school_dashboard/audit-log');
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  await page.getByTestId('audit-details').first().waitFor();
}

/** What = Notification, Who = demo.teacher; the journey's entry is then on the first page. */
async function filterToTeacherNotifications(page: Page) {
  await page.getByTestId('audit-filter-entity').click();
  await page.getByRole('option', { name: 'Notification', exact: true }).click();
  await page.getByTestId('audit-filter-actor').fill('demo.teacher');
  await page.getByRole('button', { name: `Details of entry ${entryId}` }).waitFor();
  await waitForQuiet(page);
}

async function openDetails(page: Page) {
  await page.getByRole('button', { name: `Details of entry ${entryId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change details' });
  await dialog.waitFor();
  // A dialog fades in: the screenshot waits for its opening transition.
  await dialogsShown(page);
  return dialog;
}

describe("the school account's Audit Log", () => {
  it("shows the teacher's notification: filtered by what and who, with its details", async () => {
    const page = await newPage(browser, DESKTOP);
    await openAuditLog(page);
    expect(await page.getByTestId('audit-table').locator('thead').textContent()).toBe('WhenWhoActionWhatRecord idDetails');
    await screenshot(page, 'staff-audit-log-desktop');

    await filterToTeacherNotifications(page);
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    for (const text of await rows.allTextContents()) expect(text).toMatch(/demo\.teacher.*Sent.*Notification/);
    await screenshot(page, 'staff-audit-log-filtered-desktop');

    const dialog = await openDetails(page);
    const details = await dialog.getByRole('table').textContent();
    expect(details).toContain(`Subject—${subject}`);
    expect(details).toContain('Grade—8');
    expect(await dialog.getByTestId('audit-details-summary').textContent()).toMatch(/^Sent · Notification #\d+ · .+ · .+\(demo\.teacher\)$/);
    await screenshot(page, 'staff-audit-log-details-desktop', { fullPage: false });
  });

  it('fits a 360 px phone: filters stack, the table scrolls inside its card, the dialog fits', async () => {
    const page = await newPage(browser, PHONE);
    await openAuditLog(page);
    await noSidewaysScroll(page);
    await filterToTeacherNotifications(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-audit-log-phone');
    await openDetails(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-audit-log-details-phone', { fullPage: false });
  });
});
