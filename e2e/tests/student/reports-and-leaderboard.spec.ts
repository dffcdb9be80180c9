import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll, openSection } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** Signs in as the demo student and opens a portal panel; on a phone the sidebar opens from the menu button. */
async function openPanel(page: Page, key: string): Promise<void> {
  if (!page.url().endsWith('/dashboard')) {
    await signInThroughApi(page, 'demo.student', { home: '/dashboard' });
  }
  await openSection(page, key);
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
/** Waits until the dimmed placeholder of the previous choice is replaced by the new data. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[style*="opacity: 0.5"]'));

describe('the Assessment Report', () => {
  it('shows marks per exam, selects an exam by its bars, shows feedback and downloads the certificate', async () => {
    const page = await newPage(browser, DESKTOP);
    await openPanel(page, 'assessment');
    await page.getByTestId('assessment-chart').waitFor();
    await page.locator('[data-testid="assessment-chart"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('report-type-select').inputValue()).toBe('homework');
    // The panel header: the title is the page's one h1, the report type select sits in its actions.
    const header = page.getByTestId('panel-header');
    expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe('Assessment Report');
    expect(await page.getByTestId('panel-header-actions').getByTestId('report-type-select').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);

    // The newest exam is selected first; the exam list runs newest to oldest.
    const exams = await page.getByTestId('assessment-exam-select').locator('option').allTextContents();
    expect(exams.length).toBeGreaterThan(1);
    expect(await text(page, 'marks-overview-exam')).toBe(exams[0]);
    await page.getByTestId('marks-pie').waitFor();
    expect(await page.locator('[data-testid="feedback-card"] li').count()).toBeGreaterThan(0);
    await screenshot(page, 'assessment-report-desktop');

    // The chart reads oldest first: its first bar belongs to the last exam of the list.
    await page.locator('[data-testid="assessment-chart"] .recharts-bar-rectangle').first().click();
    await page.waitForFunction((name) => document.querySelector('[data-testid="marks-overview-exam"]')?.textContent === name, exams[exams.length - 1]);
    const score = await text(page, 'marks-score');
    expect(score).toMatch(/^\d+%$/);
    const feedback = page.locator('[data-testid="feedback-card"] li');
    expect(await feedback.count()).toBe(Number(await text(page, 'marks-total')));
    expect(await page.getByTestId('question-feedback').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(335);
    await screenshot(page, 'assessment-report-bar-selected-desktop');

    // Pick a passing exam: it carries 'Download Certificate'.
    let withCertificate = -1;
    for (let i = 0; i < exams.length; i++) {
      await page.getByTestId('assessment-exam-select').selectOption({ index: i });
      if (await page.getByTestId('download-certificate').isVisible()) { withCertificate = i; break; }
    }
    expect(withCertificate, 'a passing homework in the demo data').toBeGreaterThanOrEqual(0);
    expect(await text(page, 'download-certificate')).toBe('Download Certificate');
    // The certificate is fetched with the token header and saved as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-certificate').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(await download.path()).subarray(0, 4).toString()).toBe('%PDF');
    expect(await page.getByText('Failed to fetch document.').count()).toBe(0);

    // Another report type shows its own exams; a type with no attempts shows the spec's empty text.
    await page.getByTestId('report-type-select').selectOption('pre-assessment');
    await page.waitForFunction(() => /Pre-Assessment/.test(document.querySelector('[data-testid="marks-overview-exam"]')?.textContent ?? ''));
    await settled(page);
    await screenshot(page, 'assessment-report-pre-assessment-desktop');
    await page.getByTestId('report-type-select').selectOption('annual');
    await page.getByText('No data is available for the student.').waitFor();
    await screenshot(page, 'assessment-report-empty-desktop');
  });

  it('shows the marks per exam and the answers pie as tables', async () => {
    const page = await newPage(browser, DESKTOP);
    await openPanel(page, 'assessment');
    const chart = page.getByTestId('assessment-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    const exams = await page.getByTestId('assessment-exam-select').locator('option').allTextContents();
    await chart.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByTestId('assessment-chart-table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Exam', 'Your score', 'Average', 'Highest']);
    // Oldest first, as the chart reads.
    expect(await table.locator('tbody th').allTextContents()).toEqual([...exams].reverse());
    const pie = page.getByTestId('marks-pie');
    await pie.getByRole('button', { name: 'Show as table' }).click();
    const total = Number(await text(page, 'marks-total'));
    const counts = (await page.getByTestId('marks-pie-table').locator('tbody td').allTextContents()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    await screenshot(page, 'assessment-report-tables-desktop');
  });

  it("shows its own fallback text when the report cannot be loaded, not the dashboard's", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.route('**/api/student_dashboard/assessment-report/**', (route) => route.fulfill({ status: 500, body: '' }));
    await openPanel(page, 'assessment');
    await page.getByTestId('error-state').getByText('Failed to load the assessment report.').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Failed to load dashboard data.').count()).toBe(0);
    await screenshot(page, 'assessment-report-error-desktop');
  });

  it("shows 'Failed to fetch document.' when the certificate cannot be fetched", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.route('**/api/quiz/attempts/*/certificate/', (route) => route.fulfill({ status: 500, body: '' }));
    await openPanel(page, 'assessment');
    const exams = page.getByTestId('assessment-exam-select');
    await exams.waitFor();
    const count = await exams.locator('option').count();
    for (let i = 0; i < count && !(await page.getByTestId('download-certificate').isVisible()); i++) await exams.selectOption({ index: i });
    await page.getByTestId('download-certificate').click();
    await page.getByText('Failed to fetch document.').waitFor();
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(browser, PHONE);
    await openPanel(page, 'assessment');
    await page.locator('[data-testid="assessment-chart"] .recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('marks-pie').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-report-phone');
  });
});

describe('the Leaderboard', () => {
  it("shows 'Your Rank', the comparison and the top 10 with the top 3 coloured, for every type", async () => {
    const page = await newPage(browser, DESKTOP);
    await openPanel(page, 'leaderboard');
    await page.getByTestId('your-rank-card').waitFor();
    expect(await page.getByTestId('your-rank-card').textContent()).toContain('Your Rank');
    expect(await text(page, 'your-rank-value')).toMatch(/^#\d+$/);
    await page.locator('[data-testid="comparison-chart"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('panel-header-actions').getByTestId('leaderboard-type-select').count()).toBe(1);
    const overall = page.locator('[data-testid="overall-leaders"] > li');
    expect(await overall.count()).toBe(10);
    const ranks = (await overall.evaluateAll((rows) => rows.map((r) => [Number(r.getAttribute('data-rank')), r.getAttribute('data-colour')] as const)));
    const colourOf: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'orange' };
    for (const [rank, colour] of ranks) expect(colour).toBe(colourOf[rank] ?? 'none');
    // Best first; equal scores share a rank (and its colour), so ranks never fall and the first is 1.
    const rankNumbers = ranks.map(([r]) => r);
    expect(rankNumbers[0]).toBe(1);
    expect([...rankNumbers].sort((x, y) => x - y)).toEqual(rankNumbers);
    expect(await page.locator('[data-testid="grade-leaders"] > li').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="section-leaders"] [data-you]').count()).toBe(1);
    await screenshot(page, 'leaderboard-desktop');

    await page.getByTestId('leaderboard-type-select').selectOption('homework');
    await settled(page);
    expect(await overall.count()).toBe(10);
    expect(await text(page, 'your-rank-value')).toMatch(/^#\d+$/);
    await screenshot(page, 'leaderboard-homework-desktop');

    // The demo student has not taken a final exam yet: not ranked, but the leaders still show.
    await page.getByTestId('leaderboard-type-select').selectOption('final_exam');
    await page.getByText('Not ranked yet').waitFor();
    await settled(page);
    expect(await overall.count()).toBeGreaterThan(0);
    await screenshot(page, 'leaderboard-final-exam-desktop');
  });

  it("shows the spec's fallback when the server fails without a detail", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.route('**/api/student_dashboard/student_leaderboard**', (route) => route.fulfill({ status: 500, body: '' }));
    await openPanel(page, 'leaderboard');
    await page.getByText('Failed to fetch leaderboard.').waitFor({ timeout: 20_000 });
    await screenshot(page, 'leaderboard-error-desktop');
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(browser, PHONE);
    await openPanel(page, 'leaderboard');
    await page.locator('[data-testid="overall-leaders"] > li').first().waitFor();
    await page.locator('[data-testid="comparison-chart"] .recharts-bar-rectangle').first().waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'leaderboard-phone');
  });
});
