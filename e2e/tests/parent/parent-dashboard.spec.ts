import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn, waitForQuiet } from '../../src/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The six sections in the sidebar's order, with what each shows once loaded. */
const SECTIONS = [
  { path: '', nav: 'Dashboard', ready: 'parent-greeting', shot: 'dashboard' },
  { path: '/homework-report', nav: 'Homework Report', ready: 'panel-header', shot: 'homework' },
  { path: '/innovation-club', nav: 'Innovation Club', ready: 'parent-projects', shot: 'innovation-club' },
  { path: '/kreativity-show', nav: 'Kreativity Show', ready: 'parent-shows', shot: 'kreativity-show' },
  { path: '/pre-assessment', nav: 'Pre-Assessment', ready: 'panel-header', shot: 'pre-assessment' },
  { path: '/post-assessment', nav: 'Post-Assessment', ready: 'panel-header', shot: 'post-assessment' },
] as const;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((u) => u.pathname.startsWith('/parent_dashboard'));
}

describe('the parent dashboard', () => {
  it('demo.parent walks all six sections, and the last one is remembered', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAs(page, 'demo.parent');
    await page.getByTestId('parent-greeting').waitFor();
    expect(await page.getByTestId('parent-greeting').textContent()).toMatch(/^Hello, \S/);
    expect(await page.getByTestId('parent-class').textContent()).toBe('7 A');
    await page.getByTestId('parent-login-chart').waitFor();
    const years = await page.getByTestId('parent-year-select').locator('option').allTextContents();
    expect(years.length).toBeGreaterThan(0);
    for (const section of SECTIONS) {
      await page.getByRole('link', { name: section.nav, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === `/parent_dashboard${section.path}`);
      await page.getByTestId(section.ready).first().waitFor();
      await waitForQuiet(page);
      expect(await page.locator('h1').first().textContent()).toBe(section.nav);
      await screenshot(page, `parent-${section.shot}-desktop`);
    }
    // Pre- and post-assessments toggle between the chart and the child's own rows.
    const toggle = page.getByTestId('parent-toggle-details');
    if (await toggle.count()) {
      await toggle.click();
      expect(await toggle.textContent()).toBe('Back to Chart');
      await page.getByTestId('parent-rows').waitFor();
      await waitForQuiet(page);
      await screenshot(page, 'parent-post-details-desktop');
    }
    // Linking another child: a made-up username is answered like any other, so nothing is left behind.
    await page.getByTestId('link-child-open').click();
    const dialog = page.getByRole('dialog', { name: 'Link another child' });
    await dialog.locator('input[name="child_username"]').fill(`nobody.${Date.now().toString(36)}`);
    await dialogsShown(page);
    await screenshot(page, 'parent-link-child-desktop', { fullPage: false });
    await dialog.getByTestId('link-child-submit').click();
    await page.locator('.mantine-Notification-root', { hasText: 'The school will confirm the link.' }).waitFor();

    // The section shown last comes back on the next visit to the bare address.
    await page.goto('/parent_dashboard');
    await page.waitForURL((u) => u.pathname === '/parent_dashboard/post-assessment');
    await page.close();
  });

  it('fits every section at 360 px', async () => {
    const page = await newPage(browser, PHONE);
    await signInAs(page, 'demo.parent');
    for (const section of SECTIONS) {
      await page.goto(`/parent_dashboard${section.path}`);
      await page.getByTestId(section.ready).first().waitFor();
      await waitForQuiet(page);
      await noSidewaysScroll(page, PHONE.width);
      await screenshot(page, `parent-${section.shot}-phone`);
    }
    await page.close();
  });
});
