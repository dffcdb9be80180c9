import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { registerStudent } from '../../src/accounts';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const toast = (page: Page, message: string) => page.locator('.mantine-Notification-root').filter({ hasText: message }).first();

/**
 * The journey across two roles: a teacher sets homework for a class and tells the class about it; a
 * student of that class then finds both. The class is 9 F, which no demo student is in: the journey's own student
 * joins it first, so no other journey's figures move.
 */
describe('a teacher sets homework and notifies the class; a student of the class sees both', () => {
  it('reaches the student in their Assessments, their active homework and their bell', async () => {
    const stamp = Date.now().toString(36);
    const student = { username: `class9f.${stamp}`, email: `class9f.${stamp}@example.com`, password: 'Nine-F-learner-26', name: 'Tara Iyer', grade: '9', section: 'F' };
    await registerStudent(student);

    const teacher = await newPage(browser, DESKTOP);
    await signInThroughApi(teacher, 'demo.teacher', { home: '/teacher_dashboard' });
    await teacher.goto('/teacher_dashboard/report?tab=homework');
    await teacher.getByTestId('assign-open').click();
    const assign = teacher.getByRole('dialog', { name: 'Assign Homework' });
    await assign.waitFor();
    // The class first (issue 28), then a homework quiz for grade 9 (the quiz's name carries its grade); the label
    // goes on with the classes that already have it.
    await assign.locator('select[name="grade"]').selectOption('9');
    await assign.locator('select[name="section"]').selectOption('F');
    const option = assign.locator('select[name="quiz_id"] option:not([disabled])').filter({ hasText: '(Grade 9)' }).first();
    await option.waitFor({ state: 'attached' });
    const quizId = (await option.getAttribute('value'))!;
    const quizName = ((await option.textContent()) ?? '').split(' — ')[0].trim();
    await assign.locator('select[name="quiz_id"]').selectOption(quizId);
    await teacher.getByTestId('assign-quiz-submit').click();
    await toast(teacher, 'Homework assigned successfully!').waitFor();
    await assign.waitFor({ state: 'detached' });

    // The sidebar's Dashboard (a fresh load of /teacher_dashboard would reopen the remembered Report).
    await teacher.getByTestId('nav-dashboard').click();
    await teacher.getByTestId('quick-push-notification').click();
    const notify = teacher.getByRole('dialog', { name: 'Push Notification' });
    await notify.locator('select[name="mode"]').selectOption('group');
    await notify.locator('input[name="subject"]').fill(`New homework ${stamp}`);
    await notify.locator('textarea[name="message"]').fill(`Please finish "${quizName}" by next week.`);
    await notify.locator('select[name="grade"]').selectOption('9');
    await notify.locator('select[name="section"]').selectOption('F');
    await notify.getByTestId('push-notification-submit').click();
    await toast(teacher, 'Notification sent successfully!').waitFor();

    const learner = await newPage(browser, DESKTOP);
    await signInThroughApi(learner, student.username, { password: student.password, home: '/dashboard' });
    // The dashboard: the homework among the active homework, the notification in the list and the bell.
    await learner.getByTestId('homework-item').filter({ hasText: quizName }).waitFor();
    await learner.getByTestId('notification-item').filter({ hasText: `New homework ${stamp}` }).waitFor();
    expect(await learner.getByTestId('notification-bell').getAttribute('aria-label')).toMatch(/[1-9]\d* unread/);
    await screenshot(learner, 'assign-and-notify-student-dashboard-desktop');
    // Assessments: the quiz is there to start.
    await learner.goto('/dashboard/assessments');
    const card = learner.locator(`[data-testid="quiz-card"][data-quiz-id="${quizId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('quiz-start-button').count()).toBe(1);
    await screenshot(learner, 'assign-and-notify-student-assessments-desktop');
  });
});
