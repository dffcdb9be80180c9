import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import type { Browser } from 'playwright-core';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** This run's own remark, so the journey can run again and in any order with the others. */
const remark = `Science week drew 200 parents (${Date.now().toString(36)})`;


const valueOf = (page: Page, field: string) =>
  page.locator('[data-testid="advocacy-table"] tbody tr').filter({ hasText: field }).locator('td').nth(1);

/** Opens a programme document and waits for its PDF frame. */
async function openDocument(page: Page, path: string, title: string, shot: string): Promise<void> {
  await page.goto(path);
  const frame = page.getByTestId('document-pdf');
  await frame.waitFor();
  expect(await frame.getAttribute('title')).toBe(title);
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  expect(await page.getByTestId('document-download').textContent()).toMatch(/\.pdf$/);
  // The browser's PDF viewer draws the first page before the picture.
  await screenshot(page, shot, { fullPage: false, drawMs: 800 });
}

describe('advocacy report and programme documents', () => {
  it('the teacher edits the advocacy report and reads the Innovation Calendar and STEM-SOP', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/advocacy-report');
    await valueOf(page, 'remarks').waitFor();
    expect(await valueOf(page, 'parent meeting held').textContent()).toMatch(/^(Yes|No)$/);
    expect(await page.getByTestId('advocacy-gallery').textContent()).toBe('View');
    await screenshot(page, 'advocacy-teacher-desktop');

    await page.getByTestId('advocacy-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Advocacy Report' });
    await dialog.locator('textarea[name="remarks"]').fill(remark);
    await dialogsShown(page);
    await screenshot(page, 'advocacy-edit-desktop', { fullPage: false });
    await dialog.getByTestId('advocacy-form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.mantine-Notification-root', { hasText: 'Advocacy report updated successfully!' }).waitFor();
    await valueOf(page, 'remarks').filter({ hasText: remark }).waitFor();

    await openDocument(page, '/teacher_dashboard/innovation-calendar', 'Innovation Calendar', 'documents-calendar-desktop');
    await openDocument(page, '/teacher_dashboard/stem-sop', 'STEM-SOP', 'documents-sop-desktop');
    await page.close();
  });

  it('the school account reads the report, the Innovation Calendar and the STEM Curriculum, also at 360 px', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
    await page.goto('/school_dashboard/advocacy-report');
    await valueOf(page, 'remarks').waitFor();
    expect(await page.getByTestId('advocacy-edit').count()).toBe(0);
    await screenshot(page, 'advocacy-school-desktop');
    await openDocument(page, '/school_dashboard/innovation-calendar', 'Innovation Calendar', 'documents-school-calendar-desktop');
    await openDocument(page, '/school_dashboard/stem-curriculum', 'STEM Curriculum', 'documents-curriculum-desktop');

    await page.setViewportSize(PHONE);
    await page.goto('/school_dashboard/advocacy-report');
    await valueOf(page, 'remarks').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'advocacy-school-phone');
    await openDocument(page, '/school_dashboard/stem-curriculum', 'STEM Curriculum', 'documents-curriculum-phone');
    await noSidewaysScroll(page);
    await page.close();
  });

  it('the teacher edit form and a document fit a 360 px screen', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/advocacy-report');
    await valueOf(page, 'remarks').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'advocacy-teacher-phone');
    await page.getByTestId('advocacy-edit').click();
    await page.getByRole('dialog', { name: 'Edit Advocacy Report' }).waitFor();
    await dialogsShown(page);
    await screenshot(page, 'advocacy-edit-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await openDocument(page, '/teacher_dashboard/stem-sop', 'STEM-SOP', 'documents-sop-phone');
    await noSidewaysScroll(page);
    await page.close();
  });
});
