import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeFindings, formatFindings } from '../../src/axe';
import { animationsDone, DEMO_PASSWORD, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const landings: [string, string][] = [
  ['demo.student', '/dashboard'],
  ['demo.teacher', '/teacher_dashboard'],
  ['demo.school', '/school_dashboard'],
  ['demo.parent', '/parent_dashboard'],
  ['demo.admin', '/admin-dashboard'],
];

describe('signing in', () => {
  it.each(landings)('%s lands on %s and sees their account', async (username, route) => {
    const page = await newPage(browser);
    await signIn(page, username);
    await page.waitForURL((u) => u.pathname === route);
    // The staff, parents and the administrator land on their dashboard home; a student on the account card.
    const staffHome = { '/teacher_dashboard': 'teacher-home', '/school_dashboard': 'school-home' }[route];
    if (staffHome) {
      await page.getByTestId('staff-home-header').waitFor();
      expect(await page.getByTestId(staffHome).count()).toBe(1);
    } else if (route === '/parent_dashboard') {
      await page.getByTestId('parent-greeting').waitFor();
    } else if (route === '/admin-dashboard') {
      await page.getByTestId('admin-home-header').waitFor();
      expect(await page.getByTestId('admin-home').count()).toBe(1);
    } else {
      const card = page.getByTestId('account-card');
      await card.waitFor();
      expect(await card.textContent()).toContain(username);
    }
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ username, isAuthenticated: 'true', activeContent: 'dashboard' });
    expect(stored.authToken.length).toBeGreaterThan(30);
    await screenshot(page, `landing-${username}`);
  });

  it.each([
    ['demo.teacher', '/teacher_dashboard', 'K7QM4XPA'],
    ['demo.school', '/school_dashboard', 'K7QM4XPA'],
    ['demo.parent', '/parent_dashboard', null],
  ] as const)("%s on %s: only staff see the school's join code for students", async (username, route, code) => {
    const page = await newPage(browser);
    await signIn(page, username);
    await page.waitForURL((u) => u.pathname === route);
    if (code) {
      // On the staff home, under its heading.
      await page.getByTestId('join-code').waitFor();
      expect(await page.getByTestId('join-code').textContent()).toBe(`Join code for students: ${code}`);
    } else {
      await page.getByTestId('parent-greeting').waitFor();
      expect(await page.getByTestId('join-code').count()).toBe(0);
    }
  });

  it('shows the server detail for a wrong password and stays signed out', async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo.student', 'not-the-password');
    await page.getByText('Invalid credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });

  it('tells a pending teacher that the account awaits approval', async () => {
    const page = await newPage(browser);
    await signIn(page, 'pending.teacher');
    await page.getByText(/awaiting approval/).waitFor();
  });

  it('signs out: the sidebar Logout clears storage and returns to /login', async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo.teacher');
    await page.waitForURL((u) => u.pathname === '/teacher_dashboard');
    await page.getByTestId('nav-logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    // Logout clears the browser's storage but the language it chose (web/src/lib/storage.ts, spec 1 §4).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'language'))).toEqual([]);
    await page.goto('/teacher_dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('sends a signed-in student who opens the teacher dashboard back to their own', async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo.student');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/teacher_dashboard');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  // ADR 0032: the screen drawn at build time shows before the app's code arrives (held back here), in the reader's
  // language; what is typed into it is still there when the app takes over, and signing in works.
  it.each(['en', 'hi'] as const)('shows the sign-in form before the app\'s code arrives and keeps what was typed (%s)', async (language) => {
    const page = await newPage(browser, PHONE);
    if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => { await codeHeld; await route.continue(); });
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByTestId('signin-form');
    await form.waitFor();
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(language);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.locator('#signin-title').textContent()).toBe(language === 'en' ? 'Sign In' : 'लॉग इन');
    // Nothing of the app has run: its Sign In waits for it.
    expect(await page.getByTestId('signin-submit').isDisabled()).toBe(true);
    await screenshot(page, `signin-drawn-${language}-phone`, { fullPage: false });
    expect(formatFindings(await axeFindings(page))).toBe('');
    await form.locator('input[name="username_or_email"]').fill('demo.student');
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    release();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await expect.poll(() => form.locator('input[name="username_or_email"]').inputValue()).toBe('demo.student');
    expect(await form.locator('input[name="password"]').inputValue()).toBe(DEMO_PASSWORD);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('renders the sign-in and sign-up panels at %s width', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto('/login');
    await page.getByTestId('signin-form').waitFor();
    await screenshot(page, `signin-${name}`);
    // Nothing spills sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByTestId('show-signup').click();
    await page.getByTestId('signup-form').locator('input[name="username"]').waitFor({ state: 'visible' });
    await animationsDone(page); // the slide animation finishes before the picture
    await screenshot(page, `signup-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
