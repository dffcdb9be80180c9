import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { animationsDone, DESKTOP, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll, openSection } from '../../src/layout';

/**
 * Submitting a quiz: no double submit (a double click or a double Enter on Next at the second-to-last
 * question), the unanswered-questions confirmation, the time's-up notice, and results that celebrate only
 * a pass. Every quiz here is taken by a fresh student of ABL School 7 A, never by demo.student.
 */
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The demo question banks: each question's text → its correct option's text (texts are unique across banks). */
const correctAnswers = (() => {
  const dir = path.resolve(new URL('.', import.meta.url).pathname, '../../../server/src/content/question-banks');
  const map = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const bank = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { text: string; options: string[]; correctIndex: number }[];
    for (const q of bank) map.set(q.text, q.options[q.correctIndex]);
  }
  return map;
})();

let students = 0;
/** Registers a classmate of demo.student (ABL School, 7 A) who has taken nothing, and opens Assessments. */
async function freshStudentAssessments(viewport: typeof DESKTOP, tag: string, language: 'en' | 'hi' = 'en'): Promise<Page> {
  students += 1;
  const username = `quiz.${tag}.${students}`;
  const password = `${tag}-quiz-password`;
  await registerStudent({ username, email: `${username}@school.example`, password, name: `Quiz Taker ${students}`, grade: '7', section: 'A' });
  const page = await newPage(browser, viewport);
  await signInThroughApi(page, username, { password, language, home: '/dashboard' });
  await openSection(page, 'quizzes');
  await page.getByTestId('quiz-grid').waitFor();
  return page;
}

const settled = (page: Page) => page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();

/** Starts the first open quiz; after the countdown the first question has the focus. */
async function startQuiz(page: Page): Promise<{ quizId: string; total: number }> {
  const card = page.locator('[data-testid="quiz-card"][data-state="not_started"]').filter({ has: page.getByTestId('quiz-start-button') }).first();
  const quizId = (await card.getAttribute('data-quiz-id'))!;
  await card.getByTestId('quiz-start-button').click();
  await page.getByTestId('quiz-countdown').waitFor();
  await page.getByTestId('quiz-runner').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'quiz-question-heading');
  await settled(page);
  return { quizId, total: await page.locator('[data-testid^="question-circle-"]').count() };
}

async function go(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).click();
  await settled(page);
}

const currentCircle = (page: Page) => page.locator('[data-testid^="question-circle-"][data-state="current"]').getAttribute('data-testid');

/** Picks the correct option of the question on screen (or a wrong one) and waits until it is saved. */
async function answerQuestion(page: Page, correct: boolean): Promise<void> {
  const text = (await page.locator('[data-testid="quiz-question-heading"] span').last().textContent())!;
  const right = correctAnswers.get(text);
  expect(right, `"${text}" is in a question bank`).toBeDefined();
  const options = page.getByTestId('quiz-option');
  const texts = (await options.allTextContents()).map((s) => s.trim());
  const index = correct ? texts.indexOf(right!) : texts.findIndex((s) => s !== right);
  expect(index).toBeGreaterThanOrEqual(0);
  const saved = page.waitForResponse((r) => r.url().includes('/answers/') && r.request().method() === 'PUT');
  await options.nth(index).click();
  expect((await saved).status()).toBe(200);
}

/** Every submit the page sends from now on. */
function watchSubmits(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/quiz\/\d+\/save\/$/.test(r.url())) sent.push(r);
  });
  return sent;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A screenshot once the dialog's opening transition is over, from the top of the page (the full-page picture of a fixed overlay). */
async function stillScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}


describe('no double submit', () => {
  it('a double click or a double Enter on Next at the second-to-last question stops at the last question', async () => {
    const page = await freshStudentAssessments(DESKTOP, 'double');
    const submits = watchSubmits(page);
    const { total } = await startQuiz(page);
    expect(total).toBeGreaterThanOrEqual(3);

    // A real double click on Next at the second-to-last question.
    await go(page, `question-circle-${total - 1}`);
    const nextBox = (await page.getByTestId('quiz-next').boundingBox())!;
    await page.getByTestId('quiz-next').dblclick();
    await waitForQuiet(page, 300);
    await animationsDone(page);
    expect(await currentCircle(page)).toBe(`question-circle-${total}`);
    expect(await page.getByTestId('quiz-next').count()).toBe(0);
    // Submit is somewhere else than Next was.
    const submitBox = (await page.getByTestId('quiz-submit').boundingBox())!;
    expect(overlaps(submitBox, nextBox), 'Submit must not appear where Next was').toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('quiz-result').count()).toBe(0);
    // The new question has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quiz-question-heading');

    // Enter twice on Next: the second one lands on the new question's heading, not on a button.
    await go(page, 'quiz-prev');
    await page.getByTestId('quiz-next').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await waitForQuiet(page, 300);
    await animationsDone(page);
    expect(await currentCircle(page)).toBe(`question-circle-${total}`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The second click of a double click within 500 ms of the question changing is ignored, wherever it lands
    // (here: right on Submit, as if the layout had moved under the pointer).
    for (let tries = 1; ; tries++) {
      await go(page, 'quiz-prev');
      await page.getByTestId('quiz-next').click();
      const submitAt = (await page.getByTestId('quiz-submit').boundingBox())!;
      // Only the second press of the double click, as Chromium counts it (detail 2).
      await page.mouse.move(submitAt.x + submitAt.width / 2, submitAt.y + submitAt.height / 2);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      if (await page.getByTestId('quiz-runner').getAttribute('data-settled') !== 'true') {
        expect(await page.getByRole('dialog').count()).toBe(0);
        break;
      }
      // A busy machine pressed again only after the 500 ms: then the press counts, as it should (here it asks before
      // submitting). Not what this checks: close the question and try again.
      expect(tries, 'the second press never came within 500 ms of the question changing').toBeLessThan(5);
      if (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    await settled(page);
    expect(await currentCircle(page)).toBe(`question-circle-${total}`);
    expect(submits).toHaveLength(0);

    // Once the question has settled, Submit works (and asks, as nothing is answered).
    await page.getByTestId('quiz-submit').click();
    await page.getByRole('dialog', { name: 'Submit the quiz?' }).waitFor();
    expect(await page.getByTestId('quiz-unanswered-count').textContent()).toBe(`You have ${total} unanswered questions. Submit anyway?`);
    await page.getByTestId('confirm-dialog-cancel').click();
    expect(submits).toHaveLength(0);
    await page.context().close();
  });
});

for (const [viewport, label] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
  describe(`results and notices at ${viewport.width} px`, () => {
    it('asks before submitting with unanswered questions; a low score is not celebrated', async () => {
      const page = await freshStudentAssessments(viewport, `low-${label}`);
      const submits = watchSubmits(page);
      const { quizId, total } = await startQuiz(page);
      // Two wrong answers, the rest left unanswered.
      await answerQuestion(page, false);
      await go(page, 'quiz-next');
      await answerQuestion(page, false);
      // Submit on the last question is clear of where Next was on the one before (at 360 px it has a row of its own).
      await go(page, `question-circle-${total - 1}`);
      const nextBox = (await page.getByTestId('quiz-next').boundingBox())!;
      await go(page, 'quiz-next');
      const submitBox = (await page.getByTestId('quiz-submit').boundingBox())!;
      expect(overlaps(submitBox, nextBox), 'Submit must not appear where Next was').toBe(false);
      expect(submitBox.x + submitBox.width).toBeLessThan(nextBox.x);
      await noSidewaysScroll(page);
      await screenshot(page, `quiz-last-question-${label}`);
      await page.getByTestId('quiz-submit').click();

      const dialog = page.getByRole('dialog', { name: 'Submit the quiz?' });
      await dialog.waitFor();
      const missing = total - 2;
      expect(await page.getByTestId('quiz-unanswered-count').textContent()).toBe(`You have ${missing} unanswered questions. Submit anyway?`);
      expect(await dialog.textContent()).toContain(`Questions ${Array.from({ length: missing }, (_, i) => i + 3).slice(0, -1).join(', ')}, and ${total} have no answer yet.`);
      // Enter on the focused button keeps answering, never submits.
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'confirm-dialog-cancel');
      await noSidewaysScroll(page);
      await stillScreenshot(page, `quiz-unanswered-confirm-${label}`);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(submits).toHaveLength(0);

      await page.getByTestId('quiz-submit').click();
      const saved = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
      await page.getByTestId('confirm-dialog-confirm').click();
      expect((await saved).status()).toBe(200);

      const result = page.getByTestId('quiz-result');
      await result.waitFor();
      expect(await page.getByTestId('quiz-result-score').textContent()).toBe(`0/${total}`);
      expect(await result.getAttribute('data-passed')).toBe('false');
      expect(await page.getByTestId('quiz-result-title').textContent()).toBe('Keep practising');
      expect(await result.textContent()).not.toContain('Great Job!');
      expect(await page.getByTestId('quiz-result-trophy').count()).toBe(0);
      expect(await page.getByTestId('quiz-result-message').textContent()).toContain('Review the lessons on this topic and try the next quiz.');
      // The result's heading has the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quiz-result-title');
      expect(submits).toHaveLength(1);
      await noSidewaysScroll(page);
      await screenshot(page, `quiz-result-low-${label}`);
      await page.context().close();
    });

    it("all answered and right: submits without asking, and 'Great Job!' with the trophy", async () => {
      const page = await freshStudentAssessments(viewport, `high-${label}`);
      const { quizId, total } = await startQuiz(page);
      for (let n = 1; n <= total; n += 1) {
        await answerQuestion(page, true);
        if (n < total) await go(page, 'quiz-next');
      }
      const saved = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
      await page.getByTestId('quiz-submit').click();
      expect((await saved).status()).toBe(200);
      expect(await page.getByRole('dialog').count()).toBe(0);

      const result = page.getByTestId('quiz-result');
      await result.waitFor();
      expect(await page.getByTestId('quiz-result-score').textContent()).toBe(`${total}/${total}`);
      expect(await result.getAttribute('data-passed')).toBe('true');
      expect(await page.getByTestId('quiz-result-title').textContent()).toBe('Great Job!');
      await page.getByTestId('quiz-result-trophy').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quiz-result-title');
      await noSidewaysScroll(page);
      await screenshot(page, `quiz-result-high-${label}`);
      await page.context().close();
    });

    it("says time's up when the timer reaches 0:00, and shows the result", async () => {
      const page = await freshStudentAssessments(viewport, `late-${label}`);
      // The demo quizzes run 10 minutes or more: this attempt runs as if 6 seconds were left (the start's
      // and each saved answer's seconds_left, which the browser's clock follows).
      let deadline = 0;
      const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      await page.route(/\/api\/quiz\/\d+\/start\/$/, async (route) => {
        const response = await route.fetch();
        deadline = Date.now() + 6000;
        await route.fulfill({ response, json: { ...(await response.json() as object), seconds_left: left() } });
      });
      await page.route(/\/api\/quiz\/\d+\/answers\/$/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json() as object), seconds_left: left() } });
      });
      const submits = watchSubmits(page);
      const { total } = await startQuiz(page);
      await answerQuestion(page, true);

      // At 0:00 the runner says it is submitting (briefly), then the result says the time was up.
      const result = page.getByTestId('quiz-result');
      await result.waitFor();
      expect(submits).toHaveLength(1);
      expect(await result.getAttribute('data-time-up')).toBe('true');
      expect(await page.getByTestId('quiz-time-up-title').textContent()).toBe("Time's up — your answers were submitted");
      expect(await page.getByTestId('quiz-time-up').textContent()).toContain('The timer reached 0:00');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quiz-time-up-title');
      expect(await page.getByTestId('quiz-result-score').textContent()).toBe(`1/${total}`);
      expect(await page.getByTestId('quiz-result-title').textContent()).toBe('Keep practising');
      await noSidewaysScroll(page);
      await screenshot(page, `quiz-time-up-${label}`);
      await page.context().close();
    });
  });
}

/**
 * Issue 28 item 3: an exam with questions left unanswered. The report's feedback agrees with its counts: the
 * unanswered questions are 'Unanswered' with 'Your answer: Not answered', never a red 'Incorrect'; the answered
 * ones' marking is held back (the demo quizzes show answers once they close). English at 1280 × 800, Hindi at 360 px.
 */
const FEEDBACK_RUNS = [
  { label: 'desktop-en', viewport: DESKTOP, language: 'en' as const, unanswered: 'Unanswered', incorrect: 'Incorrect', notAnswered: 'Your answer: Not answered' },
  { label: 'phone-hi', viewport: PHONE, language: 'hi' as const, unanswered: 'अनुत्तरित', incorrect: 'गलत', notAnswered: 'आपका उत्तर: उत्तर नहीं दिया' },
];

describe('issue 28: feedback shows unanswered questions as unanswered', () => {
  for (const run of FEEDBACK_RUNS) {
    it(`two answered, the rest left: the report says which were unanswered, as its counts do (${run.label})`, async () => {
      const page = await freshStudentAssessments(run.viewport, `unanswered-${run.label}`, run.language);
      const found: string[] = [];
      const { quizId, total } = await startQuiz(page);
      await answerQuestion(page, false);
      await go(page, 'quiz-next');
      await answerQuestion(page, true);
      await go(page, `question-circle-${total}`);
      await page.getByTestId('quiz-submit').click();
      await page.getByRole('dialog').waitFor();
      const saved = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
      await page.getByTestId('confirm-dialog-confirm').click();
      const reply = await saved;
      expect(reply.status()).toBe(200);
      const result = await reply.json() as { attempt_id: number; wrong: number; unattempted: number };
      expect(result).toMatchObject({ wrong: 1, unattempted: total - 2 });

      await page.getByTestId('show-report').click();
      await page.locator(`[data-testid="assessment-exam-select"] option[value="${result.attempt_id}"]`).waitFor({ state: 'attached' });
      expect(await page.getByTestId('assessment-exam-select').inputValue()).toBe(String(result.attempt_id));
      const rows = page.getByTestId('feedback-question');
      await rows.first().waitFor();
      expect(Number(await page.getByTestId('marks-wrong').textContent())).toBe(1);
      expect(Number(await page.getByTestId('marks-unattempted').textContent())).toBe(total - 2);

      const states = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
      expect(states).toEqual(['hidden', 'hidden', ...Array.from({ length: total - 2 }, () => 'unanswered')]);
      for (let i = 2; i < total; i += 1) {
        const row = rows.nth(i);
        expect(await row.getByTestId('feedback-marker').textContent()).toBe(run.unanswered);
        expect(await row.getByTestId('feedback-your-answer').textContent()).toBe(run.notAnswered);
      }
      // Nothing in the report is marked incorrect while the marking is held back; no unanswered question ever is.
      expect(await page.getByTestId('feedback-marker').allTextContents()).not.toContain(run.incorrect);
      await page.getByTestId('marks-pie').waitFor();
      await page.locator('[data-testid="assessment-chart"] .recharts-bar-rectangle').first().waitFor({ state: 'attached' });
      await noSidewaysScroll(page);
      await checkAxe(page, `assessment report with unanswered questions (${run.label})`, found);
      await screenshot(page, `report-unanswered-${run.label}`);
      // The first unanswered question in view, in its scrolling list, as the student sees it.
      await rows.nth(2).scrollIntoViewIfNeeded();
      await screenshot(page, `report-unanswered-rows-${run.label}`, { fullPage: false });
      expectNoAxeFindings(found);
      await page.context().close();
    });
  }
});
