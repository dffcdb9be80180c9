import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ENGAGEMENT_CHART_DATES, type StaffHome } from '@prayog/contract';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { apiCall, apiLogin, signInThroughApi, signedInPage } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

type Viewport = typeof DESKTOP;

/** A dialog is pinned to the window: a picture of the window shows it as a person sees it. */
async function windowShot(page: Page, name: string) {
  // Once the dialog's opening transition has finished: mid-way it is half transparent over the page.
  await dialogsShown(page);
  await screenshot(page, name, { fullPage: false });
}

async function openHome(username: 'demo.teacher' | 'demo.school', viewport: Viewport = DESKTOP): Promise<Page> {
  const page = await signedInPage(browser, username, { viewport, home: username === 'demo.teacher' ? '/teacher_dashboard' : '/school_dashboard' });
  await page.getByTestId('staff-home-header').waitFor();
  return page;
}

/**
 * How many days the home's LMS Engagement draws, from the server's own answer: the latest month with sign-ins in the
 * school's time zone may have begun only today (on the 1st of a month, one day), so the journey cannot assume five.
 */
async function engagementDays(username: 'demo.teacher' | 'demo.school'): Promise<number> {
  const { token } = await apiLogin(username);
  const home = await apiCall<StaffHome>(`/${username === 'demo.teacher' ? 'teacher' : 'school'}_dashboard/${username}/`, { token });
  return Math.min(ENGAGEMENT_CHART_DATES, home.lms_engagement.length);
}

/**
 * The chart is drawn: its two lines (sign-ins, minutes) and a dot per day on each. A line of one day has no length,
 * so "visible" is asked of the dots, not of the line.
 */
async function engagementDrawn(chart: Locator, days: number): Promise<void> {
  await chart.locator('.recharts-line-dot').first().waitFor();
  expect(await chart.locator('.recharts-line').count()).toBe(2);
  // Polled: a month just chosen keeps the previous month's drawing until its own figures arrive.
  await expect.poll(() => chart.locator('.recharts-line-dot').count()).toBe(2 * days);
}

const cardValue = async (page: Page, card: string) => Number((await page.getByTestId(`${card}-value`).textContent())?.replace(/\D/g, ''));
/** The bell's accessible name carries the unread count ('Notifications: 3 unread'). */
async function unreadCount(page: Page): Promise<number> {
  const label = await page.getByTestId('notification-bell').getAttribute('aria-label');
  return Number(/(\d+)/.exec(label ?? '')?.[1]);
}

describe('the teacher dashboard home', () => {
  it('shows the school’s real figures, the engagement chart and the recent activity', async () => {
    const page = await openHome('demo.teacher');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome Neha Verma');
    for (const card of ['card-active-learner', 'card-active-homework', 'card-total-learner', 'card-subjects', 'card-assigned-assessment', 'card-assigned-homework']) {
      expect(await cardValue(page, card), card).toBeGreaterThan(0);
    }
    expect(await cardValue(page, 'card-active-learner')).toBeLessThanOrEqual(await cardValue(page, 'card-total-learner'));

    // LMS Engagement: the 5 latest days of the latest month with sign-ins (fewer early in a month), two lines.
    const chart = page.getByTestId('engagement-card');
    const days = await engagementDays('demo.teacher');
    expect(days).toBeGreaterThan(0);
    await engagementDrawn(chart, days);
    const month = page.getByTestId('engagement-month');
    const months = await month.locator('option').allTextContents();
    expect(months.length).toBeGreaterThan(1);
    expect(await month.locator('option:checked').textContent()).toBe(months[0]);
    await chart.getByRole('button', { name: 'Show as table' }).click();
    expect(await chart.getByTestId('engagement-card-table').locator('tbody tr').count()).toBe(days);
    await chart.getByRole('button', { name: 'Show as chart' }).click();

    // Recent Activities: logins first; the other tabs have rows too; uploads link to their gallery, named by school.
    const recent = page.getByTestId('recent-activities');
    await recent.getByTestId('recent-login').first().waitFor();
    expect(await recent.getByTestId('recent-login').count()).toBeGreaterThan(0);
    await recent.getByTestId('recent-tab-submissions').click();
    expect(await recent.getByTestId('recent-submission').count()).toBeGreaterThan(0);
    await recent.getByTestId('recent-tab-uploads').click();
    const upload = recent.getByTestId('recent-upload').first().getByRole('link');
    expect(await upload.textContent()).toBe('Gallery of ABL School');
    expect(await upload.getAttribute('href')).toMatch(/^https?:\/\//);
    await recent.getByTestId('recent-tab-logins').click();

    // Quick Activities: Push Notification, Add User and Add Quiz (subjects and lessons are the administrator's, ADR 0026).
    const quick = page.getByTestId('quick-activities');
    expect(await quick.getByRole('button').allTextContents()).toEqual(['Push Notification']);
    expect(await quick.getByRole('link').allTextContents()).toEqual(['Add User', 'Add Quiz']);
    expect(await quick.getByRole('link', { name: 'Add User' }).getAttribute('href')).toBe('/teacher_dashboard/report?tab=learners&add=1');

    // An older month redraws the chart.
    await month.selectOption({ index: 1 });
    await engagementDrawn(chart, ENGAGEMENT_CHART_DATES);
    await month.selectOption({ index: 0 });
    await engagementDrawn(chart, days);
    await page.mouse.move(0, 0);
    await screenshot(page, 'staff-teacher-home-desktop');
  });

  it('has a settings menu with Profile and My Reflections', async () => {
    const page = await openHome('demo.teacher');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'My Reflections', 'Logout']);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/teacher_dashboard/profile');
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('opens Active Learners and goes back, then All Subjects (%s)', async (name, viewport) => {
    const page = await openHome('demo.teacher', viewport);
    const active = await cardValue(page, 'card-active-learner');
    await page.getByTestId('card-active-learner').click();
    const view = page.getByTestId('active-learners-view');
    await view.getByRole('heading', { level: 1, name: 'Active Learners' }).waitFor();
    expect(await view.locator('thead th').allTextContents()).toEqual(['Name', 'Grade', 'Section', 'Last sign-in']);
    await view.locator('tbody tr').first().waitFor();
    expect(await view.getByTestId('active-learners-table-range').textContent()).toContain(`of ${active}`);
    expect(new URL(page.url()).searchParams.get('view')).toBe('active-learners');
    await screenshot(page, `staff-active-learners-${name}`);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('card-active-learner').waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.getByTestId('card-subjects').click();
    const modal = page.getByRole('dialog', { name: 'All Subjects' });
    await modal.waitFor();
    expect(await modal.getByTestId('subject-item').count()).toBe(await cardValue(page, 'card-subjects'));
    await windowShot(page, `staff-all-subjects-${name}`);
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await modal.waitFor({ state: 'detached' });
    if (name === 'phone') {
      await screenshot(page, 'staff-teacher-home-phone');
      await noSidewaysScroll(page);
    }
  });

  it('checks the Push Notification form and shows the validation errors (desktop and phone)', async () => {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const page = await openHome('demo.teacher', viewport);
      await page.getByTestId('quick-push-notification').click();
      const modal = page.getByRole('dialog', { name: 'Push Notification' });
      await modal.waitFor();
      await modal.getByTestId('push-notification-submit').click();
      expect(await modal.getByTestId('push-notification-error').textContent()).toContain('Please fill in all required fields.');
      // Individual mode (the default) needs a student id; subject and message are required in both.
      expect(await modal.getByText('Please fill in all required fields.').count()).toBe(2);
      expect(await modal.getByText('This field is required').count()).toBe(2);
      await windowShot(page, `staff-push-notification-errors-${name}`);
      await modal.locator('select[name="mode"]').selectOption('group');
      await modal.locator('input[name="subject"]').fill('Kits');
      await modal.locator('textarea[name="message"]').fill('Bring your kits');
      await modal.getByTestId('push-notification-submit').click();
      // Group mode needs grade and section.
      expect(await modal.getByText('Please fill in all required fields.').count()).toBe(3);
      await windowShot(page, `staff-push-notification-group-errors-${name}`);
      await noSidewaysScroll(page);
    }
  });
});

describe('a notification to a class', () => {
  it('reaches a student of that class at once: the bell counts it without a reload', async () => {
    // A fresh student of 8 A (never 7 A: other journeys count demo.student's notifications).
    const stamp = Date.now().toString(36);
    const student = { username: `bell.${stamp}`, email: `bell.${stamp}@example.com`, password: 'Bell-pass-2026', name: 'Bell Tester', grade: '8', section: 'A' };
    await registerStudent(student);
    const studentPage = await newPage(browser, DESKTOP);
    await signInThroughApi(studentPage, student.username, { password: student.password, home: '/dashboard' });
    const bell = studentPage.getByTestId('notification-bell');
    await bell.waitFor();
    // The live stream is open before anything is sent.
    await studentPage.locator('[data-testid="notification-bell"][data-live="true"]').waitFor();
    const before = await unreadCount(studentPage);
    await studentPage.evaluate(() => { (window as unknown as { stillHere: boolean }).stillHere = true; });

    const teacher = await openHome('demo.teacher');
    await teacher.getByTestId('quick-push-notification').click();
    const modal = teacher.getByRole('dialog', { name: 'Push Notification' });
    await modal.locator('select[name="mode"]').selectOption('group');
    await modal.locator('input[name="subject"]').fill(`Robotics club ${stamp}`);
    await modal.locator('textarea[name="message"]').fill('Bring your kits on Friday.');
    await modal.locator('input[name="link"]').fill('https://example.com/club');
    await modal.locator('select[name="grade"]').selectOption('8');
    await modal.locator('select[name="section"]').selectOption('A');
    await modal.getByTestId('push-notification-submit').click();
    await teacher.getByText('Notification sent successfully!').waitFor();
    await modal.waitFor({ state: 'detached' });

    // Well within the 30-second fallback: the stream brought it.
    await studentPage.getByRole('button', { name: `Notifications: ${before + 1} unread` }).waitFor({ timeout: 8_000 });
    expect(await studentPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // The student dashboard's own notifications card was refreshed by the same event.
    await studentPage.getByTestId('notification-item').getByText(`Robotics club ${stamp}`).waitFor();
    await bell.click();
    await studentPage.locator('.mantine-Popover-dropdown').getByText(`Robotics club ${stamp}`).waitFor();
  });
});

describe('the school dashboard home', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('shows the school’s name, figures and quick activities (%s)', async (name, viewport) => {
    const page = await openHome('demo.school', viewport);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ABL School');
    expect(await cardValue(page, 'card-total-learner')).toBeGreaterThan(0);
    await engagementDrawn(page.getByTestId('engagement-card'), await engagementDays('demo.school'));
    await page.getByTestId('recent-login').first().waitFor();
    const quick = page.getByTestId('quick-activities');
    expect(await quick.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['View Homework', '/school_dashboard/report?tab=homework'],
      ['View Report', '/school_dashboard/report?tab=assessment'],
      ['View Learner', '/school_dashboard/report?tab=learners'],
    ]);
    await page.mouse.move(0, 0);
    await screenshot(page, `staff-school-home-${name}`);
    await noSidewaysScroll(page);

    await quick.getByRole('button', { name: 'View Subjects' }).click();
    await page.getByRole('dialog', { name: 'All Subjects' }).getByTestId('subject-item').first().waitFor();
    await page.keyboard.press('Escape');

    // The school's settings menu: spec 2 has Logout only; Profile lets the school account change its password.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Logout']);
    if (name === 'desktop') {
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
    }
  });
});
