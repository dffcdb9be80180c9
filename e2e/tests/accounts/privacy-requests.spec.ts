import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { registerStudent, type NewStudent } from '../../src/accounts';
import { DESKTOP, launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { apiCall, apiLogin, signedInPage } from '../../src/session';

/*
 * Issue 31 items 3 and 4 (ADR 0037): a parent's and a student's requests about the data, with their deadline, and the
 * school office's queue where each is decided with a reason; an erasure decided "done" removes the student for good.
 * In English at 1280 px and Hindi at 360 px, with axe.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const SEEDED = 'The report card sent home shows section B';

async function openQueue(page: Page): Promise<void> {
  await settled(page, '[data-testid="privacy-request-queue"] table');
  await waitForQuiet(page);
}

/** Decides the open request whose row holds `text`, with a decision (the select's value) and a reason. */
async function decide(page: Page, text: string, decision: 'done' | 'refused', reason: string): Promise<void> {
  const row = page.locator('[data-testid="privacy-request-queue"] tbody tr').filter({ hasText: text });
  await row.locator('[data-testid^="request-decide-"]').click();
  const form = page.getByRole('dialog');
  await form.waitFor();
  await form.locator('select[name="status"]').selectOption(decision);
  await form.locator('textarea[name="reason"]').fill(reason);
  const answered = page.waitForResponse((r) => r.url().includes('/decision/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save decision' }).click();
  expect((await answered).status()).toBe(200);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('privacy requests (issue 31)', () => {
  it("demo.school answers demo.parent's correction by its deadline, and the parent reads the answer in Hindi on a phone", async () => {
    const office = await signedInPage(browser, 'demo.school', { viewport: DESKTOP, home: '/school_dashboard/privacy-requests' });
    await openQueue(office);
    expect(await office.locator('h1').first().textContent()).toBe('Privacy requests');
    const row = office.locator('[data-testid="privacy-request-queue"] tbody tr').filter({ hasText: SEEDED });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/Answer due by .+ \(in 2[67] days\)/);
    const found: string[] = [];
    await checkAxe(office, 'privacy requests queue (en, 1280)', found);
    await screenshot(office, 'privacy-requests-queue-desktop-en');
    await decide(office, SEEDED, 'done', 'Corrected to 7 A in the register and on the report card.');
    // Decided requests leave the open list; the status filter shows them again.
    await office.locator('[data-testid="privacy-request-queue"] tbody tr').filter({ hasText: SEEDED }).waitFor({ state: 'detached' });

    const parent = await signedInPage(browser, 'demo.parent', { viewport: PHONE, language: 'hi', home: '/parent_dashboard/privacy' });
    await settled(parent, '[data-testid="privacy-requests-table"]');
    const requests = parent.getByTestId('privacy-requests');
    await requests.getByText('Corrected to 7 A in the register').waitFor();
    expect(await requests.textContent()).toContain('डेटा के बारे में अनुरोध');
    expect(await requests.textContent()).toContain('पूरा हुआ');
    await noSidewaysScroll(parent);
    await checkAxe(parent, 'privacy centre requests (hi, 360)', found);
    await screenshot(parent, 'privacy-requests-parent-phone-hi');
    expectNoAxeFindings(found);
  });

  it('a student asks for erasure in Hindi on a phone; the school erases them and their session ends', async () => {
    const student: NewStudent = { username: `erase.${Date.now().toString(36)}`, email: `erase.${Date.now().toString(36)}@school.example`, password: 'leaving-school-42', name: 'Leaving Student', grade: '7', section: 'C' };
    await registerStudent(student);
    const page = await signedInPage(browser, student.username, { password: student.password, viewport: PHONE, language: 'hi', home: '/dashboard/privacy' });
    await settled(page, '[data-testid="privacy-requests"]');
    await page.getByTestId('privacy-request-new').click();
    const form = page.getByRole('dialog');
    await form.waitFor();
    await form.locator('select[name="kind"]').selectOption('erasure');
    await form.locator('textarea[name="details"]').fill('मैं स्कूल छोड़ रहा हूँ। मेरा सारा डेटा मिटा दीजिए।');
    const found: string[] = [];
    await checkAxe(page, 'new request form (hi, 360)', found);
    await screenshot(page, 'privacy-request-form-phone-hi', { fullPage: false });
    const filed = page.waitForResponse((r) => r.url().includes('/requests/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
    expect((await filed).status()).toBe(201);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const table = page.getByTestId('privacy-requests-table');
    await table.getByText('मेरा सारा डेटा मिटा दीजिए').waitFor();
    expect(await table.textContent()).toMatch(/उत्तर .+ तक/);
    await noSidewaysScroll(page);

    const office = await signedInPage(browser, 'demo.school', { viewport: DESKTOP, home: '/school_dashboard/privacy-requests' });
    await openQueue(office);
    await office.locator('[data-testid="privacy-request-queue"] tbody tr').filter({ hasText: 'Leaving Student' }).locator('[data-testid^="request-decide-"]').click();
    await office.getByText(/Erasing cannot be undone: Leaving Student's account/).waitFor();
    await office.keyboard.press('Escape');
    await office.getByRole('dialog').waitFor({ state: 'detached' });
    await decide(office, 'Leaving Student', 'done', 'Erased as asked: you have left the school.');
    await checkAxe(office, 'privacy requests queue after an erasure (en, 1280)', found);
    expectNoAxeFindings(found);

    // Gone: the next screen asks the former student to sign in, and the account no longer exists.
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/');
    const res = await fetch(new URL('/api/account/login/', page.url()), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: student.username, password: student.password }) });
    expect(res.status).toBe(400);
    // The school keeps the proof, without the student's name or what they wrote.
    const { token } = await apiLogin('demo.school');
    const done = await apiCall<{ results: { kind: string; student_name: string | null; details: string; erased: Record<string, number> | null }[] }>('/privacy/requests/?status=done', { token });
    const proof = done.results.find((r) => r.kind === 'erasure' && r.erased?.users === 1);
    expect(proof).toMatchObject({ student_name: null, details: '' });
  });
});
