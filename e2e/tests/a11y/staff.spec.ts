import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { checkAxe as check, checkDialog as openDialog, expectNoAxeFindings as expectNone, settled } from '../../src/a11y';

/**
 * axe-core on the teacher's and the school account's screens and the dialogs they open, at desktop and 360 px:
 * nothing critical or serious. Only looks: nothing is assigned, sent, approved or reset.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** Each screen checked once, after the page settled. */
async function checkSections(page: Page, sections: (readonly [path: string, ready: string])[], label: string, found: string[]) {
  for (const [path, ready] of sections) {
    await page.goto(path);
    await settled(page, ready);
    await check(page, `${path} (${label})`, found);
  }
}

/** demo.teacher signed in, on the home. */
async function teacherHome(viewport: typeof DESKTOP) {
  const page = await newPage(browser, viewport);
  await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
  await settled(page, '[data-testid="staff-home-header"]');
  return page;
}

// The teacher's screens in two tests per size: one test for all of them came within a second of the time limit on a
// slower 2-core machine.
describe('the staff dashboards pass axe', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("demo.teacher's home, reports and dialogs (%s)", async (label, viewport) => {
    const found: string[] = [];
    const page = await teacherHome(viewport);
    await check(page, `teacher home (${label})`, found);
    await openDialog(page, () => page.getByTestId('card-subjects').click(), `All Subjects (${label})`, found);
    await openDialog(page, async () => {
      await page.getByTestId('quick-push-notification').click();
      await page.getByTestId('push-notification-submit').click();
    }, `Push Notification with errors (${label})`, found);
    await page.getByTestId('card-active-learner').click();
    await settled(page, '[data-testid="active-learners-view"]');
    await check(page, `Active Learners (${label})`, found);

    await checkSections(page, [
      ['/teacher_dashboard/curriculum', 'main h1'],
      ['/teacher_dashboard/report?tab=homework', '[data-testid="report-figures"]'],
      ['/teacher_dashboard/report?tab=assessment', '[data-testid="assessment-mode"]'],
      ['/teacher_dashboard/report?tab=leaderboard', 'main h1'],
      ['/teacher_dashboard/report?tab=learners', '[data-testid="learners-table"] tbody tr'],
      ['/teacher_dashboard/holiday-report', 'main h1'],
      ['/teacher_dashboard/profile', '[data-testid="profile-details-card"]'],
      ['/teacher_dashboard/my-reflections', 'main h1'],
    ], label, found);
    // The report's dialogs: Assign Homework with its errors, Attendance Details, Add User with errors.
    await page.goto('/teacher_dashboard/report?tab=homework');
    await settled(page, '[data-testid="report-figures"]');
    await openDialog(page, async () => {
      await page.getByTestId('assign-open').click();
      await page.getByTestId('assign-quiz-submit').click();
    }, `Assign Homework with errors (${label})`, found);
    await page.goto('/teacher_dashboard/report?tab=learners');
    await settled(page, '[data-testid="learners-table"] tbody tr');
    await openDialog(page, () => page.locator('[data-testid="learners-table"] tbody tr').first().getByRole('button').first().click(), `Attendance Details (${label})`, found);
    expectNone(found);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("demo.teacher's programme records and documents (%s)", async (label, viewport) => {
    const found: string[] = [];
    const page = await teacherHome(viewport);
    await checkSections(page, ['macro-planner', 'micro-planner', 'innovation-club', 'classroom-gallery', 'monthly-reports', 'kreativity-show',
      'innovation-calendar', 'inventory', 'advocacy-report', 'stem-sop'].map((p) => [`/teacher_dashboard/${p}`, 'main h1'] as const), label, found);
    expectNone(found);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("demo.school's screens and dialogs (%s)", async (label, viewport) => {
    const found: string[] = [];
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
    await settled(page, '[data-testid="staff-home-header"]');
    await check(page, `school home (${label})`, found);
    await checkSections(page, [
      ['/school_dashboard/report?tab=homework', '[data-testid="report-figures"]'],
      ['/school_dashboard/report?tab=learners', '[data-testid="learners-table"] tbody tr'],
      ['/school_dashboard/approvals', 'main h1'],
      ...['macro-planner', 'micro-planner', 'innovation-club', 'classroom-gallery', 'monthly-reports', 'kreativity-show',
        'innovation-calendar', 'inventory', 'advocacy-report', 'stem-curriculum', 'audit-log'].map((p) => [`/school_dashboard/${p}`, 'main h1'] as const),
    ], label, found);
    expectNone(found);
  });
});
