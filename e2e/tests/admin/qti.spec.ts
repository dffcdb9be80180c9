import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { dialogsShown, launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { apiCall, apiLogin, signedInPage } from '../../src/session';

/*
 * Issue 32 item 6 (ADR 0043): demo.admin downloads a demo subject's question bank as a QTI 3.0 package, checks it in a
 * dry run against another subject (one foreign item added, which the preview names with its reason), imports it, and
 * finds the imported quiz in Authoring; in English at 1280 px, then the dry run in Hindi at 360 px, with axe. The
 * subject imported into is the journey's own, and its quizzes are deleted at the end, so no other journey sees them.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

interface Subject { id: number; grade: number; name: string; slug: string }

const HOTSPOT = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="circuit-hotspot" title="Find the switch">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="point"/>
  <qti-item-body><p>Click the switch in the circuit.</p><qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1"/></qti-item-body>
</qti-assessment-item>`;

/** Picks an option of a Mantine select by its test id. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Downloads the chosen subject's package and gives its files. */
async function download(page: Page, subjectLabel: string): Promise<{ path: string; files: Record<string, string> }> {
  await choose(page, 'qti-export-subject', subjectLabel);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qti-download').click()]);
  const path = await file.path();
  expect(file.suggestedFilename()).toMatch(/^[\w-]+-grade-\d+-qti\.zip$/);
  const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(fs.readFileSync(path)))).map(([n, b]) => [n, strFromU8(b)]));
  return { path, files };
}

/** The package with a foreign hotspot item added to its manifest. */
function withHotspot(files: Record<string, string>): Buffer {
  const all: Record<string, string> = { ...files, 'items/circuit-hotspot.xml': HOTSPOT };
  all['imsmanifest.xml'] = files['imsmanifest.xml'].replace('</resources>', '<resource identifier="r-hotspot" type="imsqti_item_xmlv3p0" href="items/circuit-hotspot.xml"/></resources>');
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(all).map(([n, t]) => [n, strToU8(t)]))));
}

async function checkPackage(page: Page, into: string, pkg: Buffer): Promise<void> {
  await choose(page, 'qti-import-subject', into);
  await page.getByTestId('qti-import').locator('input[type="file"]').setInputFiles({ name: 'robotics-bank.zip', mimeType: 'application/zip', buffer: pkg });
  await page.getByTestId('qti-preview').waitFor();
  await waitForQuiet(page);
}

describe('an administrator exchanges a question bank as QTI 3.0', () => {
  it('exports a demo subject’s bank, previews and imports it into another subject, and sees the quiz in Authoring', async () => {
    const stamp = Date.now().toString(36);
    const { token } = await apiLogin('demo.admin');
    const { results: subjects } = await apiCall<{ results: Subject[] }>('/authoring/subjects/?grade=7', { token });
    const source = subjects.find((s) => s.slug === 'robotics')!;
    const target = await apiCall<Subject>('/authoring/subjects/', { token, method: 'POST', body: { grade: 7, name: `QTI import ${stamp}`, slug: `qti-import-${stamp}` } });
    const { count } = await apiCall<{ count: number }>(`/authoring/subjects/${source.id}/question-bank/?limit=1`, { token });
    const sourceLabel = `Grade 7 · ${source.name}`;
    const targetLabel = `Grade 7 · ${target.name}`;
    const found: string[] = [];
    const made: number[] = [];
    try {
      const page = await signedInPage(browser, 'demo.admin', { home: '/admin-dashboard/qti' });
      await settled(page, '[data-testid="qti-page"]');
      await checkAxe(page, 'QTI exchange (en, 1280)', found);

      const { files } = await download(page, sourceLabel);
      expect(Object.keys(files).filter((f) => f.startsWith('items/'))).toHaveLength(count);
      expect(files['imsmanifest.xml']).toContain('imsqti_item_xmlv3p0');

      await checkPackage(page, targetLabel, withHotspot(files));
      expect(await page.getByTestId('qti-summary').textContent()).toBe(`${count + 1} items in robotics-bank.zip: ${count} can be imported, 1 cannot.`);
      await page.getByTestId('qti-refused-table').getByText('qti-hotspot-interaction is not supported.').waitFor();
      expect(await page.getByTestId('qti-planned-quizzes').textContent()).toContain(`Imported questions (1): ${count} questions`);
      await checkAxe(page, 'QTI dry run (en, 1280)', found);
      await screenshot(page, 'qti-preview-desktop-en');

      await page.getByTestId('qti-import-confirm').click();
      const dialog = page.getByRole('dialog', { name: 'Import questions' });
      await dialog.waitFor();
      await dialogsShown(page);
      await checkAxe(page, 'QTI import confirm (en, 1280)', found);
      const imported = page.waitForResponse((r) => r.url().includes(`/authoring/subjects/${target.id}/qti/`) && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: `Import ${count} questions` }).click();
      const answer = await (await imported).json() as { quizzes: { id: number; name: string }[] };
      made.push(...answer.quizzes.map((q) => q.id));
      expect(answer.quizzes.map((q) => q.name)).toEqual(['Imported questions (1)']);
      await page.getByTestId('qti-done').waitFor();
      await screenshot(page, 'qti-imported-desktop-en', { fullPage: false });

      // Authoring › Quizzes lists the imported quiz with its questions.
      await page.getByTestId('qti-done').getByRole('link', { name: 'Open Authoring' }).click();
      await page.getByTestId('authoring-tab-quizzes').click();
      await page.getByTestId('quiz-search').fill('Imported questions (1)');
      const table = page.getByTestId('quizzes-table');
      await table.getByText('Imported questions (1)').first().waitFor();
      await waitForQuiet(page);
      await screenshot(page, 'qti-authoring-desktop-en', { fullPage: false });
      const quiz = await apiCall<{ question_count: number; subject_id: number; school_id: number | null }>(`/authoring/quizzes/${made[0]}/`, { token });
      expect(quiz).toMatchObject({ question_count: count, subject_id: target.id, school_id: null });

      // The dry run on a phone, in Hindi.
      const phone = await signedInPage(browser, 'demo.admin', { viewport: PHONE, language: 'hi', home: '/admin-dashboard/qti' });
      await settled(phone, '[data-testid="qti-page"]');
      await screenshot(phone, 'qti-page-phone-hi', { fullPage: false });
      expect(await phone.getByTestId('qti-page').textContent()).toContain('प्रश्न बैंक का आदान-प्रदान (QTI)');
      const again = await download(phone, `कक्षा 7 · ${source.name}`);
      await checkPackage(phone, `कक्षा 7 · ${target.name}`, withHotspot(again.files));
      await phone.getByTestId('qti-refused-table').getByText('qti-hotspot-interaction समर्थित नहीं है।').waitFor();
      expect(await phone.getByTestId('qti-planned-quizzes').textContent()).toContain('Imported questions (2)');
      await noSidewaysScroll(phone);
      await checkAxe(phone, 'QTI dry run (hi, 360)', found);
      await screenshot(phone, 'qti-preview-phone-hi');
      await phone.getByTestId('qti-summary').scrollIntoViewIfNeeded();
      await screenshot(phone, 'qti-summary-phone-hi', { fullPage: false });
      await phone.getByTestId('qti-import-confirm').scrollIntoViewIfNeeded();
      await screenshot(phone, 'qti-refused-phone-hi', { fullPage: false });
      expectNoAxeFindings(found);
    } finally {
      for (const id of made) await apiCall(`/authoring/quizzes/${id}/`, { token, method: 'DELETE' });
      await apiCall(`/authoring/subjects/${target.id}/`, { token, method: 'DELETE' });
    }
  });
});
