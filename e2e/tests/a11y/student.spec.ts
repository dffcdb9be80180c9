import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, atRest, DESKTOP, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { signInThroughApi, type Language } from '../../src/session';
import { registerStudent, type NewStudent } from '../../src/accounts';
import { axeFindings, formatFindings, type AxeOptions } from '../../src/axe';
import { openSection } from '../../src/layout';

/**
 * Issue 8 §5: axe-core finds nothing critical or serious on the sign-in page, the shells, every student panel and
 * the dialogs they open, in English and Hindi, at desktop and 360 px. demo.student only looks (no quiz taken, no
 * language saved); a fresh student takes the quiz, finishes a subject and reads the portal in Hindi.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The student panels (sidebar key, something shown once demo.student's data is in). */
const panels: [key: string, ready: string][] = [
  ['dashboard', '[data-testid="dashboard-header"]'],
  ['subjects', '[data-testid^="subject-card-"]'],
  ['progress', '[data-testid="time-on-lms"]'],
  ['assessment', '[data-testid="marks-overview"]'],
  ['quizzes', '[data-testid="quiz-grid"]'],
  ['leaderboard', '[data-testid="your-rank"]'],
  ['projects', '[data-testid="homework-list-range"]'],
  ['events', '[data-testid="events-timeline"]'],
  ['profileSetting', '[data-testid="profile-panel"]'],
  ['loginActivity', '[data-testid="login-profile-box"]'],
];
/** A fresh student has no marks or rank yet: their panels are ready once the heading is there and nothing loads. */
const ANY_PANEL = 'main h1';

/** Nothing is loading any more: no skeleton of a panel, a chart, a table or the content area. */
const LOADING = '[data-testid$="-loading"], [data-testid="full-page-skeleton"], [data-testid="content-skeleton"], [data-testid$="-skeleton-row"]';


/** Checks the page as it is now; findings are collected so one run lists every screen that fails. */
async function check(page: Page, where: string, found: string[], options: AxeOptions = {}) {
  const findings = await axeFindings(page, { ...options, known: options.known ?? [] });
  if (findings.length) found.push(`${where}:\n${formatFindings(findings)}`);
}

const expectNone = (found: string[]) => expect(found, `axe found critical or serious problems:\n${found.join('\n\n')}`).toEqual([]);

async function settled(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 15_000 });
  // Charts and transitions finish drawing (not 'networkidle': the bell keeps a live connection open).
  await animationsDone(page);
}

/** Opens a panel from the sidebar, as a person would (on a phone through the menu). */
async function openPanel(page: Page, key: string, ready: string) {
  await openSection(page, key);
  await page.waitForFunction((k) => document.querySelector(`[data-testid="nav-${k}"]`)?.getAttribute('aria-current') === 'page', key);
  await settled(page, ready);
}

async function signInAs(page: Page, username: string, password?: string, language: Language = 'en') {
  await signInThroughApi(page, username, { password, language, home: '/dashboard' });
  await page.getByTestId('dashboard-header').waitFor();
}

const student = (username: string, name: string): NewStudent => ({
  username, email: `${username}@school.example`, password: `${username}-pass-42`, name, grade: '7', section: 'A',
});

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('accessibility at %s', (size, viewport) => {
  it('the sign-in page and the sign-up form', async () => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await page.goto('/login');
    await page.getByTestId('signin-form').waitFor();
    await check(page, 'sign-in', found);
    // A wrong password shows the server's message.
    await page.getByTestId('signin-form').locator('input[name="username_or_email"]').fill('demo.student');
    await page.getByTestId('signin-form').locator('input[name="password"]').fill('not-the-password');
    await page.getByTestId('signin-form').locator('button[type="submit"]').click();
    await page.getByTestId('signin-form').getByRole('alert').first().waitFor().catch(() => undefined);
    await check(page, 'sign-in with an error', found);

    await page.getByTestId('show-signup').click();
    const form = page.getByTestId('signup-form');
    await form.waitFor();
    await animationsDone(page);
    await check(page, 'sign-up', found);
    await form.locator('select[name="role"]').selectOption('student');
    await form.locator('button[type="submit"]').click();
    await atRest(page);
    await check(page, 'sign-up with missing fields', found);
    await screenshot(page, `a11y-signup-errors-${size}`);
    expectNone(found);
  });

  it('every student panel, the bell and the menu', { timeout: 180_000 }, async () => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await signInAs(page, 'demo.student');
    for (const [key, ready] of panels) {
      await openPanel(page, key, ready);
      await check(page, `panel ${key}`, found);
      if (key === 'dashboard' || key === 'progress' || key === 'leaderboard') await screenshot(page, `a11y-${key}-${size}`);
    }

    // The charts' text alternative: every chart of the Course Report shown as a table.
    await openPanel(page, 'progress', '[data-testid="time-on-lms"]');
    const toggles = page.getByRole('button', { name: 'Show as table' });
    for (let n = await toggles.count(); n > 0; n--) await toggles.first().click();
    await atRest(page);
    await check(page, 'course report charts as tables', found);
    await screenshot(page, `a11y-progress-tables-${size}`);

    // The homework form with its errors shown (nothing is sent: the form stops empty input).
    await openPanel(page, 'projects', '[data-testid="homework-list-range"]');
    await page.getByTestId('homework-submit').click();
    await atRest(page);
    await check(page, 'holiday homework with errors', found);
    await screenshot(page, `a11y-homework-errors-${size}`);

    await openPanel(page, 'dashboard', '[data-testid="dashboard-header"]');
    await page.getByTestId('notification-bell').click();
    await page.locator('.mantine-Popover-dropdown').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"]'));
    await atRest(page);
    await check(page, 'notification bell open', found);
    await page.keyboard.press('Escape');

    if (size === 'phone') {
      await page.getByTestId('sidebar-menu').click();
      await page.getByTestId('sidebar-overlay').waitFor();
      await atRest(page);
      await check(page, 'mobile menu open', found);
      await screenshot(page, `a11y-menu-${size}`);
      await page.keyboard.press('Escape');
    }
    expectNone(found);
  });

  it('the lesson viewer and its tabs', { timeout: 120_000 }, async () => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await signInAs(page, 'demo.student');
    await openPanel(page, 'subjects', '[data-testid^="subject-card-"]');
    await page.getByTestId('subject-card-robotics').click();
    await page.getByTestId('lesson-circles').waitFor();
    await page.getByTestId('frame-content').waitFor();
    await waitForQuiet(page, 200);
    await atRest(page);
    await check(page, 'lesson viewer', found);
    for (const tab of ['video', 'quiz', 'simulator', 'hint']) {
      await page.getByTestId(`tab-${tab}`).click();
      await waitForQuiet(page, 200);
      await atRest(page);
      await check(page, `lesson viewer, ${tab} tab`, found);
    }
    await screenshot(page, `a11y-lesson-${size}`);
    expectNone(found);
  });
});

describe('accessibility of what a fresh student does', () => {
  it('the quiz countdown, runner, submit confirmation and result', async () => {
    const found: string[] = [];
    const s = student('a11y.quiz', 'Ishaan Verma');
    await registerStudent(s);
    const page = await newPage(browser, PHONE);
    await signInAs(page, s.username, s.password);
    await openPanel(page, 'quizzes', '[data-testid="quiz-grid"]');
    const card = page.locator('[data-testid="quiz-card"][data-state="not_started"]').filter({ has: page.getByTestId('quiz-start-button') }).first();
    await card.getByTestId('quiz-start-button').click();
    await page.getByTestId('quiz-countdown').waitFor();
    await check(page, 'quiz countdown', found);
    await page.getByTestId('quiz-runner').waitFor();
    await page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();
    await check(page, 'quiz runner', found);
    await page.getByTestId('quiz-option').first().click();
    await atRest(page);
    await check(page, 'quiz runner, an option chosen', found);
    await page.getByTestId(`question-circle-${await page.locator('[data-testid^="question-circle-"]').count()}`).click();
    await page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('confirm-dialog-confirm').waitFor();
    await atRest(page);
    await check(page, 'quiz submit confirmation', found);
    await screenshot(page, 'a11y-quiz-confirm-phone');
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByTestId('quiz-result').waitFor();
    await atRest(page);
    await check(page, 'quiz result', found);
    expectNone(found);
  });

  it('the Bravo dialog after the last lesson of a subject', async () => {
    const found: string[] = [];
    const s = student('a11y.bravo', 'Riya Nair');
    await registerStudent(s);
    const page = await newPage(browser);
    await signInAs(page, s.username, s.password);
    await page.goto('/learning/7/robotics/');
    await page.getByTestId('lesson-circles').waitFor();
    for (let n = 1; n <= 8; n++) {
      await page.waitForFunction(() => document.querySelector('[data-testid="mark-completed"]')?.textContent === 'Mark as Completed', null, { timeout: 10_000 });
      await page.getByTestId('mark-completed').click();
      if (n < 8) await page.waitForFunction((next) => document.querySelector(`[data-testid="lesson-circle-${next}"]`)?.getAttribute('data-state') === 'current', n + 1);
    }
    await page.getByTestId('bravo-popup').waitFor();
    await atRest(page);
    await check(page, 'Bravo dialog', found);
    await screenshot(page, 'a11y-bravo-desktop');
    expectNone(found);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the main panels in Hindi (%s)', async (size, viewport) => {
    const found: string[] = [];
    const s = student(`a11y.hindi.${size}`, 'Ananya Gupta');
    await registerStudent(s);
    const page = await newPage(browser, viewport);
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/login');
    await page.getByTestId('signin-form').waitFor();
    await check(page, 'sign-in (hi)', found);
    await page.getByTestId('show-signup').click();
    await page.getByTestId('signup-form').locator('button[type="submit"]').click();
    await atRest(page);
    await check(page, 'sign-up with missing fields (hi)', found);
    await signInAs(page, s.username, s.password, 'hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    for (const [key] of panels) {
      await openPanel(page, key, ANY_PANEL);
      await check(page, `panel ${key} (hi)`, found);
    }
    await screenshot(page, `a11y-hindi-login-activity-${size}`);
    expectNone(found);
  }, 180_000);
});

describe('keyboard focus in the shells', () => {
  const focused = (page: Page) => page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), testId: el?.getAttribute('data-testid'), inMain: !!el?.closest('main'), inMenu: !!el?.closest('aside') };
  });

  it('lands on the main heading after sign-in and after choosing a section', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'demo.student');
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    await page.getByTestId('nav-leaderboard').click();
    await page.getByTestId('your-rank').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="leaderboard"]')?.contains(document.activeElement) && document.activeElement?.matches('main h1'));
  });

  it('keeps Tab inside the open phone menu; Escape gives the focus back to the menu button', async () => {
    const page = await newPage(browser, PHONE);
    await signInAs(page, 'demo.student');
    await page.getByTestId('sidebar-menu').click();
    await page.getByTestId('sidebar-overlay').waitFor();
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    expect(await focused(page)).toMatchObject({ testId: 'nav-dashboard', inMenu: true });
    // Shift+Tab from the first link goes round to Logout, Tab from there back to the first link.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ testId: 'nav-logout' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ testId: 'nav-dashboard' });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMenu, `Tab ${i + 1} left the menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar-overlay').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ testId: 'sidebar-menu' });

    // Choosing a section from the menu closes it and puts the focus on that section's heading.
    await page.getByTestId('sidebar-menu').click();
    await page.getByTestId('nav-events').click();
    await page.getByTestId('sidebar-overlay').waitFor({ state: 'detached' });
    await page.getByTestId('events-timeline').waitFor();
    await page.waitForFunction(() => document.activeElement === document.querySelector('main h1') && localStorage.getItem('activeContent') === 'events');
  });

  it.each(['demo.teacher', 'demo.school'])('has an accessible sidebar and top bar for %s too', async (username) => {
    const found: string[] = [];
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const page = await newPage(browser, viewport);
      await signInThroughApi(page, username);
      await page.locator('header [data-testid="notification-bell"]').waitFor();
      await waitForQuiet(page, 200);
      await atRest(page);
      // The sections themselves are being built by other people; the shell around them is checked here.
      await check(page, `${username} shell (${size})`, found, { include: ['aside', 'header'] });
      if (size === 'phone') {
        await page.getByTestId('sidebar-menu').click();
        await page.getByTestId('sidebar-overlay').waitFor();
        await atRest(page);
        await check(page, `${username} menu open (${size})`, found, { include: ['aside', 'header'] });
      }
      await page.context().close();
    }
    expectNone(found);
  });
});
