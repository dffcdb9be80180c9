import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** Opens the sign-up panel and fills a student's form, choosing the first school of the list. */
async function fillStudentSignUp(page: Page, s: { username: string; email: string; name: string; grade: string; section: string }) {
  await page.goto('/login');
  await page.getByTestId('show-signup').click();
  const form = page.getByTestId('signup-form');
  await form.locator('select[name="role"]').selectOption('student');
  await form.locator('input[name="username"]').fill(s.username);
  await form.locator('input[name="email"]').fill(s.email);
  await form.locator('input[name="password"]').fill('learning-is-fun');
  await form.locator('input[name="name"]').fill(s.name);
  await form.locator('select[name="grade"]').selectOption(s.grade);
  await form.locator('select[name="section"]').selectOption(s.section);
  const school = form.locator('select[name="school"]');
  await school.locator('option').nth(1).waitFor({ state: 'attached' });
  await school.selectOption({ index: 1 });
  await form.locator('button[type="submit"]').click();
  return form;
}

describe('a new student', () => {
  it('signs up, sees "Registration Successful" for 5 seconds, then signs in to the portal', async () => {
    const page = await newPage(browser);
    const form = await fillStudentSignUp(page, { username: 'new.learner', email: 'new.learner@school.example', name: 'Ishaan Mehta', grade: '6', section: 'B' });
    await page.waitForFunction(() => document.querySelector('[data-testid="signup-submit"]')?.textContent === 'Registration Successful');
    const shownAt = Date.now();
    expect(await form.getByTestId('signup-message').textContent()).toContain('You can sign in now');
    await screenshot(page, 'signup-success');
    await page.waitForFunction(() => document.querySelector('[data-testid="signup-submit"]')?.textContent !== 'Registration Successful', null, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);

    await signIn(page, 'new.learner', 'learning-is-fun');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const card = page.getByTestId('account-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Ishaan Mehta');
  });

  it('is told when the username is taken', async () => {
    const page = await newPage(browser);
    const form = await fillStudentSignUp(page, { username: 'demo.student', email: 'someone.else@school.example', name: 'Copy Cat', grade: '7', section: 'A' });
    await form.getByTestId('signup-error').getByText('A user with that username already exists.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
