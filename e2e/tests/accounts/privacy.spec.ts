import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { checkAxe, checkDialog, expectNoAxeFindings, settled } from '../../src/a11y';
import { registerStudent } from '../../src/accounts';
import { atRest, LANGUAGE_WIDTHS, launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { apiCall, apiLogin, signedInPage } from '../../src/session';

/*
 * Issue 31 items 1, 3 and 5: the privacy notice read and accepted before anything else, and its versions for
 * administrators; the privacy centre: a student downloads everything Prayog keeps about them, a parent their
 * child's, in English and Hindi, at 1280 and 360 px, with axe; a teacher's read of the child's attendance is shown to
 * the parent and to the school.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const TEXTS = {
  en: { nav: 'Privacy', download: 'Download all data', kept: 'What Prayog keeps, and why', summary: 'Your data on Prayog: demo.student' },
  hi: { nav: 'गोपनीयता', download: 'सारा डेटा डाउनलोड करें', kept: 'प्रयोग क्या रखता है, और क्यों', summary: 'प्रयोग पर आपका डेटा: demo.student' },
} as const;

/** Presses the download button and opens the ZIP the browser saved. */
async function downloadZip(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('privacy-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^prayog-data-demo\.student-\d{4}-\d{2}-\d{2}\.zip$/);
  return unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
}

describe('the privacy centre (issue 31)', () => {
  it.each(LANGUAGE_WIDTHS)('demo.student downloads all of their data (%s, %s)', async (language, _width, viewport) => {
    const texts = TEXTS[language];
    const page = await signedInPage(browser, 'demo.student', { viewport, language, home: '/dashboard/privacy' });
    await settled(page, '[data-testid="privacy-centre"]');
    expect(await page.locator('h1').first().textContent()).toBe(texts.nav);
    expect(await page.getByText(texts.kept, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('privacy-download').textContent()).toBe(texts.download);
    const found: string[] = [];
    await checkAxe(page, `privacy centre (${language}, ${viewport.width})`, found);
    expectNoAxeFindings(found);
    if (viewport === PHONE) await noSidewaysScroll(page);
    await screenshot(page, `privacy-student-${language}-${viewport.width}`);

    const zip = await downloadZip(page);
    const user = JSON.parse(strFromU8(zip['data/users.json'])) as { username: string; password_hash?: string }[];
    expect(user.map((u) => u.username)).toEqual(['demo.student']);
    expect(user[0].password_hash).toBeUndefined();
    expect(JSON.parse(strFromU8(zip['data/login_events.json'])).length).toBeGreaterThan(0);
    expect(strFromU8(zip['README.txt'])).toContain(texts.summary);
  });

  it("demo.parent downloads their child's data from the parent dashboard", async () => {
    const page = await signedInPage(browser, 'demo.parent', { home: '/parent_dashboard/privacy' });
    await settled(page, '[data-testid="privacy-centre"]');
    await page.getByRole('link', { name: 'Privacy', exact: true }).first().waitFor();
    expect(await page.locator('h1').first().textContent()).toBe('Privacy');
    const found: string[] = [];
    await checkAxe(page, 'parent privacy centre', found);
    expectNoAxeFindings(found);
    await waitForQuiet(page);
    await screenshot(page, 'privacy-parent-en-1280');
    const zip = await downloadZip(page);
    expect(JSON.parse(strFromU8(zip['data/users.json']))[0].username).toBe('demo.student');
    expect(JSON.parse(strFromU8(zip['data/parent_child_links.json'])).length).toBeGreaterThan(0);
  });
});

describe('who read a child’s records (issue 31 item 5)', () => {
  it('a teacher’s read of demo.student’s attendance shows in the parent’s privacy centre and the school’s Attendance Details', async () => {
    const teacher = await apiLogin('demo.teacher');
    const { name: teacherName } = await apiCall<{ name: string }>('/account/me/', { token: teacher.token });
    await apiCall('/teacher_dashboard/student_access_report/demo.student/', { token: teacher.token });

    const parent = await signedInPage(browser, 'demo.parent', { viewport: PHONE, language: 'hi', home: '/parent_dashboard/privacy' });
    await settled(parent, '[data-testid="privacy-centre"]');
    const table = parent.getByTestId('privacy-reads-table');
    await table.getByText(teacherName).first().waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain('उपस्थिति');
    const found: string[] = [];
    await checkAxe(parent, 'who read the records (hi, 360)', found);
    expectNoAxeFindings(found);
    await noSidewaysScroll(parent);
    await screenshot(parent, 'privacy-reads-parent-hi-360');

    const office = await signedInPage(browser, 'demo.school', { home: '/school_dashboard/report?tab=learners' });
    await office.getByTestId('learner-class').selectOption('7-A');
    await office.locator('[data-testid="learners-table"] tbody tr').filter({ hasText: 'demo.student' }).getByTestId('view-attendance').click();
    const dialog = office.getByRole('dialog', { name: 'Attendance Details' });
    await dialog.getByTestId('attendance-tab-reads').click();
    await dialog.getByTestId('privacy-reads-table').getByText(teacherName).first().waitFor();
    expect(await dialog.getByTestId('privacy-reads-table').textContent()).toContain('Attendance');
    await checkAxe(office, 'who read the records, school (en, 1280)', found);
    expectNoAxeFindings(found);
    await screenshot(office, 'privacy-reads-school-en-1280');
  });
});

describe('the privacy notice (issue 31 item 1)', () => {
  it('a student who has not accepted it reads it in Hindi at 360 px before anything else, then finds it in Privacy', async () => {
    const username = `notice.reader.${Date.now().toString(36)}`;
    await registerStudent({ username, email: `${username}@school.example`, password: 'learning-is-fun', name: 'Tara Singh', grade: '7', section: 'A' }, { acceptNotice: false });
    const page = await signedInPage(browser, username, { password: 'learning-is-fun', viewport: PHONE, language: 'hi' });
    const gate = page.getByRole('dialog', { name: 'कृपया गोपनीयता सूचना पढ़ें' });
    await gate.getByTestId('privacy-notice').waitFor();
    expect(await gate.textContent()).toContain('डेटा न्यासी');
    await atRest(page);
    const found: string[] = [];
    await checkAxe(page, 'privacy notice step (hi, 360)', found);
    expectNoAxeFindings(found);
    await noSidewaysScroll(page);
    await screenshot(page, 'privacy-notice-gate-hi-360', { fullPage: false });

    await gate.getByTestId('privacy-notice-accept').click();
    await gate.waitFor({ state: 'detached' });
    await page.goto('/dashboard/privacy');
    const card = page.getByTestId('privacy-notice-card');
    await card.getByText(/संस्करण 1/).waitFor();
    // Their school's grievance officer, from the agreement the administrator recorded.
    expect(await card.getByTestId('privacy-school-contact').textContent()).toMatch(/^आपके विद्यालय के शिकायत अधिकारी: .+, .+@/);
    await screenshot(page, 'privacy-notice-accepted-hi-360');
  });

  it("demo.admin sees every version with how many accepted it, the form to publish the next, and each school's agreement", async () => {
    const page = await signedInPage(browser, 'demo.admin', { home: '/admin-dashboard/privacy-notice' });
    await settled(page, '[data-testid="notice-admin"]');
    const versions = page.getByTestId('notice-versions');
    await versions.locator('tbody tr').first().waitFor();
    expect(await versions.locator('tbody tr').first().textContent()).toContain('Prayog (standard text)');
    await page.getByTestId('privacy-notice').waitFor();
    const found: string[] = [];
    await checkAxe(page, 'privacy notice, administrators (en, 1280)', found);
    await checkDialog(page, () => page.getByTestId('notice-publish').click(), 'publish a new version (en, 1280)', found);
    // Every school's data-processing agreement, with its grievance officer.
    const agreements = page.getByTestId('agreements-table');
    const abl = agreements.locator('tbody tr').filter({ hasText: 'ABL School' });
    expect(await abl.textContent()).toContain('Principal, ABL School');
    await checkDialog(page, () => abl.getByTestId('record-agreement').click(), 'record a school agreement (en, 1280)', found);
    expectNoAxeFindings(found);
    await screenshot(page, 'privacy-notice-admin-en-1280');
  });
});

describe("parents' consent (issue 31 item 2)", () => {
  it('demo.parent sees every purpose, and withdraws and gives again consent for the child’s name beyond the school, in Hindi at 360 px', async () => {
    const page = await signedInPage(browser, 'demo.parent', { viewport: PHONE, language: 'hi', home: '/parent_dashboard/privacy' });
    await settled(page, '[data-testid="privacy-centre"]');
    const toggle = page.getByRole('switch', { name: /विद्यालय के बाहर लीडरबोर्ड पर नाम/ });
    // The switch is off while its answer is loading or a choice is being saved.
    const enabled = () => page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="consent-leaderboards"] input, input[data-testid="consent-leaderboards"]');
      return input !== null && !input.disabled;
    });
    await enabled();
    // The demo parent gave it when the school confirmed the link.
    expect(await toggle.isChecked()).toBe(true);
    // Lesson time and the school's messages run as part of the school's teaching until a parent turns them off.
    for (const name of [/पढ़ाई के रिकॉर्ड: पाठों में बिताया समय/, /विद्यालय के संदेश/]) expect(await page.getByRole('switch', { name }).isChecked()).toBe(true);
    expect(await page.getByText(/विद्यालय की पढ़ाई के हिस्से के रूप में चालू/).count()).toBe(2);
    const saved = () => page.waitForResponse((r) => r.url().includes('/api/privacy/consents/') && r.request().method() === 'PUT');
    const [withdrawn] = await Promise.all([saved(), toggle.click({ force: true })]);
    expect(withdrawn.request().postDataJSON()).toEqual({ purpose: 'leaderboards', given: false });
    const history = page.getByTestId('consent-history');
    await history.getByText('वापस ली गई').first().waitFor();
    expect(await toggle.isChecked()).toBe(false);
    const found: string[] = [];
    await checkAxe(page, "parents' consent (hi, 360)", found);
    expectNoAxeFindings(found);
    await noSidewaysScroll(page);
    await screenshot(page, 'privacy-consent-parent-hi-360');
    // Given again, as the demo had it: the next journeys see the demo as it was.
    await enabled();
    const [again] = await Promise.all([saved(), toggle.click({ force: true })]);
    expect(again.request().postDataJSON()).toEqual({ purpose: 'leaderboards', given: true });
    expect(again.status()).toBe(200);
    await history.getByText('दी गई').first().waitFor();
    const { token } = await apiLogin('demo.parent');
    const state = await apiCall<{ purposes: { purpose: string; given: boolean }[] }>('/privacy/students/demo.student/consents/', { token });
    expect(state.purposes.map((p) => [p.purpose, p.given])).toEqual([['learning_records', true], ['leaderboards', true], ['notifications', true]]);
  });
});
