import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, waitForQuiet } from '../../src/browser';
import { signInThroughApi, type Language } from '../../src/session';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll } from '../../src/layout';

/**
 * Marathi and Bengali throughout (issue 33 item 3): the sign-in page offers all four languages in their own scripts,
 * and a student, a teacher and a parent each read their main screens in Marathi (desktop) and Bengali (360 px), in the
 * language's own font, with axe finding nothing. The catalogues' completeness is web/src/lib/i18n/catalogues.test.ts.
 * The demo accounts get English back when the file ends (src/close-pages.ts).
 */
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const SCRIPT: Record<'mr' | 'bn', { letters: RegExp; font: string }> = {
  mr: { letters: /[\u0900-\u097F]/, font: 'Noto Sans Devanagari' },
  bn: { letters: /[\u0980-\u09FF]/, font: 'Noto Sans Bengali' },
};

/** Names every catalogue keeps in Latin letters. */
const KEPT_NAMES = ['STEM-SOP'];

/** What one role reads: the screens (path and what shows once loaded) of its portal. */
const WALKS = {
  'demo.student': [
    { path: '/dashboard', ready: 'main h1' },
    { path: '/dashboard/assessments', ready: '[data-testid="quiz-grid"]' },
    { path: '/dashboard/leaderboard', ready: 'main h1' },
  ],
  'demo.teacher': [
    { path: '/teacher_dashboard', ready: 'main h1' },
    { path: '/teacher_dashboard/report?tab=learners', ready: '[data-testid="learners-table"] tbody tr' },
  ],
  'demo.parent': [
    { path: '/parent_dashboard', ready: '[data-testid="parent-greeting"]' },
    { path: '/parent_dashboard/post-assessment', ready: '[data-testid="panel-header"]' },
  ],
} as const;

async function reads(page: Page, language: 'mr' | 'bn', where: string, found: string[]): Promise<void> {
  await waitForQuiet(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language);
  expect(await page.locator('main h1').first().textContent(), where).toMatch(SCRIPT[language].letters);
  // The whole sidebar or menu speaks the language: no English label left but the programme's own names, which every
  // language keeps (as Hindi does).
  const nav = await page.locator('nav a').allTextContents();
  const english = nav.map((label) => label.trim()).filter((label) => /^[A-Za-z][A-Za-z\s'-]+$/.test(label) && !KEPT_NAMES.includes(label));
  expect(english, `${where}: English labels in the navigation`).toEqual([]);
  await checkAxe(page, where, found);
}

describe('four languages', () => {
  it('offers English, हिन्दी, मराठी and বাংলা on the sign-in page, each in its own script', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/login');
    const select = page.getByTestId('language-switch');
    await select.waitFor();
    expect(await select.locator('option').allTextContents()).toEqual(['English', 'हिन्दी', 'मराठी', 'বাংলা']);
    await select.selectOption({ label: 'বাংলা' });
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await page.waitForFunction(() => /[\u0980-\u09FF]/.test(document.querySelector('[data-testid="signin-submit"]')?.textContent ?? ''));
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Bengali"', 'লগ ইন'));
    await noSidewaysScroll(page);
    await screenshot(page, 'four-languages-signin-bn-360', { fullPage: false });
  });

  it.each([['mr', DESKTOP, 'desktop'], ['bn', PHONE, '360']] as const)('a student, a teacher and a parent read their screens in %s (%s)', async (language, viewport, size) => {
    const found: string[] = [];
    for (const [username, walk] of Object.entries(WALKS)) {
      const page = await newPage(browser, viewport);
      await signInThroughApi(page, username, { language: language as Language, home: walk[0].path });
      for (const step of walk) {
        if (page.url() !== new URL(step.path, page.url()).href) await page.goto(step.path);
        await page.locator(step.ready).first().waitFor();
        const where = `${username} ${step.path} (${language}, ${size})`;
        await reads(page, language, where, found);
        if (size === '360') await noSidewaysScroll(page);
        await screenshot(page, `four-languages-${username.replace('demo.', '')}-${step.path.split('/').pop()?.split('?')[0] || 'home'}-${language}-${size}`);
      }
      // Drawn in the language's self-hosted font, not whatever the machine has.
      expect(await page.evaluate((family) => {
        const faces: FontFace[] = [];
        document.fonts.forEach((f) => faces.push(f));
        return faces.some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded');
      }, SCRIPT[language].font), `${username}: ${SCRIPT[language].font} loaded`).toBe(true);
      await page.context().close();
    }
    expectNoAxeFindings(found);
  });
});
