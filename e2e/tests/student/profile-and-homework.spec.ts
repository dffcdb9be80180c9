import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGE_WIDTHS, launchBrowser, newPage, openFileTab, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { openSection } from '../../src/layout';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { SMALL_PDF } from '../../src/files';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** The earlier submissions are a DataTable: its range line says how many there are ('Rows 1–10 of 12'). */
async function submissionCount(page: Page): Promise<number> {
  const range = await page.getByTestId('homework-list-range').textContent();
  return Number(/of (\d+)$/.exec(range ?? '')?.[1] ?? 0);
}
/** The newest submission: the table is sorted by date, newest first. */
const newestRow = (page: Page) => page.getByTestId('homework-list').locator('tbody tr').first();

/** The journey changes demo data other journeys read, so it puts name, section and avatar back afterwards. */
async function restoreProfile(page: Page, original: { name: string; section: string; avatar_key: string | null }) {
  await page.evaluate(async (o) => {
    const headers = { Authorization: `Token ${localStorage.getItem('authToken')}` };
    const base = `/api/student_dashboard/student-profile/${localStorage.getItem('username')}/`;
    await fetch(base, { method: 'PATCH', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: o.name, section: o.section }) });
    if (o.avatar_key) {
      const form = new FormData();
      form.append('avatar_choice', o.avatar_key);
      await fetch(`${base}upload-avatar/`, { method: 'POST', headers, body: form });
    }
  }, original);
}

describe('the student profile', () => {
  it('shows read-only username and email, saves name and section, and picks an avatar', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'profileSetting');
    const panel = page.getByTestId('profile-panel');
    await panel.waitFor();
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    const original = await page.evaluate(async () => {
      const res = await fetch(`/api/student_dashboard/student-profile/${localStorage.getItem('username')}/`, {
        headers: { Authorization: `Token ${localStorage.getItem('authToken')}` },
      });
      return res.json() as Promise<{ name: string; section: string; avatar_key: string | null; user: { email: string } }>;
    });

    try {
      const form = page.getByTestId('profile-form');
      expect(await form.locator('input[name="username"]').inputValue()).toBe('demo.student');
      expect(await form.locator('input[name="username"]').getAttribute('readonly')).not.toBeNull();
      expect(await form.locator('input[name="email"]').inputValue()).toBe(original.user.email);
      expect(await form.locator('input[name="email"]').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByTestId('profile-preview').boundingBox()).toMatchObject({ width: 100, height: 100 });
      await page.getByTestId('avatar-option-owl').waitFor();
      await screenshot(page, 'profile-desktop');

      // Picking an avatar saves it at once: the alert, then the refetched profile drives the preview.
      await page.getByTestId('avatar-option-owl').click();
      await page.getByText('Avatar updated successfully!').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="profile-preview"] img')?.getAttribute('src') === '/avatars/owl.svg');
      expect(await page.getByTestId('avatar-option-owl').getAttribute('aria-pressed')).toBe('true');
      const option = await page.getByTestId('avatar-option-owl').locator('img').boundingBox();
      expect(option?.width).toBe(50);

      await form.locator('input[name="name"]').fill('Aarav K. Sharma');
      await form.locator('select[name="section"]').selectOption('B');
      // Spec 1 §2: the page reloads after a save; the remembered panel brings the profile back.
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('profile-save').click();
      await reloaded;
      await page.getByTestId('profile-form').waitFor();
      expect(await page.locator('input[name="name"]').inputValue()).toBe('Aarav K. Sharma');
      expect(await page.locator('select[name="section"]').inputValue()).toBe('B');

      // An empty name is refused in the form; nothing is sent.
      await page.locator('input[name="name"]').fill('   ');
      await page.getByTestId('profile-save').click();
      await page.getByText('Name cannot be empty').waitFor();

      // Close returns to the dashboard panel.
      await page.getByTestId('profile-close').click();
      await page.getByTestId('nav-dashboard').and(page.locator('[aria-current="page"]')).waitFor();
    } finally {
      await restoreProfile(page, original);
    }
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'profileSetting');
    await page.getByTestId('avatar-picker').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'profile-phone');
  });
});

describe('holiday homework', () => {
  it('refuses empty and non-PDF submissions, then submits a PDF that appears in the list', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'projects');
    const form = page.getByTestId('homework-form');
    await form.waitFor();
    await page.getByTestId('homework-list-range').waitFor();
    const before = await submissionCount(page);
    expect(before).toBeGreaterThan(0);
    expect(await page.getByTestId('homework-list').locator('th[aria-sort="descending"]').textContent()).toBe('Submitted');

    // The school list is the fixed seven, starting on the student's own school; section starts on A.
    const school = form.locator('select[name="school"]');
    await page.waitForFunction(() => (document.querySelector('select[name="school"]') as HTMLSelectElement | null)?.value !== '');
    expect(await school.locator('option:not([disabled])').count()).toBe(7);
    expect(await school.locator('option:checked').textContent()).toMatch(/^ABL School/);
    expect(await form.locator('select[name="section"]').inputValue()).toBe('A');
    expect(await form.locator('select[name="section"] option').count()).toBe(11);
    await screenshot(page, 'homework-desktop');

    await form.locator('select[name="grade"]').selectOption('7');
    await page.getByTestId('homework-submit').click();
    await page.getByText('Please add text or upload a file before submitting.').waitFor();

    // A file that is not a .pdf is refused in the browser and the input is cleared.
    const fileInput = page.getByTestId('homework-file-input');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') });
    await page.getByText('Please upload a PDF file only.').first().waitFor();
    expect(await fileInput.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await page.getByTestId('homework-file').textContent()).not.toContain('notes.txt');

    // A file named .pdf that is not a PDF inside is refused by the server, with the same message.
    await fileInput.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('\x89PNG not a pdf') });
    await page.getByTestId('homework-submit').click();
    const error = page.getByTestId('homework-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Please upload a PDF file only.');
    expect(await submissionCount(page)).toBe(before);

    // A real PDF with a note: progress shows while it uploads, then the success banner and the list.
    await form.locator('textarea[name="text"]').fill('My cardboard robot arm, with photos in the PDF.');
    await fileInput.setInputFiles({ name: 'robot-arm.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    // The progress bar may come and go between two polls on a fast machine: the page notes when it appears.
    await page.evaluate(() => {
      const seen = window as unknown as { progressShown?: boolean };
      seen.progressShown = false;
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('[data-testid="homework-progress"]')) return;
        seen.progressShown = true;
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByTestId('homework-submit').click();
    await page.getByTestId('homework-success').getByText('Homework submitted successfully!').waitFor();
    expect(await page.evaluate(() => (window as unknown as { progressShown?: boolean }).progressShown)).toBe(true);
    await page.waitForFunction((n) => document.querySelector('[data-testid="homework-list-range"]')?.textContent?.endsWith(`of ${n + 1}`), before);
    const newest = newestRow(page);
    expect(await newest.textContent()).toContain('My cardboard robot arm');
    expect(await newest.textContent()).toContain('robot-arm.pdf');
    expect(await form.locator('textarea[name="text"]').inputValue()).toBe('');
    await screenshot(page, 'homework-success');

    // 'View File' fetches the PDF with the token and opens it in a new tab.
    const tab = await openFileTab(page, () => newest.getByTestId('homework-view-file').click());
    await tab.close();
  });

  it('shows the upload progress of a larger PDF on a slow connection', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'projects');
    const form = page.getByTestId('homework-form');
    await form.waitFor();
    await page.waitForFunction(() => (document.querySelector('select[name="school"]') as HTMLSelectElement | null)?.value !== '');
    await form.locator('select[name="grade"]').selectOption('7');
    // About 3 MB at 1 MB/s: long enough to see the bar move.
    const big = Buffer.concat([SMALL_PDF, Buffer.from(`\n%${'x'.repeat(3 * 1024 * 1024)}\n`)]);
    await page.getByTestId('homework-file-input').setInputFiles({ name: 'science-fair.pdf', mimeType: 'application/pdf', buffer: big });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByTestId('homework-submit').click();
    await page.getByText(/^Uploading\.\.\. ([1-9]\d?)%$/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'homework-uploading');
    await page.getByTestId('homework-success').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="homework-list"] tbody tr')?.textContent?.includes('science-fair.pdf'));
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student');
    await openSection(page, 'projects');
    await page.getByTestId('homework-list-range').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'homework-phone');
  });
});

describe('holiday homework starts on the student\'s class and a success clears the old error (issue 28, item 4)', () => {
  const TEXTS = {
    en: { empty: 'Please add text or upload a file before submitting.', success: 'Homework submitted successfully!' },
    hi: { empty: 'जमा करने से पहले कुछ लिखें या कोई फ़ाइल अपलोड करें।', success: 'होमवर्क सफलतापूर्वक जमा हो गया!' },
  } as const;
  const CASES = LANGUAGE_WIDTHS;

  it.each(CASES)('%s at %s width', async (language, size, viewport) => {
    // A fresh student of Grade 5 C (their own account, which keeps the language it reads in).
    const username = `hw.class.${language}.${size}`;
    await registerStudent({ username, email: `${username}@school.example`, password: 'learning-is-fun', name: 'Tara Sen', grade: '5', section: 'C' });
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, username, { password: 'learning-is-fun', language, home: '/dashboard' });
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await openSection(page, 'projects');
    const form = page.getByTestId('homework-form');
    await form.waitFor();

    // Grade and section start on the student's own class from the profile; the grade can still be changed.
    await page.waitForFunction(() => (document.querySelector('select[name="grade"]') as HTMLSelectElement | null)?.value === '5');
    expect(await form.locator('select[name="section"]').inputValue()).toBe('C');
    expect(await form.locator('select[name="grade"]').isEnabled()).toBe(true);

    // An empty submission raises the form's alert toast ...
    await page.getByTestId('homework-submit').click();
    const toast = page.locator('.mantine-Notification-root', { hasText: TEXTS[language].empty });
    await toast.waitFor();
    // ... and the next submission's success takes it back: no old error stands beside the success banner.
    await form.locator('textarea[name="text"]').fill('A paper windmill that turns in the fan\'s breeze.');
    await page.getByTestId('homework-submit').click();
    await page.getByTestId('homework-success').getByText(TEXTS[language].success).waitFor();
    await toast.waitFor({ state: 'detached', timeout: 3000 });
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await page.getByTestId('homework-error').count()).toBe(0);
    // The class stays chosen for another submission.
    expect(await form.locator('select[name="grade"]').inputValue()).toBe('5');
    await page.getByTestId('homework-list').getByText('A paper windmill', { exact: false }).first().waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const found: string[] = [];
    await checkAxe(page, `holiday homework after a success (${language}, ${size})`, found);
    await screenshot(page, `homework-class-success-${language}-${size}`, { fullPage: false });
    expectNoAxeFindings(found);
  });
});

describe('empty and error states', () => {
  it('a new student sees no avatar yet and "No homework submitted yet."', async () => {
    await registerStudent({
      username: 'fresh.homework', email: 'fresh.homework@school.example', password: 'learning-is-fun', name: 'Meera Iyer', grade: '5', section: 'C',
    });
    const page = await newPage(browser);
    await signInThroughApi(page, 'fresh.homework', { password: 'learning-is-fun', home: '/dashboard' });
    await openSection(page, 'projects');
    await page.getByTestId('homework-form').waitFor();
    await page.getByText('No homework submitted yet.').waitFor();
    await screenshot(page, 'homework-empty');
    await openSection(page, 'profileSetting');
    await page.getByTestId('profile-panel').waitFor();
    expect(await page.getByTestId('profile-preview').textContent()).toBe('M');
    expect(await page.locator('[data-testid^="avatar-option-"][aria-pressed="true"]').count()).toBe(0);
  });

  it("shows the spec's fallback texts when the server fails", async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await page.route(/\/api\/student_dashboard\/(holiday-homework|student-profile)\//, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await openSection(page, 'projects');
    await page.getByTestId('error-state').getByText('Failed to fetch holiday homework.').waitFor({ timeout: 15_000 });
    await openSection(page, 'profileSetting');
    await page.getByTestId('error-state').getByText('Error fetching profile data.').waitFor({ timeout: 15_000 });
    await screenshot(page, 'profile-error');
  });
});
