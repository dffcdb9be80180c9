import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, openFileTab, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/**
 * This run's own records: a report dated in the 2090s (newest first, so it heads the list, and no demo report has
 * that day) and a gallery link with the run's stamp. The report is deleted again; the link stays (there is no delete).
 */
const stamp = Date.now().toString(36);
const seed = Date.now();
const day = `209${seed % 10}-${String((seed % 12) + 1).padStart(2, '0')}-${String((seed % 28) + 1).padStart(2, '0')}`;
const shownDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const galleryLink = `https://gallery.prayog.example/e2e/${stamp}`;

/** A small, valid PDF made here. */
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const reportRow = (page: Page) => page.locator('[data-testid="monthly-reports-table"] tbody tr').filter({ hasText: shownDay });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first();

async function openReportForm(page: Page, opener: Locator, title: string): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialogsShown(page); // the opening transition, for the screenshot
  return dialog;
}

describe('monthly reports and classroom gallery', () => {
  it('the teacher uploads, modifies, views and deletes a monthly report; the school sees it', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/monthly-reports');
    await page.locator('[data-testid="monthly-reports-table"] tbody tr').first().waitFor();
    await screenshot(page, 'monthly-reports-teacher-desktop');

    // Add: date, month and a PDF made here.
    const add = await openReportForm(page, page.getByTestId('monthly-report-add'), 'Add Monthly Report');
    await add.locator('input[name="date"]').fill(day);
    await add.locator('select[name="month"]').selectOption('October');
    await add.locator('input[type="file"]').setInputFiles({ name: `october-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf('October') });
    await screenshot(page, 'monthly-reports-add-desktop', { fullPage: false });
    await add.getByRole('button', { name: 'Add Monthly Report' }).click();
    await add.waitFor({ state: 'detached' });
    const row = reportRow(page);
    await row.waitFor();
    expect(await row.textContent()).toContain('October');

    // Modify: a new month and no file keeps the file; then a new file replaces it.
    const modify = await openReportForm(page, row.getByTestId('monthly-report-modify'), 'Modify Monthly Report');
    expect(await modify.locator('input[name="date"]').inputValue()).toBe(day);
    await modify.locator('select[name="month"]').selectOption('November');
    await screenshot(page, 'monthly-reports-modify-desktop', { fullPage: false });
    await modify.getByRole('button', { name: 'Save Changes' }).click();
    await modify.waitFor({ state: 'detached' });
    await toast(page, 'Monthly report updated successfully!').waitFor();
    await row.filter({ hasText: 'November' }).waitFor();

    const replace = await openReportForm(page, row.getByTestId('monthly-report-modify'), 'Modify Monthly Report');
    await replace.locator('input[type="file"]').setInputFiles({ name: `november-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf('November') });
    await replace.getByRole('button', { name: 'Save Changes' }).click();
    await replace.waitFor({ state: 'detached' });

    // A wrong file is refused by its content, whatever its name, and the form stays open.
    const wrong = await openReportForm(page, row.getByTestId('monthly-report-modify'), 'Modify Monthly Report');
    await wrong.locator('input[type="file"]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await wrong.getByRole('button', { name: 'Save Changes' }).click();
    await wrong.getByText('Please upload a PDF, an office document').first().waitFor();
    await screenshot(page, 'monthly-reports-refused-desktop', { fullPage: false });
    await wrong.getByRole('button', { name: 'Cancel' }).click();
    await wrong.waitFor({ state: 'detached' });

    // View: the file, fetched with the token, opens in a new tab.
    const tab = await openFileTab(page, () => row.getByTestId('monthly-report-view').click());
    await tab.close();

    // The school account reads the same report, without Modify or Delete.
    for (const [viewport, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const school = await newPage(browser, viewport);
      await signInThroughApi(school, 'demo.school', { home: '/school_dashboard' });
      await school.goto('/school_dashboard/monthly-reports');
      await reportRow(school).filter({ hasText: 'November' }).waitFor();
      expect(await school.getByTestId('monthly-report-modify').count()).toBe(0);
      expect(await school.getByTestId('monthly-report-add').count()).toBe(0);
      if (suffix === 'phone') await noSidewaysScroll(school);
      await screenshot(school, `monthly-reports-school-${suffix}`);
      await school.context().close();
    }

    // The same screen and dialogs at 360 px, then Delete asks first.
    await page.setViewportSize(PHONE);
    await page.goto('/teacher_dashboard/monthly-reports');
    await row.waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'monthly-reports-teacher-phone');
    const phoneAdd = await openReportForm(page, page.getByTestId('monthly-report-add'), 'Add Monthly Report');
    await screenshot(page, 'monthly-reports-add-phone', { fullPage: false });
    await phoneAdd.getByRole('button', { name: 'Cancel' }).click();
    await phoneAdd.waitFor({ state: 'detached' });
    await row.getByTestId('monthly-report-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this monthly report?').waitFor();
    await dialogsShown(page);
    await screenshot(page, 'monthly-reports-delete-phone', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the teacher adds a gallery link; the school sees it', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/classroom-gallery');
    await page.locator('[data-testid="gallery-table"] tbody tr').first().waitFor();
    await screenshot(page, 'gallery-teacher-desktop');
    await page.locator('[data-testid="gallery-add"]:not([data-loading])').click();
    const add = page.getByRole('dialog', { name: 'Add Gallery' });
    await add.waitFor();
    expect(await add.locator('select[name="school"] option:checked').textContent()).toMatch(/^ABL School/);
    await add.locator('input[name="gallery"]').fill('javascript:alert(1)');
    await add.getByRole('button', { name: 'Add Gallery' }).click();
    await add.getByText('Enter a gallery link that starts with http:// or https://.').waitFor();
    await add.locator('input[name="gallery"]').fill(galleryLink);
    await screenshot(page, 'gallery-add-desktop', { fullPage: false });
    await add.getByRole('button', { name: 'Add Gallery' }).click();
    await add.waitFor({ state: 'detached' });
    const link = page.locator(`[data-testid="gallery-table"] a[href="${galleryLink}"]`);
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    await page.setViewportSize(PHONE);
    await page.goto('/teacher_dashboard/classroom-gallery');
    await link.waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'gallery-teacher-phone');
    await page.locator('[data-testid="gallery-add"]:not([data-loading])').click();
    await page.getByRole('dialog', { name: 'Add Gallery' }).waitFor();
    await dialogsShown(page);
    await screenshot(page, 'gallery-add-phone', { fullPage: false });
    await page.context().close();

    for (const [viewport, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const school = await newPage(browser, viewport);
      await signInThroughApi(school, 'demo.school', { home: '/school_dashboard' });
      await school.goto('/school_dashboard/classroom-gallery');
      await school.locator(`[data-testid="gallery-table"] a[href="${galleryLink}"]`).waitFor();
      expect(await school.getByTestId('gallery-add').count()).toBe(0);
      if (suffix === 'phone') await noSidewaysScroll(school);
      await screenshot(school, `gallery-school-${suffix}`);
      await school.context().close();
    }
  });
});
