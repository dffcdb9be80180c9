import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/*
 * "Forgot your password?" (issue 28 item 17, ADR 0027): the link opens whom to ask, in English and Hindi, on a desktop
 * and a phone. The journeys' server has no SMTP_URL, so no email form shows (password-reset.test.ts covers the mail);
 * the sign-in page names the product.
 */
const choose = async (page: Page, label: 'English' | 'हिन्दी') => {
  await page.getByTestId('language-switch').selectOption({ label });
  await page.waitForFunction((lang) => document.documentElement.lang === lang, label === 'English' ? 'en' : 'hi');
};


async function openForgot(page: Page) {
  await page.getByTestId('forgot-password-link').click();
  const dialog = page.getByTestId('forgot-password-dialog');
  await page.getByTestId('forgot-password-guidance').waitFor();
  await waitForQuiet(page);
  await dialogsShown(page);
  return dialog;
}

describe('forgot your password', () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`says whom to ask, in English and Hindi, at ${viewport.width} px`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto('/login');
      await page.getByTestId('signin-form').waitFor();
      const brand = page.getByTestId('auth-brand');
      expect(await brand.textContent()).toContain('Prayog');
      await noSidewaysScroll(page);
      await screenshot(page, `signin-brand-${name}`, { fullPage: false });

      let dialog = await openForgot(page);
      const text = await dialog.textContent();
      expect(text).toContain('Forgot your password?');
      expect(text).toContain('Students: ask your teacher for a one-time password.');
      expect(text).toContain("Teachers and school staff: ask your school's account or an administrator");
      expect(text).toContain("Parents: ask your child's school.");
      // No email on this server: guidance only.
      expect(await page.getByTestId('forgot-password-form').count()).toBe(0);
      await noSidewaysScroll(page);
      await screenshot(page, `forgot-password-${name}`, { fullPage: false });
      await page.getByTestId('forgot-password-close').click();
      await dialog.waitFor({ state: 'detached' });

      await choose(page, 'हिन्दी');
      // The Hindi catalogue arrives a moment after the switch: wait for it rather than read at once.
      await brand.filter({ hasText: 'प्रयोग' }).waitFor();
      expect(await brand.textContent()).toContain('प्रयोग');
      dialog = await openForgot(page);
      const hindi = await dialog.textContent();
      expect(hindi).toContain('अपना पासवर्ड भूल गए?');
      expect(hindi).toContain('अपने शिक्षक से एक बार का पासवर्ड माँगें');
      expect(hindi).toContain('अपने बच्चे के स्कूल से पूछें');
      await screenshot(page, `forgot-password-hindi-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await choose(page, 'English');
      await page.close();
    });
  }

  it('the reset page without a link says where links come from; a made-up link is refused', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/reset-password');
    await page.getByTestId('reset-password-page').getByText('This page opens from the link in a password reset email.', { exact: false }).waitFor();
    await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
    const form = page.getByTestId('reset-password-form');
    await form.locator('input[name="new_password"]').fill('lantern-orchid-valley-9');
    await form.locator('input[name="confirm_password"]').fill('lantern-orchid-valley-9');
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-error').getByText('This link does not work', { exact: false }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'reset-password-refused-phone', { fullPage: false });
    await page.close();
  });
});
