import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** This run's own texts, so the journey can run again and in any order with the others. */
const run = Date.now().toString(36);
const topic = `Solar water heater (${run})`;
const activity = `Kite flying ${run}`;
/** Where the downloaded PDFs are kept for a person to open (e2e/screenshots is not committed). */
const pdfDir = new URL('../../screenshots/', import.meta.url).pathname;


async function chooseGrade(page: Page, grade: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: `Grade ${grade}`, exact: true }).click();
}

/** Clicks Download PDF and checks that what arrives is a PDF; keeps a copy for looking at. */
async function downloadPdf(page: Page, testId: string, keepAs: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  fs.mkdirSync(pdfDir, { recursive: true });
  fs.copyFileSync(file, `${pdfDir}${keepAs}.pdf`);
  return download.suggestedFilename();
}

describe('macro and micro planners', () => {
  it('the teacher adds a topic for Grade 12 and a micro plan for April', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/macro-planner');
    await page.getByText('Please select a grade to view the Macro Planner.').waitFor();
    await chooseGrade(page, 12);
    await page.locator('[data-testid="macro-table"] tbody tr').first().waitFor();

    await page.getByTestId('macro-add').click();
    const macro = page.getByRole('dialog', { name: 'Add Macro Plan' });
    expect(await macro.locator('select[name="grade"]').inputValue()).toBe('12');
    await macro.locator('select[name="month"]').selectOption('February');
    await macro.locator('textarea[name="topic"]').fill(topic);
    await dialogsShown(page);
    await screenshot(page, 'planners-macro-add-desktop', { fullPage: false });
    await macro.getByTestId('macro-form-submit').click();
    // The demo has a topic in every month, one per grade and month: the Add opens Grade 12's February topic to change.
    const existing = page.getByRole('dialog', { name: 'Modify Macro Plan' });
    await existing.waitFor();
    await existing.locator('textarea[name="topic"]').fill(topic);
    await existing.getByTestId('macro-form-submit').click();
    await existing.waitFor({ state: 'detached' });
    await page.getByText('Topic saved.').waitFor();
    await page.locator('[data-testid="macro-table"] tbody tr', { hasText: topic }).waitFor();
    await screenshot(page, 'planners-macro-teacher-desktop');

    await page.goto('/teacher_dashboard/micro-planner');
    expect(await page.getByRole('combobox', { name: 'Month' }).inputValue()).toBe('April');
    await page.locator('[data-testid="micro-table"] tbody tr').first().waitFor();
    await page.getByTestId('micro-add').click();
    const micro = page.getByRole('dialog', { name: 'Add Micro Plan' });
    await micro.locator('select[name="grade"]').selectOption('12');
    await micro.locator('input[name="no_of_sessions"]').fill('5');
    await micro.locator('textarea[name="name_of_activity"]').fill(`${activity}, Paper boat race`);
    await micro.locator('input[name="extra_activity"]').fill('Visit to the science centre');
    await dialogsShown(page);
    await screenshot(page, 'planners-micro-add-desktop', { fullPage: false });
    await micro.getByTestId('micro-form-submit').click();
    // Grade 12 has its April plan already: the Add opens it to change, and the same values are saved into it.
    const plan = page.getByRole('dialog', { name: 'Modify Micro Plan' });
    await plan.waitFor();
    await plan.locator('input[name="no_of_sessions"]').fill('5');
    await plan.locator('textarea[name="name_of_activity"]').fill(`${activity}, Paper boat race`);
    await plan.locator('input[name="extra_activity"]').fill('Visit to the science centre');
    await plan.getByTestId('micro-form-submit').click();
    await plan.waitFor({ state: 'detached' });
    await page.locator('[data-testid="micro-table"] tbody tr', { hasText: activity }).waitFor();
    await screenshot(page, 'planners-micro-teacher-desktop');

    // Afresh at 360 px: the sidebar starts closed and the toasts are gone.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator('[data-testid="micro-table"] tbody tr', { hasText: activity }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'planners-micro-teacher-phone');
    await page.goto('/teacher_dashboard/macro-planner');
    await chooseGrade(page, 12);
    await page.locator('[data-testid="macro-table"] tbody tr', { hasText: topic }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'planners-macro-teacher-phone');
    await page.close();
  });

  it('the school account sees both read-only and downloads both as PDFs, also at 360 px', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
    await page.goto('/school_dashboard/macro-planner');
    expect(await page.getByTestId('macro-download').isDisabled()).toBe(true);
    await chooseGrade(page, 12);
    await page.locator('[data-testid="macro-table"] tbody tr', { hasText: topic }).waitFor();
    expect(await page.getByRole('button', { name: /^Modify/ }).count()).toBe(0);
    await screenshot(page, 'planners-macro-school-desktop');
    expect(await downloadPdf(page, 'macro-download', 'planners-macro-grade-12')).toMatch(/macro-planner-grade-12\.pdf$/);

    await page.goto('/school_dashboard/micro-planner');
    await page.locator('[data-testid="micro-table"] tbody tr', { hasText: activity }).waitFor();
    await screenshot(page, 'planners-micro-school-desktop');
    expect(await downloadPdf(page, 'micro-download', 'planners-micro-april')).toMatch(/micro-planner-april\.pdf$/);

    // Afresh at 360 px: the sidebar starts closed and the toasts are gone.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator('[data-testid="micro-table"] tbody tr', { hasText: activity }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'planners-micro-school-phone');
    await page.goto('/school_dashboard/macro-planner');
    await chooseGrade(page, 12);
    await page.locator('[data-testid="macro-table"] tbody tr', { hasText: topic }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'planners-macro-school-phone');
    await page.close();
  });
});
