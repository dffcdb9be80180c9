import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

describe('a new student', () => {
  it('signs up, sees "Registration Successful", then signs in to the portal', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('show-signup').click();
    const form = page.getByTestId('signup-form');
    await form.locator('select[name="role"]').selectOption('student');
    await form.locator('input[name="username"]').fill('new.learner');
    await form.locator('input[name="email"]').fill('new.learner@school.example');
    await form.locator('input[name="password"]').fill('learning-is-fun');
    await form.locator('input[name="name"]').fill('Ishaan Mehta');
    await form.locator('select[name="grade"]').selectOption('6');
    await form.locator('select[name="section"]').selectOption('B');
    const school = form.locator('select[name="school"]');
    await school.locator('option').nth(1).waitFor({ state: 'attached' });
    await school.selectOption({ index: 1 });
    await form.locator('button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="signup-submit"]')?.textContent === 'Registration Successful');
    expect(await form.getByTestId('signup-message').textContent()).toContain('You can sign in now');
    const shownAt = Date.now();
    await screenshot(page, 'signup-success');
    // The success label lasts 5 seconds, then the button is usable again.
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
    await page.goto('/login');
    await page.getByTestId('show-signup').click();
    const form = page.getByTestId('signup-form');
    await form.locator('select[name="role"]').selectOption('student');
    await form.locator('input[name="username"]').fill('demo.student');
    await form.locator('input[name="email"]').fill('someone.else@school.example');
    await form.locator('input[name="password"]').fill('learning-is-fun');
    await form.locator('input[name="name"]').fill('Copy Cat');
    await form.locator('select[name="grade"]').selectOption('7');
    const school = form.locator('select[name="school"]');
    await school.locator('option').nth(1).waitFor({ state: 'attached' });
    await school.selectOption({ index: 1 });
    await form.locator('button[type="submit"]').click();
    await form.getByTestId('signup-error').getByText('A user with that username already exists.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
