import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { apiCall, apiLogin, signInThroughApi, type Language } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll, openSection } from '../../src/layout';

/**
 * A student takes a quiz with one question of each kind (issue 32 items 1 and 2, ADR 0041): single choice, multiple
 * select (partial credit), true/false, a number (Devanagari digits too) and a short answer, marked with marks per
 * question and negative marking; then reads the result and the report with the marks each answer earned. In English
 * at 1280 px and in Hindi at 360 px, axe finding nothing.
 *
 * The quiz is made by demo.admin and given to 7 A by demo.teacher for this file only (afterAll deletes it: archived
 * once taken, only its takers still see it). It is taken by fresh classmates of demo.student in 7 A, not by
 * demo.student, whose reports and leaderboard place other journeys read as the demo data has them.
 */
let browser: Browser;
const root = path.resolve(new URL('.', import.meta.url).pathname, '../../../web/src');
type Catalogue = Record<string, Record<string, string>>;
const read = (feature: string, language: Language) =>
  JSON.parse(fs.readFileSync(path.join(root, `features/${feature}/i18n/${language}.json`), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, String(v)), text);

// ---------------------------------------------------------------- the quiz of this file

const Q = {
  single: 'Question kinds check: which is a renewable source of energy?',
  multiple: 'Question kinds check: which of these are metals?',
  trueFalse: 'Question kinds check: sound travels faster than light.',
  numeric: 'Question kinds check: what is g on Earth, in m/s²?',
  shortText: 'Question kinds check: who gave the three laws of motion?',
};
/** Eight marks in all; a wrong answer loses a quarter of its question's marks. */
const QUIZ = {
  name: 'Question kinds: one of each', topic: 'Forces and energy', quiz_type: 'homework', time_minutes: 15, grade: 7, school_id: null,
  negative_percent: 25, pass_percent: 50, review_mode: 'after_submission',
  questions: [
    { kind: 'single', text: Q.single, marks: 1, answers: [{ text: 'Coal' }, { text: 'Wind', is_correct: true }, { text: 'Diesel' }] },
    { kind: 'multiple', text: Q.multiple, marks: 2, answers: [{ text: 'Iron', is_correct: true }, { text: 'Wood' }, { text: 'Copper', is_correct: true }, { text: 'Plastic' }] },
    { kind: 'true_false', text: Q.trueFalse, marks: 1, answers: [{ text: 'True' }, { text: 'False', is_correct: true }] },
    { kind: 'numeric', text: Q.numeric, marks: 2, tolerance: 0.05, answers: [{ text: '9.8', is_correct: true }] },
    { kind: 'short_text', text: Q.shortText, marks: 2, answers: [{ text: 'Isaac Newton' }, { text: 'Newton' }, { text: 'न्यूटन' }] },
  ],
};

let admin = '';
let quizId = 0;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await apiLogin('demo.admin')).token;
  const teacher = (await apiLogin('demo.teacher')).token;
  const { quiz } = await apiCall<{ quiz: { id: number; max_marks: number } }>('/authoring/quizzes/', { method: 'POST', token: admin, body: QUIZ });
  expect(quiz.max_marks).toBe(8);
  quizId = quiz.id;
  // Due today (school time): open quizzes are listed soonest due first, so it is on the grid's first page.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await apiCall('/teacher_dashboard/homework_report/', { method: 'POST', token: teacher, body: { quiz_id: quizId, grade: 7, section: 'A', due_date: today } });
});
afterAll(async () => {
  if (quizId) await apiCall(`/authoring/quizzes/${quizId}/`, { method: 'DELETE', token: admin });
  await browser.close();
});

// ---------------------------------------------------------------- helpers

/** A fresh classmate of demo.student in 7 A, signed in at the Assessments panel with the homework listed. */
async function classmateAtQuizzes(viewport: typeof DESKTOP, username: string, name: string, language: Language): Promise<Page> {
  const password = `${username.replace('.', '-')}-taker`;
  await registerStudent({ username, email: `${username}@school.example`, password, name, grade: '7', section: 'A' });
  const page = await newPage(browser, viewport);
  await signInThroughApi(page, username, { password, language, home: '/dashboard' });
  await openSection(page, 'quizzes');
  await page.getByTestId('quiz-grid').waitFor();
  await homeworkListed(page);
  return page;
}

/**
 * Lists the homework quizzes and waits for the list to settle: the previous list stays on screen, dimmed and busy, until
 * the new one comes (checked with axe then, its dimmed text would not reach the contrast it has at rest).
 */
async function homeworkListed(page: Page): Promise<void> {
  await page.getByTestId('quiz-type-select').selectOption('homework');
  await waitForQuiet(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

const settled = (page: Page) => page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();
const card = (page: Page) => page.locator(`[data-testid="quiz-card"][data-quiz-id="${quizId}"]`);

async function startQuiz(page: Page): Promise<void> {
  await card(page).getByTestId('quiz-start-button').click();
  await page.getByTestId('quiz-runner').waitFor({ timeout: 60_000 });
  await settled(page);
}

/** Goes to question `n` by its circle, once it takes clicks. */
async function goTo(page: Page, n: number): Promise<void> {
  await page.getByTestId(`question-circle-${n}`).click();
  await page.locator(`[data-testid="question-circle-${n}"][data-state="current"]`).waitFor();
  await settled(page);
}

const answerSave = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/answers/`) && r.request().method() === 'PUT');

/** Does what answers the question and returns the save's request body, checking the server's status. */
async function saved(page: Page, act: () => Promise<void>, status = 200): Promise<unknown> {
  const reply = answerSave(page);
  await act();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(status);
  return response.request().postDataJSON();
}

const circleStates = (page: Page) =>
  page.locator('[data-testid^="question-circle-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

/** Checks the screen with axe (and at 360 px that nothing scrolls sideways) and takes its picture. */
async function looked(page: Page, name: string, found: string[]): Promise<void> {
  if (page.viewportSize()?.width === PHONE.width) await noSidewaysScroll(page);
  await checkAxe(page, name, found);
  await screenshot(page, name);
}

// ---------------------------------------------------------------- the journeys

describe('a quiz with every kind of question', () => {
  it('in English at 1280 px: each kind answered and saved, resumed after a reload, marked with partial credit and negative marking', async () => {
    const found: string[] = [];
    const en = read('quizzes', 'en');
    const page = await classmateAtQuizzes(DESKTOP, 'kinds.desktop', 'Meera Kinds', 'en');
    await startQuiz(page);
    await page.getByTestId('quiz-negative-marking').waitFor();
    expect(await page.getByTestId('quiz-negative-marking').textContent()).toBe(fill(en.runner.negativeMarking, { percent: 25 }));
    expect(await page.getByTestId('quiz-max-marks').textContent()).toBe('Maximum marks: 8');

    // Single choice: a radio group named by the question, its marks in the heading.
    expect(await page.getByTestId('quiz-question-heading').textContent()).toMatch(/^Question 1 of 5 · 1 mark/);
    const single = page.getByRole('radiogroup', { name: new RegExp(Q.single.replace('?', '\\?')) });
    expect(await saved(page, () => single.getByRole('radio', { name: 'Wind' }).click())).toMatchObject({ answer_id: expect.any(Number) });
    await looked(page, 'question-kinds-single-en-1280', found);

    // Multiple select: checkboxes with their hint; each change saved, as the options ticked.
    await goTo(page, 2);
    const multiple = page.getByRole('group', { name: /which of these are metals/ });
    expect(await multiple.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(en.runner.chooseAll).waitFor();
    const iron = multiple.getByRole('checkbox', { name: 'Iron' });
    const wood = multiple.getByRole('checkbox', { name: 'Wood' });
    expect(await saved(page, () => iron.click())).toMatchObject({ answer_ids: [expect.any(Number)] });
    expect(await saved(page, () => wood.click())).toMatchObject({ answer_ids: [expect.any(Number), expect.any(Number)] });
    // Wood is not a metal: unticked again, by keyboard. Iron alone is half of the right options: partial credit.
    await wood.focus();
    expect(await saved(page, () => page.keyboard.press('Space'))).toMatchObject({ answer_ids: [expect.any(Number)] });
    expect(await iron.getAttribute('aria-checked')).toBe('true');
    expect(await wood.getAttribute('aria-checked')).toBe('false');
    await looked(page, 'question-kinds-multiple-en-1280', found);

    // True/false: a radio group; True is wrong, and loses a quarter of a mark.
    await goTo(page, 3);
    await saved(page, () => page.getByRole('radiogroup', { name: /sound travels faster/ }).getByRole('radio', { name: 'True' }).click());

    // A number: words are refused by the server, whose reason is shown on the field; Devanagari digits are a number.
    await goTo(page, 4);
    const number = page.getByRole('textbox', { name: /what is g on Earth/ });
    expect(await number.getAttribute('inputmode')).toBe('decimal');
    await number.fill('nine');
    expect(await saved(page, () => number.press('Tab'), 400)).toEqual({ question_id: expect.any(Number), response: 'nine' });
    await page.locator('input[aria-invalid="true"]').waitFor();
    await page.getByTestId('quiz-question').getByText('This question takes a number, for example 9.8 or -3.').waitFor();
    await looked(page, 'question-kinds-numeric-refused-en-1280', found);
    await number.fill('९.८');
    expect(await saved(page, () => number.press('Tab'))).toEqual({ question_id: expect.any(Number), response: '९.८' });
    expect(await number.getAttribute('aria-invalid')).toBeNull();

    // A reload resumes with every kind of saved answer: the ticked options and the typed number.
    await page.reload();
    await settled(page);
    expect(await circleStates(page)).toEqual(['answered', 'answered', 'answered', 'answered', 'current']);
    await goTo(page, 2);
    expect(await page.getByRole('checkbox', { name: 'Iron' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Copper' }).getAttribute('aria-checked')).toBe('false');
    await goTo(page, 4);
    expect(await page.getByRole('textbox').inputValue()).toBe('९.८');

    // A short answer, with stray spaces and capitals, sent with the submit (every question answered: no question asked).
    await goTo(page, 5);
    const text = page.getByRole('textbox', { name: /three laws of motion/ });
    await text.fill('  newton ');
    await looked(page, 'question-kinds-short-text-en-1280', found);
    const submitted = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
    await page.getByTestId('quiz-submit').click();
    const submit = await submitted;
    expect(submit.status()).toBe(200);
    const body = submit.request().postDataJSON() as { answers: Record<string, unknown>[] };
    expect(body.answers.map((a) => Object.keys(a).filter((k) => k !== 'question_id')[0])).toEqual(['answer_id', 'answer_ids', 'answer_id', 'response', 'response']);
    expect(body.answers[4]).toMatchObject({ response: 'newton' });
    // 1 + half of 2 − a quarter of 1 + 2 + 2.
    expect(await submit.json()).toMatchObject({ score: 3, total: 5, correct: 3, partial: 1, wrong: 1, unattempted: 0, marks: 5.75, max_marks: 8, score_percent: 72, passed: true });

    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('quiz-result-marks').textContent()).toBe('Marks: 5.75 / 8');
    expect(await page.getByTestId('quiz-result-partial').textContent()).toBe('1 question partly right');
    expect(await page.getByTestId('quiz-result-score').textContent()).toBe('3/5');
    await looked(page, 'question-kinds-result-en-1280', found);

    // The report: each answer as given, the right ones, partly right, and the marks each earned.
    await page.getByTestId('show-report').click();
    await page.locator('[data-testid="feedback-question"]').first().waitFor();
    await page.locator('[data-testid="assessment-chart"] .recharts-bar-rectangle').first().waitFor({ state: 'attached' });
    await page.getByTestId('marks-pie').waitFor();
    expect(await page.getByTestId('marks-marks').textContent()).toBe('5.75 / 8');
    expect(await page.getByTestId('marks-partial').textContent()).toBe('1');
    const rows = page.getByTestId('feedback-question');
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))).toEqual(['correct', 'partial', 'incorrect', 'correct', 'correct']);
    expect(await page.getByTestId('feedback-marks').allTextContents()).toEqual([
      'Marks: +1 of 1', 'Marks: +1 of 2', 'Marks: −0.25 (negative marking)', 'Marks: +2 of 2', 'Marks: +2 of 2',
    ]);
    expect(await rows.nth(1).getByTestId('feedback-marker').textContent()).toBe('Partly right');
    expect(await rows.nth(1).getByTestId('feedback-your-answer').textContent()).toBe('Your answer: Iron');
    expect(await rows.nth(1).getByTestId('feedback-correct-answer').textContent()).toBe('Correct answer: Iron; Copper');
    expect(await rows.nth(3).getByTestId('feedback-your-answer').textContent()).toBe('Your answer: ९.८');
    expect(await rows.nth(4).getByTestId('feedback-your-answer').textContent()).toBe('Your answer: newton');
    await looked(page, 'question-kinds-report-en-1280', found);

    // The quiz's card: the score, the marks and the percentage.
    await page.getByTestId('nav-quizzes').click();
    await homeworkListed(page);
    await card(page).getByTestId('quiz-card-marks').waitFor();
    expect(await card(page).getByTestId('quiz-card-marks').textContent()).toBe('Marks: 5.75 / 8 (72%)');
    await looked(page, 'question-kinds-card-en-1280', found);
    expectNoAxeFindings(found);
  });

  it('in Hindi at 360 px: Devanagari answers, a blank that loses nothing, marks in the result and the report', async () => {
    const found: string[] = [];
    const hi = read('quizzes', 'hi');
    const reports = read('reports', 'hi');
    const page = await classmateAtQuizzes(PHONE, 'kinds.phone', 'Arjun Kinds', 'hi');
    await startQuiz(page);
    expect(await page.getByTestId('quiz-negative-marking').textContent()).toBe(fill(hi.runner.negativeMarking, { percent: 25 }));
    await saved(page, () => page.getByRole('radio', { name: 'Wind' }).click());
    await looked(page, 'question-kinds-single-hi-360', found);

    await goTo(page, 2);
    await page.getByText(hi.runner.chooseAll).waitFor();
    await saved(page, () => page.getByRole('checkbox', { name: 'Iron' }).click());
    await saved(page, () => page.getByRole('checkbox', { name: 'Copper' }).click());
    await looked(page, 'question-kinds-multiple-hi-360', found);

    // The true/false question is left blank; the number in Devanagari digits, saved once typing pauses.
    await goTo(page, 4);
    const number = page.getByRole('textbox', { name: new RegExp(hi.runner.yourAnswer) });
    expect(await saved(page, () => number.pressSequentially('९.८'))).toEqual({ question_id: expect.any(Number), response: '९.८' });
    await looked(page, 'question-kinds-numeric-hi-360', found);

    await goTo(page, 5);
    const text = page.getByRole('textbox', { name: new RegExp(hi.runner.yourAnswer) });
    expect(await saved(page, async () => { await text.fill('न्यूटन'); await text.press('Tab'); })).toEqual({ question_id: expect.any(Number), response: 'न्यूटन' });
    await looked(page, 'question-kinds-short-text-hi-360', found);

    // One question unanswered: Submit asks first.
    await page.getByTestId('quiz-submit').click();
    await page.getByRole('dialog').waitFor();
    await checkAxe(page, 'question-kinds-confirm-hi-360', found);
    const submitted = page.waitForResponse((r) => r.url().endsWith(`/quiz/${quizId}/save/`));
    await page.getByTestId('confirm-dialog-confirm').click();
    // 1 + 2 + 0 (blank: nothing lost) + 2 + 2.
    expect(await (await submitted).json()).toMatchObject({ correct: 4, partial: 0, wrong: 0, unattempted: 1, marks: 7, max_marks: 8 });
    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('quiz-result-marks').textContent()).toBe(fill(hi.result.marks, { marks: 7, max: 8 }));
    expect(await page.getByTestId('quiz-result-partial').count()).toBe(0);
    await looked(page, 'question-kinds-result-hi-360', found);

    await page.getByTestId('show-report').click();
    await page.locator('[data-testid="feedback-question"]').first().waitFor();
    await page.getByTestId('marks-pie').waitFor();
    expect(await page.getByTestId('marks-marks').textContent()).toBe(fill(reports.overview.marksOf, { marks: 7, max: 8 }));
    expect(await page.getByTestId('feedback-marks').allTextContents()).toEqual([
      fill(reports.feedback.marksEarned, { earned: 1, marks: 1 }), fill(reports.feedback.marksEarned, { earned: 2, marks: 2 }),
      fill(reports.feedback.marksNone, { marks: 1 }), fill(reports.feedback.marksEarned, { earned: 2, marks: 2 }),
      fill(reports.feedback.marksEarned, { earned: 2, marks: 2 }),
    ]);
    await looked(page, 'question-kinds-report-hi-360', found);
    expectNoAxeFindings(found);
  });
});
