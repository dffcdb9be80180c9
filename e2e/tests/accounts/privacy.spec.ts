import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { DESKTOP, launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { signedInPage, type Language } from '../../src/session';

/*
 * Issue 31 item 3, the privacy centre: a student downloads everything Prayog keeps about them, a parent their child's;
 * in English and Hindi, at 1280 and 360 px, with axe.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const TEXTS = {
  en: { nav: 'Privacy', download: 'Download all data', kept: 'What Prayog keeps, and why', summary: 'Your data on Prayog: demo.student' },
  hi: { nav: 'गोपनीयता', download: 'सारा डेटा डाउनलोड करें', kept: 'प्रयोग क्या रखता है, और क्यों', summary: 'प्रयोग पर आपका डेटा: demo.student' },
} as const;

/** Presses the download button and opens the ZIP the browser saved. */
async function downloadZip(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('privacy-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^prayog-data-demo\.student-\d{4}-\d{2}-\d{2}\.zip$/);
  return unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
}

describe('the privacy centre (issue 31)', () => {
  const cases = [['en', DESKTOP], ['hi', PHONE], ['en', PHONE], ['hi', DESKTOP]] as const;
  it.each(cases)('demo.student downloads all of their data (%s, %o)', async (language: Language, viewport) => {
    const texts = TEXTS[language];
    const page = await signedInPage(browser, 'demo.student', { viewport, language, home: '/dashboard/privacy' });
    await settled(page, '[data-testid="privacy-centre"]');
    expect(await page.locator('h1').first().textContent()).toBe(texts.nav);
    expect(await page.getByText(texts.kept, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('privacy-download').textContent()).toBe(texts.download);
    const found: string[] = [];
    await checkAxe(page, `privacy centre (${language}, ${viewport.width})`, found);
    expectNoAxeFindings(found);
    if (viewport === PHONE) await noSidewaysScroll(page);
    await screenshot(page, `privacy-student-${language}-${viewport.width}`);

    const zip = await downloadZip(page);
    const user = JSON.parse(strFromU8(zip['data/users.json'])) as { username: string; password_hash?: string }[];
    expect(user.map((u) => u.username)).toEqual(['demo.student']);
    expect(user[0].password_hash).toBeUndefined();
    expect(JSON.parse(strFromU8(zip['data/login_events.json'])).length).toBeGreaterThan(0);
    expect(strFromU8(zip['README.txt'])).toContain(texts.summary);
  });

  it("demo.parent downloads their child's data from the parent dashboard", async () => {
    const page = await signedInPage(browser, 'demo.parent', { home: '/parent_dashboard/privacy' });
    await settled(page, '[data-testid="privacy-centre"]');
    await page.getByRole('link', { name: 'Privacy', exact: true }).first().waitFor();
    expect(await page.locator('h1').first().textContent()).toBe('Privacy');
    const found: string[] = [];
    await checkAxe(page, 'parent privacy centre', found);
    expectNoAxeFindings(found);
    await waitForQuiet(page);
    await screenshot(page, 'privacy-parent-en-1280');
    const zip = await downloadZip(page);
    expect(JSON.parse(strFromU8(zip['data/users.json']))[0].username).toBe('demo.student');
    expect(JSON.parse(strFromU8(zip['data/parent_child_links.json'])).length).toBeGreaterThan(0);
  });
});
