import fs from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeFindings, formatFindings } from '../../src/axe';
import { animationsDone, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { acceptPrivacyNotice } from '../../src/accounts';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const stamp = Date.now().toString(36);
// Three students of 6 B (Kavya without a username: the server makes one) and a fourth row the preview refuses; a
// byte-order mark, Windows line ends and a quoted comma, as a spreadsheet saves a class list.
const CSV = `\uFEFFname,grade,section,username,email,parent_phone\r\n`
  + `"Verma, Asha",6,B,asha.${stamp},,9876543210\r\n`
  + `Rohan Gupta,6,B,rohan.${stamp},rohan.${stamp}@example.org,\r\n`
  + 'Kavya Nair,6,B,,,\r\n'
  + `Ishaan Rao,13,B,ishaan.${stamp},,\r\n`;
const BAD_GRADE = 'The grade must be a whole number from 1 to 12.';


/**
 * The text of a pdfkit PDF: its content streams inflated and the hex strings of their TJ operators decoded (the
 * slips use the built-in Helvetica and Courier, which write WinAnsi codes), one line per TJ. No poppler needed.
 */
function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('>>\nstream\n', at);
    const end = start < 0 ? -1 : pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    try {
      const content = inflateSync(pdf.subarray(start + 10, end)).toString('latin1');
      for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
        lines.push([...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
      }
    } catch { /* not a deflated stream (a font's metrics, say) */ }
    at = end + 1;
  }
  return lines;
}

/** A slip's one-time password: the value after the 'One-time password' label that follows the username. */
function passwordOnSlip(lines: string[], username: string): string {
  const at = lines.indexOf(username);
  expect(at, `a slip names ${username}`).toBeGreaterThanOrEqual(0);
  expect(lines[at + 1]).toBe('One-time password');
  return lines[at + 2];
}

async function openImport(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.goto('/school_dashboard/report?tab=learners');
  expect(await page.getByTestId('report-tab-learners').textContent()).toBe("Learner's Onboard");
  await page.getByTestId('import-students-button').click();
  const dialog = page.getByRole('dialog', { name: 'Import Students from a CSV file' });
  await dialog.waitFor();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'class-6b.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByTestId('roster-preview').waitFor();
  return dialog;
}

/** What the preview says: the counts, the rows to be added and the problem row, each with its line of the file. */
/** A row's cell values; on a phone each cell also carries its column's name as a card label (aria-hidden), left out here. */
const cellValues = (row: Locator) => row.locator('td').evaluateAll((tds) => tds.map((td) => Array.from(td.childNodes)
  .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent ?? '').join('')));

async function checkPreview(dialog: ReturnType<Page['getByRole']>): Promise<void> {
  expect(await dialog.getByTestId('roster-summary-adding').textContent()).toBe('3 students will be added.');
  expect(await dialog.getByTestId('roster-summary-problems').textContent()).toBe('1 row has a problem and will be left out.');
  const rows = dialog.locator('[data-testid="roster-rows"] tbody tr');
  expect(await rows.count()).toBe(3);
  expect(await cellValues(rows.nth(0))).toEqual(['2', 'Verma, Asha', '6 B', `asha.${stamp}`, '', '9876543210']);
  expect(await cellValues(rows.nth(1))).toEqual(['3', 'Rohan Gupta', '6 B', `rohan.${stamp}`, `rohan.${stamp}@example.org`, '']);
  const third = await cellValues(rows.nth(2));
  expect(third.slice(0, 3)).toEqual(['4', 'Kavya Nair', '6 B']);
  expect(third[3]).not.toBe('');
  const problems = dialog.locator('[data-testid="roster-problems"] tbody tr');
  expect(await problems.count()).toBe(1);
  expect((await cellValues(problems.first()))[0]).toBe('5');
  expect(await problems.first().textContent()).toContain(BAD_GRADE);
}

/** The open dialog has no critical or serious axe finding. */
async function expectAccessible(page: Page): Promise<void> {
  await dialogsShown(page);
  await animationsDone(page);
  const findings = await axeFindings(page, { include: ['[role="dialog"]'] });
  expect(findings, formatFindings(findings)).toEqual([]);
}

describe('onboarding a class by CSV', () => {
  it('the school previews on a phone, nothing is saved; then imports 6 B and a student signs in with the slip', async () => {
    // A 360 px phone: the preview fits, its tables scroll inside the dialog; Cancel leaves nothing behind.
    const phone = await newPage(browser, PHONE);
    await signInThroughApi(phone, 'demo.school', { home: '/school_dashboard' });
    const phoneDialog = await openImport(phone);
    await checkPreview(phoneDialog);
    await expectAccessible(phone);
    await noSidewaysScroll(phone);
    await screenshot(phone, 'roster-import-preview-phone', { fullPage: false });
    await phoneDialog.getByTestId('roster-cancel').click();
    await phoneDialog.waitFor({ state: 'detached' });
    await phone.context().close();

    // Desktop: the same file previews the same (the phone's dry run saved nothing), then Confirm.
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
    const dialog = await openImport(page);
    await checkPreview(dialog);
    const generated = ((await dialog.locator('[data-testid="roster-rows"] tbody tr').nth(2).locator('td').nth(3).textContent()) ?? '').trim();
    await expectAccessible(page);
    await screenshot(page, 'roster-import-preview-desktop', { fullPage: false });

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('roster-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/^sign-in-slips-.*students.*\.pdf$/);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await page.getByText(`3 students added. The sign-in slips (${download.suggestedFilename()}) are downloading.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Every slip is in the PDF; the refused row is not.
    const lines = pdfLines(pdf);
    for (const username of [`asha.${stamp}`, `rohan.${stamp}`, generated]) expect(lines).toContain(username);
    expect(lines).not.toContain(`ishaan.${stamp}`);
    expect(lines.filter((l) => l === 'Grade 6 - Section B')).toHaveLength(3);
    const password = passwordOnSlip(lines, `rohan.${stamp}`);
    expect(password.length).toBeGreaterThanOrEqual(8);

    // The class list has them now (refetched after the import).
    await page.getByTestId('learner-class').selectOption('6-B');
    for (const username of [`asha.${stamp}`, `rohan.${stamp}`, generated]) {
      await page.locator('[data-testid="learners-table"] tbody tr').filter({ hasText: username }).waitFor();
    }
    await screenshot(page, 'roster-import-done-desktop', { fullPage: false });
    await page.context().close();

    // Rohan signs in with the slip's password and is asked to choose his own before any dashboard.
    const student = await newPage(browser, DESKTOP);
    await signIn(student, `rohan.${stamp}`, password);
    const step = student.getByTestId('first-password-form');
    await step.waitFor();
    await student.getByRole('heading', { name: 'Choose your own password' }).waitFor();
    await step.locator('input[name="new_password"]').fill('rohan-own-secret-6');
    await step.locator('input[name="confirm_password"]').fill('rohan-own-secret-6');
    await student.getByTestId('first-password-submit').click();
    await student.waitForURL((u) => u.pathname === '/dashboard');
    // An account the school made has accepted no privacy notice yet: it is read next (ADR 0032).
    await acceptPrivacyNotice(student);
    await student.context().close();

    // The chosen password signs in straight to the dashboard.
    const again = await newPage(browser, DESKTOP);
    await signIn(again, `rohan.${stamp}`, 'rohan-own-secret-6');
    await again.waitForURL((u) => u.pathname === '/dashboard');
    await again.context().close();
  });

  it("offers Import Teachers on the school's Approvals and a sample CSV of the teachers' columns", async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
    await page.goto('/school_dashboard/approvals');
    await page.getByTestId('import-teachers-button').click();
    const dialog = page.getByRole('dialog', { name: 'Import Teachers from a CSV file' });
    await dialog.waitFor();
    const [sample] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('roster-sample').click()]);
    expect(sample.suggestedFilename()).toBe('teachers-import-sample.csv');
    const text = fs.readFileSync(await sample.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('name,username,email,phone');
    await expectAccessible(page);
    await screenshot(page, 'roster-import-teachers-choose-desktop', { fullPage: false });
    await page.context().close();
  });
});
