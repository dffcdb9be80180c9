import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settled } from '../../src/a11y';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn, waitForQuiet } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The twelve sections in the spec's sidebar order, with what each shows once loaded. */
const SECTIONS = [
  { path: '', nav: 'Dashboard', ready: 'admin-home', shot: 'dashboard' },
  { path: '/schools', nav: 'Schools', ready: 'admin-schools', shot: 'schools' },
  { path: '/summary', nav: 'Summary', ready: 'admin-summary', shot: 'summary' },
  { path: '/students', nav: 'Students', ready: 'admin-students', shot: 'students' },
  { path: '/active-users', nav: 'Active Users', ready: 'admin-school-readonly', shot: 'active-users' },
  { path: '/homework', nav: 'Homework', ready: 'homework-reports', shot: 'homework' },
  { path: '/macro-planner', nav: 'Macro Planner', ready: 'admin-school-readonly', shot: 'macro-planner' },
  { path: '/micro-planner', nav: 'Micro Planner', ready: 'admin-school-readonly', shot: 'micro-planner' },
  { path: '/inventory', nav: 'Inventory', ready: 'inventory', shot: 'inventory' },
  { path: '/monthly-reports', nav: 'Monthly Reports', ready: 'admin-school-readonly', shot: 'monthly-reports' },
  { path: '/innovation-club', nav: 'Innovation Club', ready: 'admin-school-readonly', shot: 'innovation-club' },
  { path: '/assessments', nav: 'Assessments', ready: 'admin-school-readonly', shot: 'assessments' },
] as const;

/** The section's content is in, nothing is still loading and the network is quiet. */
async function ready(page: Page, testId: string) {
  await settled(page, `[data-testid="${testId}"]`);
  await waitForQuiet(page);
}


/** Chooses a school in the admin picker of a school section by (a part of) its name. */
async function chooseSchool(page: Page, name: string): Promise<void> {
  await page.getByTestId('admin-school-select').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.waitForFunction((wanted) => (document.querySelector('[data-testid="admin-school-readonly"]')?.textContent ?? '').includes(wanted), name);
}

describe('the administrator dashboard', () => {
  it('demo.admin walks all twelve sections; every school section shows a chosen school read-only', async () => {
    const page = await newPage(browser, DESKTOP);
    const failed: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
    await ready(page, 'admin-home');
    // The cards are the demo data's own figures: seven schools.
    expect(await page.getByTestId('card-total-schools-value').textContent()).toBe('7');
    expect(Number((await page.getByTestId('card-total-students-value').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(100);
    for (const section of SECTIONS) {
      await page.getByRole('link', { name: section.nav, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === `/admin-dashboard${section.path}`);
      await ready(page, section.ready);
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
      // Every table of the admin dashboard downloads as CSV.
      const tables = await page.locator('main table').count();
      if (tables > 0) expect(await page.locator('main [data-testid$="-csv"]').count(), section.nav).toBeGreaterThanOrEqual(tables);
      await screenshot(page, `admin-${section.shot}-desktop`);
    }
    // The school sections offer no write action: the administrator reads, the school's staff write.
    await page.goto('/admin-dashboard/inventory');
    await ready(page, 'inventory');
    expect(await page.getByTestId('component-add').count()).toBe(0);
    expect(await page.getByTestId('component-modify').count()).toBe(0);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('demo.admin approves pending.school, which then signs in to its school dashboard', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
    await page.getByRole('link', { name: 'Schools', exact: true }).first().click();
    await ready(page, 'admin-schools');
    const row = page.getByTestId('pending-school-accounts').locator('tbody tr', { hasText: 'pending.school' });
    await row.waitFor();
    await row.getByTestId('approve-school-account').click();
    const confirm = page.getByTestId('school-account-decision-confirm');
    await confirm.waitFor();
    await dialogsShown(page);
    await screenshot(page, 'admin-approve-school-dialog-desktop', { fullPage: false });
    await confirm.click();
    await page.locator('.mantine-Notification-root', { hasText: 'The school account is approved and can sign in now.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.close();

    const school = await newPage(browser, DESKTOP);
    await signIn(school, 'pending.school');
    await school.waitForURL((u) => u.pathname === '/school_dashboard');
    await school.getByTestId('staff-home-header').waitFor();
    await school.close();
  });

  it('demo.admin filters homework by school and downloads the CSV', async () => {
    const page = await newPage(browser, DESKTOP);
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/adminaccess/admin-dashboard/homework-reports/')) asked.push(r.url()); });
    await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
    await page.goto('/admin-dashboard/homework');
    await ready(page, 'homework-reports');
    await chooseSchool(page, 'Green Valley');
    await ready(page, 'homework-reports');
    const table = page.getByTestId('homework-reports-table');
    await table.locator('tbody tr').first().waitFor();
    expect(asked.at(-1)).toMatch(/[?&]school=\d+/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('homework-reports-table-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^homework-reports.*\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Quiz');
    // The file holds every quiz of the school, the table shows them a page at a time.
    expect(rows.length).toBeGreaterThanOrEqual(await table.locator('tbody tr').count());
    const firstQuiz = (await table.locator('tbody tr').first().locator('td').first().textContent())!.trim();
    expect(csv).toContain(firstQuiz);
    await screenshot(page, 'admin-homework-green-valley-desktop');
    // The choice is remembered: another school section opens on the same school.
    await page.goto('/admin-dashboard/inventory');
    await ready(page, 'inventory');
    expect(await page.getByTestId('admin-school-readonly').textContent()).toContain('Green Valley');
    await page.close();
  });

  it('fits every section at 360 px', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.admin', { home: '/admin-dashboard' });
    for (const section of SECTIONS) {
      await page.goto(`/admin-dashboard${section.path}`);
      await ready(page, section.ready);
      await noSidewaysScroll(page);
      await screenshot(page, `admin-${section.shot}-phone`);
    }
    await page.close();
  });
});
