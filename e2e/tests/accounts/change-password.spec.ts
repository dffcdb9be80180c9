import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { fieldError, fillStudentSignUp, registerStudent } from '../../src/accounts';
import { noSidewaysScroll, openSection } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** Signs in through the API, as another device would; returns the token. */
async function apiToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: username, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const meStatus = async (token: string) => (await fetch(`${baseUrl()}/api/account/me/`, { headers: { Authorization: `Token ${token}` } })).status;

describe('changing the password', () => {
  it('a new student changes it on Profile Setting, signs out, and signs in with the new one', async () => {
    const oldPassword = 'first-secret-9';
    const newPassword = 'second-secret-7';
    // A fresh account through the sign-up form: demo passwords stay as they are.
    const page = await newPage(browser);
    await fillStudentSignUp(page, { username: 'pw.learner', email: 'pw.learner@school.example', password: oldPassword, name: 'Anaya Rao', grade: '7', section: 'B' });
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-message').waitFor();
    const otherDevice = await apiToken('pw.learner', oldPassword);

    await signInThroughApi(page, 'pw.learner', { password: oldPassword, home: '/dashboard' });
    await openSection(page, 'profileSetting');
    await page.getByTestId('profile-form').waitFor();
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    const fill = async (current: string, next: string, confirm = next) => {
      await form.locator('input[name="current_password"]').fill(current);
      await form.locator('input[name="new_password"]').fill(next);
      await form.locator('input[name="confirm_password"]').fill(confirm);
    };
    const submit = page.getByTestId('change-password-submit');

    // The form checks the length and the confirmation itself; nothing is sent.
    await fill(oldPassword, 'short', 'shorter');
    await submit.click();
    expect(await fieldError(form, 'new_password')).toBe('The new password must be at least 8 characters.');
    expect(await fieldError(form, 'confirm_password')).toBe('The two new passwords do not match.');

    // The server's refusal goes under the field it names.
    await fill('not-my-password', newPassword);
    await submit.click();
    await page.waitForFunction(() => document.querySelector('input[name="current_password"]')?.getAttribute('aria-invalid') === 'true');
    expect(await fieldError(form, 'current_password')).toBe('Your current password is not correct.');
    expect(await fieldError(form, 'new_password')).toBeNull();
    // A full-page picture taken while scrolled draws the fixed sidebar part-way down; take it from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'change-password-student-desktop');

    // The right current password: the busy label, the server's detail, an empty form, the other device signed out.
    await page.route('**/api/account/change-password/', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await fill(oldPassword, newPassword);
    await submit.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="change-password-submit"]')?.textContent === 'Changing password...');
    await page.getByText('Your password has been changed. You were signed out on 1 other device or browser.').waitFor();
    for (const name of ['current_password', 'new_password', 'confirm_password']) expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe('');
    expect(await submit.textContent()).toBe('Change Password');
    expect(await meStatus(otherDevice)).toBe(401);

    // This session stays signed in until the student signs out; then only the new password works.
    await page.getByTestId('nav-logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page, 'pw.learner', oldPassword);
    await page.getByText('Invalid credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, 'pw.learner', newPassword);
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it('fits Profile Setting on a 360 px phone', async () => {
    await registerStudent({ username: 'pw.phone', email: 'pw.phone@school.example', password: 'phone-secret-3', name: 'Dev Malhotra', grade: '7', section: 'A' });
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'pw.phone', { password: 'phone-secret-3', home: '/dashboard' });
    await openSection(page, 'profileSetting');
    await page.getByTestId('avatar-picker').waitFor();
    await page.getByTestId('change-password-card').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'change-password-student-phone');
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('demo.teacher finds the card on Profile, from the settings menu (%s)', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
    await page.getByTestId('settings-menu').click();
    await page.getByTestId('settings-profile').click();
    await page.waitForURL((u) => u.pathname === '/teacher_dashboard/profile');
    const card = page.getByTestId('change-password-card');
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe('Change Password');
    for (const field of ['current_password', 'new_password', 'confirm_password']) {
      expect(await card.locator(`input[name="${field}"]`).getAttribute('type')).toBe('password');
    }
    await noSidewaysScroll(page);
    await screenshot(page, `change-password-teacher-${name}`);
  });
});
