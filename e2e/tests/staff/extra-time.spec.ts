import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, LANGUAGE_WIDTHS, screenshot } from '../../src/browser';
import { signedInPage } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll, openSection } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** What the screens say, per language (web/src/features/learners and quizzes catalogues). */
const TEXT = {
  en: { none: 'Quiz time', amount: '1.5× + 10 min', extra: /^You have extra time: [\d.]+ minutes in all \(the quiz's own time is \d+ minutes\)\.$/ },
  hi: { none: 'प्रश्नोत्तरी का समय', amount: '1.5× + 10 मिनट', extra: /^आपको अतिरिक्त समय मिला है: कुल [\d.]+ मिनट \(प्रश्नोत्तरी का अपना समय \d+ मिनट है\)।$/ },
} as const;

const rowOf = (page: Page, username: string) => page.locator('[data-testid="learners-table"] tbody tr').filter({ hasText: username });

async function openQuizzes(page: Page): Promise<void> {
  await openSection(page, 'quizzes');
  await page.getByTestId('quiz-grid').waitFor();
}

describe('extra time in timed quizzes (issue 32 item 3, ADR 0040)', () => {
  for (const [language, width, viewport] of LANGUAGE_WIDTHS) {
    it(`a teacher gives a student 1.5× + 10 minutes, and the student's next quiz has them (${language}, ${width})`, async () => {
      const username = `extra.${width}.${Date.now().toString(36)}`;
      const password = 'extra-time-2026';
      await registerStudent({ username, email: `${username}@school.example`, password, name: `Extra Time ${width}`, grade: '7', section: 'A' });
      const text = TEXT[language];

      const teacher = await signedInPage(browser, 'demo.teacher', { viewport, language, home: '/teacher_dashboard/report?tab=learners' });
      await teacher.getByTestId('learner-search').fill(username);
      const row = rowOf(teacher, username);
      await row.getByTestId('extra-time-amount').getByText(text.none).waitFor();
      await row.getByTestId('set-extra-time').click();
      const form = teacher.getByTestId('extra-time-form');
      await form.locator('select[name="time_factor"]').selectOption('1.5');
      await form.locator('input[name="extra_minutes"]').fill('10');
      const found: string[] = [];
      await checkAxe(teacher, `extra time form (${language}, ${width})`, found);
      await screenshot(teacher, `extra-time-form-${language}-${width}`, { fullPage: false });
      const saved = teacher.waitForResponse((r) => r.url().endsWith('/teacher_dashboard/accommodations/') && r.request().method() === 'PUT');
      await teacher.getByTestId('extra-time-submit').click();
      expect((await saved).status()).toBe(200);
      await form.waitFor({ state: 'detached' });
      await row.getByTestId('extra-time-amount').getByText(text.amount).waitFor();
      // The "saved" note at rest: fading in, its text reads too faint.
      await animationsDone(teacher);
      await checkAxe(teacher, `learners with extra time (${language}, ${width})`, found);
      await noSidewaysScroll(teacher);
      await screenshot(teacher, `extra-time-learners-${language}-${width}`);
      await teacher.context().close();

      const student = await signedInPage(browser, username, { password, viewport, language, home: '/dashboard' });
      await openQuizzes(student);
      const card = student.locator('[data-testid="quiz-card"][data-state="not_started"]').filter({ has: student.getByTestId('quiz-start-button') }).first();
      const started = student.waitForResponse((r) => r.url().endsWith('/start/') && r.request().method() === 'POST');
      await card.getByTestId('quiz-start-button').click();
      const attempt = await (await started).json() as { time: number; allowed_seconds: number; seconds_left: number };
      // Set on the server: the quiz's time × 1.5 + 10 minutes.
      expect(attempt.allowed_seconds).toBe(attempt.time * 90 + 600);
      expect(attempt.seconds_left).toBeGreaterThan(attempt.time * 60 + 500);
      await student.getByTestId('quiz-runner').waitFor({ timeout: 60_000 });
      expect(await student.getByTestId('quiz-extra-time').textContent()).toMatch(text.extra);
      await checkAxe(student, `quiz with extra time (${language}, ${width})`, found);
      await noSidewaysScroll(student);
      await screenshot(student, `extra-time-runner-${language}-${width}`);
      expectNoAxeFindings(found);
    });
  }
});
