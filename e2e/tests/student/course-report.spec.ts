import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { openSection } from '../../src/layout';
import { signInThroughApi } from '../../src/session';
import { registerStudent } from '../../src/accounts';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The signed-in student's activity as the server reports it, read with the page's own token. */
async function serverActivity(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/student_dashboard/student-activity/demo.student/', {
      headers: { Authorization: `Token ${localStorage.getItem('authToken')}` },
    });
    return (await res.json()) as { subject_summary: { subject: string; total_curriculum_time: number }[] };
  });
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the demo student', () => {
  it('reads the Course Report: logins by month per year, lesson summary by subject and topic, teacher comment, real minutes', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'progress');

    // Logins by month, for the current year by default; the selector offers the years with sign-ins.
    const year = page.getByTestId('course-login-year');
    await year.waitFor();
    const thisYear = String(new Date().getFullYear());
    expect(await year.inputValue()).toBe(thisYear);
    const total = page.getByTestId('course-login-total');
    expect(await total.textContent()).toMatch(new RegExp(`^\\d+ logins? in ${thisYear}$`));
    const years = await year.locator('option').allTextContents();
    expect(years).toContain(thisYear);
    // The demo history is the last six months: a second year exists only early in a year.
    const other = years.find((y) => y !== thisYear);
    if (other) {
      await year.selectOption(other);
      await page.waitForFunction((y) => document.querySelector('[data-testid="course-login-total"]')?.textContent?.endsWith(` in ${y}`), other);
      await year.selectOption(thisYear);
      await page.waitForFunction((y) => document.querySelector('[data-testid="course-login-total"]')?.textContent?.endsWith(` in ${y}`), thisYear);
    } else {
      await year.selectOption(thisYear);
    }
    expect(Number((await total.textContent())!.split(' ')[0])).toBeGreaterThan(0);

    // The teacher comment is the newest remark demo.teacher wrote.
    const comment = page.getByTestId('teacher-comment');
    await comment.waitFor();
    expect(await comment.textContent()).toContain('Neha Verma');

    // Lesson summary: switch subject and topic; the chart caption and the subject pie follow.
    const subject = page.getByTestId('lesson-subject');
    await subject.waitFor();
    const subjects = await subject.locator('option').allTextContents();
    expect(subjects).toEqual(expect.arrayContaining(['Robotics', 'Scratch Programming']));
    await subject.selectOption({ label: 'Scratch Programming' });
    await page.getByTestId('subject-time-card').getByText('Subject Time: Scratch Programming').waitFor();
    const topic = page.getByTestId('lesson-topic');
    const topics = await topic.locator('option').allTextContents();
    expect(topics.length).toBeGreaterThan(0);
    const lastTopic = topics[topics.length - 1];
    await topic.selectOption({ label: lastTopic });
    const topicName = lastTopic.replace(/^\d+\.\s*/, '');
    await page.getByTestId('lesson-summary-caption').getByText(`Minutes per tab in ${topicName}`).waitFor();
    await subject.selectOption({ label: 'Robotics' });
    await page.getByTestId('subject-time-card').getByText('Subject Time: Robotics').waitFor();

    // Minutes per subject are the server's seconds / 60, not placeholders.
    const activity = await serverActivity(page);
    const pie = page.getByTestId('subject-minutes-pie');
    for (const s of activity.subject_summary.filter((x) => x.total_curriculum_time > 0)) {
      const minutes = Math.round(s.total_curriculum_time / 6) / 10;
      expect(await pie.locator(`[data-slice="${s.subject}"]`).textContent()).toContain(`${s.subject}: ${minutes} min`);
      expect(await page.getByTestId('time-on-lms').locator(`[data-subject="${s.subject}"]`).textContent()).toContain(s.subject);
    }
    await page.locator('[data-testid="course-report"] .recharts-surface').first().waitFor();
    await screenshot(page, 'course-report-desktop');
  });

  it('reads Login Activity: profile box, then daily logins of the chosen month', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'loginActivity');

    const box = page.getByTestId('login-profile-box');
    await box.waitFor();
    const boxText = await box.textContent();
    expect(boxText).toContain('Aarav Sharma');
    expect(boxText).toContain('demo.student');
    expect(await box.locator('[data-field="total"] dd').textContent()).toMatch(/^[1-9]\d*$/);

    const now = new Date();
    const month = page.getByTestId('login-month');
    expect(await month.inputValue()).toBe(String(now.getMonth()));
    // The demo student signs in every month of the last six: the previous month (of this year) has logins.
    if (now.getMonth() > 0) {
      const previous = now.getMonth() - 1;
      const name = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date(2000, previous, 1));
      await month.selectOption(String(previous));
      await page.waitForFunction((n) => document.querySelector('[data-testid="daily-login-total"]')?.textContent?.includes(n), name);
      expect(await page.getByTestId('daily-login-total').textContent()).toMatch(new RegExp(`^\\d+ logins? in ${name} ${now.getFullYear()}$`));
      await page.getByTestId('daily-login-chart').locator('.recharts-surface').waitFor();
    }
    await screenshot(page, 'login-activity-desktop');
    // A month of this year before the demo history began has no logins.
    if (now.getMonth() >= 7) {
      await month.selectOption('0');
      await page.getByText(`No logins in January ${now.getFullYear()}.`).waitFor();
    }
  });

  it('names the subjects and lessons in Hindi for a student reading in Hindi, at 360 px', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student', { language: 'hi' });
    await openSection(page, 'progress');
    const subject = page.getByTestId('lesson-subject');
    await subject.waitFor();
    // Robotics and electronics have Hindi versions in the demo course; Scratch has none and stays in English.
    await expect.poll(() => subject.locator('option').allTextContents()).toEqual(expect.arrayContaining(['रोबोटिक्स', 'Scratch Programming']));
    await subject.selectOption({ label: 'रोबोटिक्स' });
    await expect.poll(() => page.getByTestId('lesson-topic').locator('option').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('रोबोट क्या है?')]));
    await page.getByTestId('subject-minutes-pie').waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'course-report-phone-hi');
  });

  it('fits both panels on a 360 px phone without sideways scrolling', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'progress');
    await page.getByTestId('subject-minutes-pie').waitFor();
    await page.getByTestId('teacher-comment').waitFor();
    await page.locator('[data-testid="course-login-card"] .recharts-surface').waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'course-report-phone');

    await openSection(page, 'loginActivity');
    await page.getByTestId('login-profile-box').waitFor();
    await page.getByTestId('daily-login-chart').or(page.getByTestId('empty-state')).first().waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'login-activity-phone');
  });
});

describe('when the server fails', () => {
  it("shows the spec's fallback texts: failed answers and lost connections read differently", async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await page.route('**/api/student_dashboard/student-activity/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/student_dashboard/student/login-activity/**', (route) => route.abort('connectionrefused'));
    await openSection(page, 'progress');
    await page.getByText('Failed to load student activity data.').waitFor();
    await page.getByText('An error occurred while fetching login data.').waitFor();
    await screenshot(page, 'course-report-errors');
    await openSection(page, 'loginActivity');
    await page.getByText('An error occurred while fetching login activity.').waitFor();
  });
});

describe('a student without any activity yet', () => {
  it("sees 'No activity record found for this user.' instead of an error", async () => {
    await registerStudent({
      username: 'fresh.learner', password: 'fresh-learner-1', email: 'fresh.learner@school.example', name: 'Meera Iyer', grade: '7', section: 'A',
    });
    const page = await newPage(browser);
    await signInThroughApi(page, 'fresh.learner', { password: 'fresh-learner-1', home: '/dashboard' });
    await openSection(page, 'progress');
    await page.getByTestId('lesson-summary-card').getByText('No activity record found for this user.').waitFor();
    await page.getByTestId('time-on-lms-card').getByText('No course report is available.').waitFor();
    await page.getByTestId('teacher-comment-card').getByText('No comment from your teacher yet.').waitFor();
    expect(await page.getByTestId('error-state').count()).toBe(0);
    // The first sign-in is already counted.
    expect(await page.getByTestId('course-login-total').textContent()).toBe(`1 login in ${new Date().getFullYear()}`);
    await screenshot(page, 'course-report-no-activity');
  });
});
