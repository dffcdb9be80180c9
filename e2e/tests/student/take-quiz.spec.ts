import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signIn } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

async function openAssessments(page: Page): Promise<void> {
  await signIn(page, 'demo.student');
  await page.waitForURL((u) => u.pathname === '/dashboard');
  // The shell loads lazily; only then is it known whether the sidebar hides behind the menu button.
  await page.getByTestId('nav-quizzes').waitFor({ state: 'attached' });
  const menu = page.getByTestId('sidebar-menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('nav-quizzes').click();
  await page.getByTestId('quiz-grid').waitFor();
}

const circleStates = (page: Page) =>
  page.locator('[data-testid^="question-circle-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
const timerSeconds = async (page: Page) => {
  const [m, s] = ((await page.getByTestId('quiz-timer').textContent()) ?? '').trim().split(':').map(Number);
  return m * 60 + s;
};
const questionId = async (page: Page) => Number(await page.getByTestId('quiz-question').getAttribute('data-question-id'));

/** Picks an option and waits until the server has saved it. */
async function answer(page: Page, option: number): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/answers/') && r.request().method() === 'PUT');
  await page.getByTestId('quiz-option').nth(option).click();
  expect((await saved).status()).toBe(200);
}

/** Starts the first quiz not yet taken and returns its id; the countdown comes first. */
async function startFirstOpenQuiz(page: Page, shot: string): Promise<string> {
  const card = page.locator('[data-testid="quiz-card"][data-state="not_started"]').first();
  const quizId = (await card.getAttribute('data-quiz-id'))!;
  await card.getByTestId('quiz-start-button').click();
  await page.getByTestId('quiz-countdown').waitFor();
  expect(Number(await page.getByTestId('quiz-countdown-number').textContent())).toBeGreaterThanOrEqual(2);
  await screenshot(page, shot);
  await page.getByTestId('quiz-runner').waitFor();
  return quizId;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('taking a quiz', () => {
  it('counts down, colours the circles, resumes after a reload with the time left, and shows the result', async () => {
    const page = await newPage(browser, DESKTOP);
    await openAssessments(page);
    expect(await page.locator('[data-testid="quiz-card"][data-state="not_started"]').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-testid="quiz-card"][data-state="submitted"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'quizzes-grid-desktop');

    const quizId = await startFirstOpenQuiz(page, 'quizzes-countdown-desktop');
    const total = await page.locator('[data-testid^="question-circle-"]').count();
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await timerSeconds(page)).toBeGreaterThan(60);
    expect((await circleStates(page)).slice(0, 3)).toEqual(['current', 'upcoming', 'upcoming']);

    // Answer 1, skip 2, answer 3: green, red, yellow.
    await answer(page, 0);
    await page.getByTestId('quiz-next').click();
    expect(await page.getByTestId('quiz-prev').isEnabled()).toBe(true);
    await page.getByTestId('quiz-next').click();
    await answer(page, 1);
    expect((await circleStates(page)).slice(0, 4)).toEqual(['answered', 'skipped', 'current', 'upcoming']);
    await screenshot(page, 'quizzes-question-desktop');

    // A reload resumes the running attempt with the server's time left and the saved answers.
    const before = await timerSeconds(page);
    await page.reload();
    await page.getByTestId('quiz-runner').waitFor();
    const after = await timerSeconds(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 30);
    // It reopens at the first unanswered question; the answered ones stay green.
    expect((await circleStates(page)).slice(0, 3)).toEqual(['answered', 'current', 'answered']);
    await page.waitForTimeout(1200);
    expect(await timerSeconds(page)).toBeLessThan(after);

    // The last question shows Submit instead of Next.
    await page.getByTestId(`question-circle-${total}`).click();
    expect(await page.getByTestId('quiz-next').count()).toBe(0);
    await answer(page, 2);
    const lastQuestion = await questionId(page);
    expect(lastQuestion).toBeGreaterThan(0);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
    await page.getByTestId('quiz-submit').click();
    expect((await saved).status()).toBe(200);

    const result = page.getByTestId('quiz-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Great Job!');
    const [score, outOf] = ((await page.getByTestId('quiz-result-score').textContent()) ?? '').split('/').map(Number);
    expect(outOf).toBe(total);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(3);
    await screenshot(page, 'quizzes-result-desktop');

    // 'Show Report' switches the portal to the Assessment Report.
    await page.getByTestId('show-report').click();
    await page.waitForFunction(() => localStorage.getItem('activeContent') === 'assessment');
    expect(await page.getByTestId('nav-assessment').getAttribute('aria-current')).toBe('page');

    // Back in Assessments the quiz is done, with the same score.
    await page.getByTestId('nav-quizzes').click();
    const done = page.locator(`[data-testid="quiz-card"][data-quiz-id="${quizId}"]`);
    await done.waitFor();
    expect(await done.getAttribute('data-state')).toBe('submitted');
    expect(await done.getByTestId('quiz-card-score').textContent()).toContain(`Score: ${score}/${total}`);
    // A second attempt is not offered.
    expect(await done.getByTestId('quiz-start-button').count()).toBe(0);
  });

  it('works at 360 px: grid, countdown, question, result and Back to Quizzes', async () => {
    const page = await newPage(browser, PHONE);
    await openAssessments(page);
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'quizzes-grid-phone');

    await startFirstOpenQuiz(page, 'quizzes-countdown-phone');
    await answer(page, 0);
    await page.getByTestId('quiz-next').click();
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'quizzes-question-phone');

    const total = await page.locator('[data-testid^="question-circle-"]').count();
    await page.getByTestId(`question-circle-${total}`).click();
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('quiz-result-score').textContent()).toMatch(new RegExp(`^\\d+/${total}$`));
    await noSidewaysScroll(page, PHONE.width);
    await screenshot(page, 'quizzes-result-phone');

    await page.getByTestId('back-to-quizzes').click();
    await page.getByTestId('quiz-grid').waitFor();
  });
});
