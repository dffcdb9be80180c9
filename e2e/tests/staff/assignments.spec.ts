import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/**
 * The class this journey assigns to: never ABL 7 A (other journeys count on it), and a section no demo student is
 * in, so no student's assessments change either.
 */
const GRADE = '12';
const SECTION = 'H';

async function openReport(page: Page, username: string, home: string, tab: 'homework' | 'assessment'): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((u) => u.pathname === home);
  await page.goto(`${home}/report?tab=${tab}`);
  await page.getByTestId(`quiz-report-${tab === 'homework' ? 'homework' : 'pre'}`).waitFor();
  // The header comes first; the quiz select once the reports are in.
  await page.locator('[data-testid="report-quiz-select"] option').first().waitFor({ state: 'attached' });
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const figure = async (page: Page, key: string) => Number((await text(page, `report-value-${key}`)).replace(/[%,]/g, ''));
const toast = (page: Page, message: string) => page.locator('.mantine-Notification-root').filter({ hasText: message }).first();

/** Reads the four cards and checks they agree with each other: real figures, not placeholders. */
async function readFigures(page: Page) {
  await page.getByTestId('report-figures').waitFor();
  const figures = {
    total: await figure(page, 'totalStudents'),
    attempted: await figure(page, 'studentsAttempted'),
    rate: await figure(page, 'completionRate'),
    average: await figure(page, 'averageScore'),
  };
  expect(figures.attempted).toBeLessThanOrEqual(figures.total);
  if (figures.total > 0) expect(figures.rate).toBeCloseTo((figures.attempted / figures.total) * 100, 0);
  expect(figures.average).toBeGreaterThanOrEqual(0);
  expect(figures.average).toBeLessThanOrEqual(100);
  // The chart shows a bar per figure.
  await page.locator('[data-testid="report-chart"] .recharts-bar-rectangle').nth(3).waitFor();
  return figures;
}

describe('the Homework and Assessment report tabs', () => {
  it('lets the teacher read a homework report, its student details, and assign homework to a class', async () => {
    const page = await newPage(browser, DESKTOP);
    await openReport(page, 'demo.teacher', '/teacher_dashboard', 'homework');
    expect(await page.getByRole('heading', { level: 2, name: 'Homework Report' }).count()).toBe(1);

    // The newest report is chosen first; the demo school's classes have taken its quizzes.
    const quizzes = page.getByTestId('report-quiz-select');
    expect(await quizzes.locator('option').count()).toBeGreaterThan(1);
    await page.locator('[data-testid="report-chart"] .recharts-bar-rectangle').first().waitFor();
    // A quiz of grade 7, where the demo class has attempts.
    const grade7 = await quizzes.locator('option', { hasText: 'Grade 7' }).first().getAttribute('value');
    await quizzes.selectOption(grade7!);
    expect(await text(page, 'report-classes')).toMatch(/7 A/);
    const figures = await readFigures(page);
    expect(figures.total).toBeGreaterThanOrEqual(16);
    expect(figures.attempted).toBeGreaterThan(0);
    for (const label of ['Total Students', 'Students Attempted', 'Completion Rate (%)', 'Average Score']) {
      expect(await page.getByTestId('report-figures').textContent()).toContain(label);
    }
    await screenshot(page, 'assignments-homework-desktop');

    // The chart's table alternative holds the same four numbers.
    await page.getByTestId('report-chart-toggle').click();
    const chartTable = await page.getByTestId('report-chart-table').textContent();
    expect(chartTable).toContain('Total Students');
    expect(chartTable).toContain(String(figures.total));
    await page.getByTestId('report-chart-toggle').click();

    // View Student Details: one row per student who submitted it, and Back.
    await page.getByTestId('view-details').click();
    const rows = page.locator('[data-testid="student-details-table"] tbody tr');
    await rows.first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="student-details-table-skeleton-row"]'));
    for (const header of ['#', 'Student Name', 'Grade', 'Section', 'Marks']) {
      expect(await page.locator('[data-testid="student-details-table"] thead').textContent()).toContain(header);
    }
    expect(await text(page, 'student-details-table-range')).toContain(`of ${figures.attempted}`);
    expect(await rows.first().locator('td').last().textContent()).toMatch(/^\d+%$/);
    await screenshot(page, 'assignments-homework-details-desktop');
    await page.getByTestId('student-details-back').click();
    await page.getByTestId('report-figures').waitFor();

    // Add Homework: nothing chosen gives the spec's message and marks every field.
    await page.getByTestId('assign-open').click();
    const dialog = page.getByRole('dialog', { name: 'Assign Homework' });
    await dialog.waitFor();
    await page.getByTestId('assign-quiz-submit').click();
    await page.getByTestId('assign-quiz-error').waitFor();
    expect(await text(page, 'assign-quiz-error')).toBe('Quiz ID, Grade, and Section are required.');
    expect(await dialog.getByText('This field is required').count()).toBe(3);
    await screenshot(page, 'assignments-assign-modal-error-desktop');

    // A grade-12 homework quiz (its name carries its grade) to 12 H: the toast, then that quiz's refreshed report.
    const quizOptions = page.locator('select[name="quiz_id"] option');
    const option = quizOptions.filter({ hasText: `(Grade ${GRADE})` }).first();
    const quizName = ((await option.textContent()) ?? '').trim();
    await page.locator('select[name="quiz_id"]').selectOption((await option.getAttribute('value'))!);
    await page.locator('select[name="grade"]').selectOption(GRADE);
    await page.locator('select[name="section"]').selectOption(SECTION);
    await page.getByTestId('assign-quiz-submit').click();
    await toast(page, 'Homework assigned successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((cls) => document.querySelector('[data-testid="report-classes"]')?.textContent?.includes(cls), `${GRADE} ${SECTION}`);
    expect(await page.locator('[data-testid="report-quiz-select"] option:checked').textContent()).toContain(quizName);
    await readFigures(page);
    await screenshot(page, 'assignments-homework-assigned-desktop');

    // The same quiz to the same class again: the server's 409 detail, in the toast and in the form.
    await page.getByTestId('assign-open').click();
    await dialog.waitFor();
    await page.locator('select[name="quiz_id"]').selectOption({ label: quizName });
    await page.locator('select[name="grade"]').selectOption(GRADE);
    await page.locator('select[name="section"]').selectOption(SECTION);
    await page.getByTestId('assign-quiz-submit').click();
    await page.getByTestId('assign-quiz-error').waitFor();
    expect(await text(page, 'assign-quiz-error')).toBe('This quiz is already assigned to that class.');
    await toast(page, 'Error: This quiz is already assigned to that class.').waitFor();
    await page.getByTestId('assign-quiz-cancel').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('switches the teacher’s Assessment tab between pre and post', async () => {
    const page = await newPage(browser, DESKTOP);
    await openReport(page, 'demo.teacher', '/teacher_dashboard', 'assessment');
    expect(await text(page, 'assign-open')).toBe('Add Pre-Assessment');
    expect(await page.getByRole('heading', { level: 2, name: 'Pre-Assessment Report' }).count()).toBe(1);
    const preQuiz = await page.locator('[data-testid="report-quiz-select"] option:checked').textContent();
    expect(preQuiz).toMatch(/ - /);
    await readFigures(page);
    await screenshot(page, 'assignments-assessment-pre-desktop');

    await page.getByTestId('assessment-mode').getByText('Post-Assessment').click();
    await page.getByTestId('quiz-report-post').waitFor();
    expect(await text(page, 'assign-open')).toBe('Add Post-Assessment');
    await page.getByTestId('report-figures').waitFor();
    expect(await page.locator('[data-testid="report-quiz-select"] option:checked').textContent()).not.toBe(preQuiz);
    await readFigures(page);
    await screenshot(page, 'assignments-assessment-post-desktop');

    // The post-assessment dialog lists its quizzes as 'name - topic'.
    await page.getByTestId('assign-open').click();
    await page.getByRole('dialog', { name: 'Assign Post-Assessment' }).waitFor();
    const labels = await page.locator('select[name="quiz_id"] option').allTextContents();
    expect(labels.slice(1).every((label) => / - /.test(label))).toBe(true);
    await page.getByTestId('assign-quiz-cancel').click();
  });

  it('shows the school account the same reports with no assign button', async () => {
    const page = await newPage(browser, DESKTOP);
    await openReport(page, 'demo.school', '/school_dashboard', 'homework');
    await readFigures(page);
    expect(await page.getByTestId('assign-open').count()).toBe(0);
    expect(await text(page, 'report-classes')).toMatch(/Assigned to/);
    await page.getByTestId('view-details').click();
    await page.getByTestId('student-details-table').waitFor();
    await page.getByTestId('student-details-back').click();
    await screenshot(page, 'assignments-school-homework-desktop');

    await page.getByTestId('report-tab-assessment').click();
    await page.getByTestId('quiz-report-pre').waitFor();
    await readFigures(page);
    expect(await page.getByTestId('assign-open').count()).toBe(0);
    await page.getByTestId('assessment-mode').getByText('Post-Assessment').click();
    await page.getByTestId('quiz-report-post').waitFor();
    await readFigures(page);
    await screenshot(page, 'assignments-school-assessment-desktop');
  });

  it('fits a 360 px phone: tabs, details table and the assign dialog', async () => {
    const page = await newPage(browser, PHONE);
    await openReport(page, 'demo.teacher', '/teacher_dashboard', 'homework');
    await readFigures(page);
    await page.locator('[data-testid="report-chart"] .recharts-bar-rectangle').first().waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'assignments-homework-phone');

    await page.getByTestId('view-details').click();
    await page.locator('[data-testid="student-details-table"] tbody tr').first().waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'assignments-homework-details-phone');
    await page.getByTestId('student-details-back').click();

    await page.getByTestId('assign-open').click();
    await page.getByTestId('assign-quiz-submit').click();
    await page.getByTestId('assign-quiz-error').waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'assignments-assign-modal-error-phone');
    await page.getByTestId('assign-quiz-cancel').click();

    await page.getByTestId('report-tab-assessment').click();
    await page.getByTestId('quiz-report-pre').waitFor();
    await readFigures(page);
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'assignments-assessment-pre-phone');
    await page.getByTestId('assessment-mode').getByText('Post-Assessment').click();
    await page.getByTestId('quiz-report-post').waitFor();
    await readFigures(page);
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'assignments-assessment-post-phone');
  });
});
