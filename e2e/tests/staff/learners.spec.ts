import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The student Add User makes in the first journey; the phone journey resets their password again. */
const added = { name: `Onboard Tester ${Date.now().toString(36)}`, username: '', password: '' };

const learnerRows = (page: Page) => page.locator('[data-testid="learners-table"] tbody tr');
/** Waits until the table shows the answer to the latest choice (the previous one stays dimmed meanwhile). */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[style*="opacity: 0.6"]') && !document.querySelector('[data-testid$="skeleton-row"]'));
const rowOf = (page: Page, username: string) => learnerRows(page).filter({ hasText: username });

async function apiLogin(username: string, password: string) {
  const res = await fetch(`${baseUrl()}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: username, password }),
  });
  return { status: res.status, body: await res.json() as { must_change_password?: boolean; role?: string } };
}

describe("the teacher's Learner's Assigned and Leaderboard tabs", () => {
  it('chooses a class, searches, shows a learner’s attendance, adds a user and resets a password', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.getByTestId('nav-report').click();
    await page.getByTestId('report-tab-learners').click();
    expect(await page.getByTestId('report-tab-learners').textContent()).toBe("Learner's Assigned");
    await page.waitForURL((u) => u.searchParams.get('tab') === 'learners');

    // The first class is preselected; the classes run by grade, then section.
    const classSelect = page.getByTestId('learner-class');
    await page.locator('[data-testid="learner-class"] option').first().waitFor({ state: 'attached' });
    await settled(page);
    const classes = await classSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const sorted = [...classes].sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
    expect(classes).toEqual(sorted);
    expect(await classSelect.inputValue()).toBe(classes[0]);

    await classSelect.selectOption('7-A');
    await settled(page);
    await rowOf(page, 'demo.student').waitFor();
    expect(await learnerRows(page).count()).toBeGreaterThanOrEqual(8);
    for (const header of ['Username', 'Student Name', 'Grade', 'Section', 'Email', 'View Attendance']) {
      expect(await page.locator('[data-testid="learners-table"] thead').textContent()).toContain(header);
    }
    await screenshot(page, 'staff-learners-desktop');

    // The search runs over the whole school, by username or name, in any case.
    await page.getByTestId('learner-search').fill('DEMO.STU');
    await page.getByTestId('learner-search-scope').waitFor();
    await settled(page);
    await rowOf(page, 'demo.student').waitFor();
    expect(await learnerRows(page).count()).toBe(1);

    // Attendance Details: Login Activity first, then Access Data's date → subject → page cascade and its chart.
    await rowOf(page, 'demo.student').getByTestId('view-attendance').click();
    const dialog = page.getByRole('dialog', { name: 'Attendance Details' });
    await dialog.getByTestId('attendance-tabs').waitFor();
    expect(await dialog.getByTestId('attendance-tab-login').getAttribute('aria-selected')).toBe('true');
    await dialog.getByTestId('login-chart').waitFor();
    expect(await dialog.locator('[data-testid="login-table"] tbody tr').count()).toBeGreaterThan(0);
    expect(await dialog.locator('[data-testid="login-table"] tbody tr').first().textContent()).toContain('demo.student');
    await dialog.locator('[data-testid="login-chart"] .recharts-line-curve').first().waitFor({ state: 'attached' });
    await screenshot(page, 'staff-learners-attendance-login-desktop');

    await dialog.getByTestId('attendance-tab-access').click();
    const date = dialog.getByTestId('access-date');
    await date.waitFor();
    expect(await dialog.getByTestId('access-subject').isDisabled()).toBe(true);
    await date.selectOption({ index: 1 });
    await dialog.getByTestId('access-subject').selectOption({ index: 1 });
    expect(await dialog.getByTestId('access-page').isEnabled()).toBe(true);
    await dialog.getByTestId('access-page').selectOption({ index: 1 });
    await dialog.locator('[data-testid="access-chart"] .recharts-bar-rectangle').first().waitFor();
    await screenshot(page, 'staff-learners-attendance-access-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Add User: grade 10, section B; the username and one-time password are shown once.
    await page.getByTestId('learner-search').fill('');
    await page.getByTestId('add-user-button').click();
    const form = page.getByTestId('add-user-form');
    await form.locator('input[name="name"]').fill(added.name);
    await form.locator('select[name="grade"]').selectOption('10');
    await form.locator('select[name="section"]').selectOption('B');
    await page.getByTestId('add-user-submit').click();
    const otp = page.getByRole('dialog', { name: 'Student added' });
    await otp.waitFor();
    added.username = ((await otp.getByTestId('otp-username').textContent()) ?? '').trim();
    added.password = ((await otp.getByTestId('otp-password').textContent()) ?? '').trim();
    expect(added.username).not.toBe('');
    expect(added.password.length).toBeGreaterThanOrEqual(8);
    expect(await otp.getByTestId('otp-must-change').textContent()).toContain(`${added.name} must choose a new password at the next sign-in.`);
    await screenshot(page, 'staff-learners-otp-added-desktop');
    await otp.getByTestId('otp-done').click();
    await otp.waitFor({ state: 'detached' });

    // The new student is in 10 B.
    await classSelect.selectOption('10-B');
    await settled(page);
    await rowOf(page, added.username).waitFor();

    // They sign in with the one-time password and are asked to choose their own. The sign-in page does not act on
    // must_change_password yet, so the server's answer is what is checked here.
    const login = await apiLogin(added.username, added.password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'student', must_change_password: true });

    // Reset password: confirm first, then a new one-time password; the old one stops working.
    await rowOf(page, added.username).getByTestId('reset-password').click();
    const confirm = page.getByRole('dialog', { name: 'Reset password' });
    expect(await confirm.textContent()).toContain(added.username);
    await page.getByTestId('reset-confirm-confirm').click();
    const reset = page.getByRole('dialog', { name: 'One-time password' });
    await reset.waitFor();
    const second = ((await reset.getByTestId('otp-password').textContent()) ?? '').trim();
    expect(second).not.toBe(added.password);
    await reset.getByTestId('otp-done').click();
    expect((await apiLogin(added.username, added.password)).status).not.toBe(200);
    expect((await apiLogin(added.username, second)).body.must_change_password).toBe(true);
    added.password = second;

    // The home page's Add User quick activity opens the dialog through ?add=1; closing it takes the parameter away.
    await page.goto('/teacher_dashboard/report?tab=learners&add=1');
    await page.getByTestId('add-user-form').waitFor();
    await page.getByTestId('add-user-cancel').click();
    await page.waitForURL((u) => !u.searchParams.has('add') && u.searchParams.get('tab') === 'learners');
    // The dialog fades out after the address changes: wait for it to leave, then check it is gone.
    await page.getByTestId('add-user-form').waitFor({ state: 'detached' });
    expect(await page.getByTestId('add-user-form').count()).toBe(0);
  });

  it('shows classwise, sectionwise and Top Performers boards with medals', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/report?tab=leaderboard');
    const top = page.getByTestId('nationwide-leaders');
    await top.waitFor();
    expect(await page.getByTestId('nationwide-card').textContent()).toContain('Top Performers – Delhi NCR');
    expect(await top.locator('li').count()).toBeLessThanOrEqual(10);
    expect(await top.locator('li[data-medal="1"]').count()).toBeGreaterThan(0);
    // Each entry names its school (the demo schools: ABL School, Green Valley, Sunrise Vidya Niketan, ...).
    expect(await top.locator('li').first().textContent()).toMatch(/ABL School|Green Valley|Sunrise|Lotus|Aravali|Riverside|Kaveri/);

    // The section choice waits for a class.
    const section = page.getByTestId('staff-leaderboard-section');
    expect(await section.isDisabled()).toBe(true);
    await page.getByTestId('staff-leaderboard-class').selectOption('7');
    // Enabled once the page has re-rendered with the class chosen.
    await expect.poll(() => section.isEnabled()).toBe(true);
    await page.getByTestId('classwise-leaders').waitFor();
    expect(await page.locator('[data-testid="classwise-leaders"] [data-testid="medal"]').count()).toBeGreaterThan(0);
    await section.selectOption('A');
    await page.getByTestId('sectionwise-leaders').waitFor();
    // Ranks follow the server: never falling down the list, and a medal only for ranks 1 to 3.
    const ranks = await page.locator('[data-testid="sectionwise-leaders"] li').evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-rank'))));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const medals = await page.locator('[data-testid="sectionwise-leaders"] li').evaluateAll((li) => li.map((l) => l.getAttribute('data-medal')));
    medals.forEach((m, i) => expect(m).toBe(ranks[i] <= 3 ? String(ranks[i]) : 'none'));
    await screenshot(page, 'staff-leaderboard-desktop');
  });

  it('fits a 360 px phone: both tabs, the attendance modal and the one-time password', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.goto('/teacher_dashboard/report?tab=learners');
    await page.getByTestId('learner-class').selectOption('7-A');
    await settled(page);
    await rowOf(page, 'demo.student').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-learners-phone');

    await rowOf(page, 'demo.student').getByTestId('view-attendance').click();
    const dialog = page.getByRole('dialog', { name: 'Attendance Details' });
    await dialog.getByTestId('login-chart').waitFor();
    await dialog.locator('[data-testid="login-chart"] .recharts-line-curve').first().waitFor({ state: 'attached' });
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-learners-attendance-login-phone');
    await dialog.getByTestId('attendance-tab-access').click();
    await dialog.getByTestId('access-date').selectOption({ index: 1 });
    await dialog.getByTestId('access-subject').selectOption({ index: 1 });
    await dialog.getByTestId('access-page').selectOption({ index: 1 });
    await dialog.locator('[data-testid="access-chart"] .recharts-bar-rectangle').first().waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-learners-attendance-access-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('learner-search').fill(added.username);
    await settled(page);
    await rowOf(page, added.username).getByTestId('reset-password').click();
    await page.getByTestId('reset-confirm-confirm').click();
    const otp = page.getByRole('dialog', { name: 'One-time password' });
    await otp.getByTestId('otp-password').waitFor();
    await page.getByRole('dialog', { name: 'Reset password' }).waitFor({ state: 'detached' });
    await dialogsShown(page); // the modal's opening transition
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-learners-otp-reset-phone');
    await otp.getByTestId('otp-done').click();

    await page.goto('/teacher_dashboard/report?tab=leaderboard');
    await page.getByTestId('nationwide-leaders').waitFor();
    await page.getByTestId('staff-leaderboard-class').selectOption('7');
    await page.getByTestId('staff-leaderboard-section').selectOption('A');
    await page.getByTestId('sectionwise-leaders').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-leaderboard-phone');
  });
});

describe("the school account's Learner's Onboard", () => {
  it('lists a class and opens attendance, on desktop and phone', async () => {
    for (const [viewport, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const page = await newPage(browser, viewport);
      await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
      await page.goto('/school_dashboard/report?tab=learners');
      expect(await page.getByTestId('report-tab-learners').textContent()).toBe("Learner's Onboard");
      expect(await page.getByTestId('learners-header').getByRole('heading', { level: 2 }).textContent()).toBe("Learner's Onboard");
      await page.getByTestId('learner-class').selectOption('7-B');
      await settled(page);
      expect(await learnerRows(page).count()).toBeGreaterThanOrEqual(5);
      await learnerRows(page).first().getByTestId('view-attendance').click();
      const dialog = page.getByRole('dialog', { name: 'Attendance Details' });
      await dialog.getByTestId('attendance-tabs').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await noSidewaysScroll(page);
      await screenshot(page, `staff-learners-school-${name}`);

      await page.goto('/school_dashboard/report?tab=leaderboard');
      await page.getByTestId('nationwide-leaders').waitFor();
      await screenshot(page, `staff-leaderboard-school-${name}`);
    }
  });
});
