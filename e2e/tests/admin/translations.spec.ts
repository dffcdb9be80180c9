import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { launchBrowser, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { noSidewaysScroll } from '../../src/layout';
import { apiCall, apiLogin, signedInPage } from '../../src/session';
import { SMALL_PDF } from '../../src/files';

/*
 * Issue 33 item 1 (ADR 0044): demo.admin opens Translations beside Authoring, picks हिन्दी, opens a subject and writes
 * a lesson's name, a question and an option in Hindi beside their English, saving each; the count of what is missing
 * drops in the editor and in the coverage list, and the versions are what the API gives back; the lesson's hint is
 * uploaded in Hindi, then removed. Desktop in English, then the same editor at 360 px with the screen in Hindi; axe at
 * zero throughout. The subject is the journey's own
 * (one lesson, one quiz) and is deleted at the end with its versions, so no other journey reads its Hindi.
 */

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

interface Item { kind: string; id: number; role: string; position: number | null; missing: number; fields: { field: string; source: string; text: string | null }[] }

/** The summary line's figures: "5 of 9 texts still missing in हिन्दी." → 5. */
async function missingNow(page: Page): Promise<number> {
  const text = (await page.getByTestId('translations-summary').textContent()) ?? '';
  const figure = /^(\d+) of \d+/.exec(text);
  if (!figure) throw new Error(`No count in "${text}"`);
  return Number(figure[1]);
}

/** Types into one field of an item and saves the item, waiting for the server's answer. */
async function writeAndSave(page: Page, item: Locator, field: string, text: string, save: RegExp): Promise<void> {
  await item.getByRole('textbox', { name: field }).fill(text);
  const saved = page.waitForResponse((r) => r.url().includes('/api/authoring/translations/') && r.request().method() === 'PUT');
  await item.getByRole('button', { name: save }).click();
  expect((await saved).status()).toBe(200);
  await item.getByText('Not saved').waitFor({ state: 'detached' });
}

describe('an administrator translates a subject into Hindi beside its English', () => {
  it('fills a lesson name, a question and an option in Hindi, saves each, and sees what is missing drop', async () => {
    const stamp = Date.now().toString(36);
    const { token } = await apiLogin('demo.admin');
    const subject = await apiCall<{ id: number; name: string }>('/authoring/subjects/', {
      token, method: 'POST', body: { grade: 7, name: `Light and shadows ${stamp}`, slug: `light-${stamp}`, description: 'How light travels and makes shadows.' },
    });
    const made: number[] = [];
    const found: string[] = [];
    try {
      await apiCall(`/authoring/subjects/${subject.id}/lessons/`, {
        token, method: 'POST', body: { name: 'How light travels', content_html: '<h2>Straight lines</h2><p>Light travels in straight lines from its source.</p>' },
      });
      const { quiz } = await apiCall<{ quiz: { id: number } }>('/authoring/quizzes/', {
        token, method: 'POST', body: {
          name: 'Light check', topic: 'Light', quiz_type: 'homework', time_minutes: 10, subject_id: subject.id, grade: 7,
          questions: [
            { text: 'What makes a shadow?', answers: [{ text: 'An object blocking light', is_correct: true }, { text: 'A mirror', is_correct: false }] },
            { text: 'How does light travel?', answers: [{ text: 'In straight lines', is_correct: true }, { text: 'In circles', is_correct: false }] },
          ],
        },
      });
      made.push(quiz.id);

      // The section sits beside Authoring in the sidebar.
      const page = await signedInPage(browser, 'demo.admin', { home: '/admin-dashboard/authoring' });
      await page.getByRole('link', { name: 'Translations' }).click();
      await settled(page, '[data-testid="translations-page"]');
      expect(new URL(page.url()).pathname).toBe('/admin-dashboard/translations');
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('हिन्दी').click();
      await page.getByTestId('translations-coverage-search').fill(subject.name);
      const row = page.getByTestId('translations-coverage').locator('tbody tr', { hasText: subject.name });
      await row.waitFor();
      // Nothing is in Hindi yet: every text with English is missing (its name, description, lesson, quiz, questions, options).
      const before = Number(await row.locator('td').nth(3).textContent());
      expect(before).toBe(Number(await row.locator('td').nth(2).textContent()));
      expect(before).toBe(12);
      await checkAxe(page, 'Translations coverage (en, 1280)', found);
      await screenshot(page, 'translations-coverage-desktop-en', { fullPage: false });

      await row.getByRole('button', { name: `Open ${subject.name} in हिन्दी` }).click();
      await settled(page, '[data-testid="translations-summary"]');
      await page.getByRole('heading', { level: 1, name: `${subject.name} in हिन्दी` }).waitFor();
      expect(await missingNow(page)).toBe(before);
      await checkAxe(page, 'Translations editor, subject (en, 1280)', found);

      // The lesson: its English name and content on the left, the Hindi name written on the right.
      await page.getByRole('button', { name: /^Lesson 1 · How light travels/ }).click();
      const lesson = page.getByTestId(/^item-lesson-/);
      await lesson.getByRole('group', { name: 'Content in English' }).getByText('Light travels in straight lines from its source.').waitFor();
      await lesson.getByRole('textbox', { name: 'Content in हिन्दी' }).waitFor();
      await writeAndSave(page, lesson, 'Name in हिन्दी', 'प्रकाश कैसे चलता है', /^Save Lesson 1/);
      expect(await missingNow(page)).toBe(before - 1);

      // The lesson's hint in Hindi (it has no English one): uploaded, then viewable and removable; documents are not texts.
      const hint = lesson.getByTestId(/^lesson-file-\d+-hint$/);
      await expect(hint.textContent()).resolves.toMatch(/^Hint: not uploaded/);
      const uploaded = page.waitForResponse((r) => /\/translations\/lesson\/\d+\/hi\/files\/hint\/$/.test(r.url()) && r.request().method() === 'POST');
      await hint.locator('input[type=file]').setInputFiles({ name: 'hint-hi.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
      expect((await uploaded).status()).toBe(200);
      await page.getByText('The hint in हिन्दी was uploaded.').waitFor();
      await hint.getByText('uploaded', { exact: true }).waitFor();
      await hint.getByRole('button', { name: 'View the hint in हिन्दी' }).waitFor();
      await checkAxe(page, 'Translations editor, a lesson document uploaded (en, 1280)', found);
      await hint.scrollIntoViewIfNeeded();
      await screenshot(page, 'translations-lesson-document-desktop-en', { fullPage: false });
      await hint.getByRole('button', { name: 'Remove the hint in हिन्दी' }).click();
      await page.getByText('The hint in हिन्दी was removed.').waitFor();
      await hint.getByText('not uploaded', { exact: true }).waitFor();
      expect(await missingNow(page)).toBe(before - 1);

      // The quiz: the first question and its first option.
      await page.getByRole('button', { name: /^Quiz · Light check/ }).click();
      const question = page.locator('[data-testid^="item-question-"]').first();
      await expect(question.getByRole('heading', { name: 'Question 1' }).textContent()).resolves.toBe('Question 1');
      await expect(question.getByRole('group', { name: 'Text in English' }).textContent()).resolves.toBe('What makes a shadow?');
      await writeAndSave(page, question, 'Text in हिन्दी', 'छाया किससे बनती है?', /^Save Question 1/);
      const option = page.locator('[data-testid^="item-answer-"]').first();
      await writeAndSave(page, option, 'Text in हिन्दी', 'प्रकाश को रोकने वाली वस्तु', /^Save Option A/);
      expect(await missingNow(page)).toBe(before - 3);
      await waitForQuiet(page);
      await checkAxe(page, 'Translations editor, lesson and quiz open (en, 1280)', found);
      await screenshot(page, 'translations-editor-desktop-en');
      await question.scrollIntoViewIfNeeded();
      await screenshot(page, 'translations-editor-quiz-desktop-en', { fullPage: false });

      // Only missing leaves out what is written: the option just saved goes, its sibling stays.
      await page.getByRole('switch', { name: 'Only missing' }).check({ force: true });
      await expect(option.count()).resolves.toBe(1);
      await expect(page.getByTestId(/^item-answer-/).first().getByRole('group', { name: 'Text in English' }).textContent()).resolves.toBe('A mirror');
      await page.getByRole('switch', { name: 'Only missing' }).uncheck({ force: true });

      // What the API gives back, and the coverage list's count.
      const view = await apiCall<{ items: Item[] }>(`/authoring/translations/subjects/${subject.id}/?language=hi`, { token });
      const written = Object.fromEntries(view.items.flatMap((i) => i.fields.filter((f) => f.text).map((f) => [`${i.role} ${i.position ?? ''}.${f.field}`, f.text])));
      expect(written).toEqual({ 'lesson 1.name': 'प्रकाश कैसे चलता है', 'question 1.text': 'छाया किससे बनती है?', 'option 1.text': 'प्रकाश को रोकने वाली वस्तु' });
      await page.getByTestId('translations-back').click();
      await page.getByTestId('translations-coverage-search').fill(subject.name);
      // Polled up to 30 s: on a loaded CI machine the list's fresh read took longer than the default 5 s.
      await expect.poll(async () => Number(await row.locator('td').nth(3).textContent()), { timeout: 30_000 }).toBe(before - 3);

      // The same editor on a phone, the screen in Hindi: the two columns one above the other, nothing sideways.
      const phone = await signedInPage(browser, 'demo.admin', { viewport: PHONE, language: 'hi', home: `/admin-dashboard/translations?language=hi&open=${subject.id}` });
      await settled(phone, '[data-testid="translations-summary"]');
      expect(await phone.getByTestId('translations-summary').textContent()).toBe(`${before} में से ${before - 3} पाठ्यांश अभी हिन्दी में बाकी हैं।`);
      await phone.getByRole('button', { name: /^पाठ 1 · How light travels/ }).click();
      const phoneLesson = phone.getByTestId(/^item-lesson-/);
      await phoneLesson.getByRole('textbox', { name: 'नाम — हिन्दी में' }).waitFor();
      expect(await phoneLesson.getByRole('textbox', { name: 'नाम — हिन्दी में' }).inputValue()).toBe('प्रकाश कैसे चलता है');
      await phoneLesson.getByRole('textbox', { name: 'सामग्री — हिन्दी में' }).waitFor();
      await waitForQuiet(phone);
      const english = await phoneLesson.getByRole('group', { name: 'नाम — अंग्रेज़ी में' }).boundingBox();
      const hindi = await phoneLesson.getByRole('textbox', { name: 'नाम — हिन्दी में' }).boundingBox();
      expect(hindi!.y).toBeGreaterThan(english!.y + english!.height - 1);
      await noSidewaysScroll(phone);
      await checkAxe(phone, 'Translations editor (hi, 360)', found);
      await screenshot(phone, 'translations-editor-phone-hi');
      await phoneLesson.scrollIntoViewIfNeeded();
      await screenshot(phone, 'translations-lesson-phone-hi', { fullPage: false });
      await phoneLesson.getByTestId(/^lesson-file-\d+-lesson_plan$/).scrollIntoViewIfNeeded();
      await screenshot(phone, 'translations-lesson-documents-phone-hi', { fullPage: false });

      // Bengali typed on the Hindi screen is drawn in the Bengali font (the Hindi screen's own font list has none).
      await phone.getByRole('radiogroup', { name: 'भाषा' }).getByText('বাংলা').click();
      await settled(phone, '[data-testid="translations-summary"]');
      await phone.getByRole('button', { name: /^पाठ 1 · How light travels/ }).click();
      const bengali = phone.getByTestId(/^item-lesson-/).getByRole('textbox', { name: 'नाम — বাংলা में' });
      await bengali.fill('আলো কীভাবে চলে');
      await phone.waitForFunction(() => {
        let loaded = false;
        document.fonts.forEach((f) => { loaded ||= f.family.includes('Noto Sans Bengali') && f.status === 'loaded'; });
        return loaded;
      });
      await bengali.scrollIntoViewIfNeeded();
      await screenshot(phone, 'translations-lesson-phone-hi-bn', { fullPage: false });
      expectNoAxeFindings(found);
    } finally {
      for (const id of made) await apiCall(`/authoring/quizzes/${id}/`, { token, method: 'DELETE' });
      await apiCall(`/authoring/subjects/${subject.id}/`, { token, method: 'DELETE' });
    }
  });

  it('a teacher finds Translations beside Quizzes, and may write their school’s quizzes only', async () => {
    const found: string[] = [];
    const page = await signedInPage(browser, 'demo.teacher', { home: '/teacher_dashboard/quizzes' });
    await page.getByRole('link', { name: 'Translations' }).click();
    await settled(page, '[data-testid="translations-page"]');
    await page.getByTestId('translations-coverage-search').fill('Robotics');
    const table = page.getByTestId('translations-coverage');
    const row = table.locator('tbody tr', { hasText: 'Grade 7' }).filter({ hasText: 'Robotics' });
    await row.waitFor();
    // The news and updates are the administrators' to translate.
    await page.getByTestId('translations-coverage-search').fill('News');
    await table.getByText('No rows match your search.').waitFor();
    await checkAxe(page, 'Translations coverage, teacher (en, 1280)', found);

    await page.getByTestId('translations-coverage-search').fill('Robotics');
    await row.getByRole('button', { name: /^Open Robotics/ }).click();
    await settled(page, '[data-testid="translations-summary"]');
    // The subject and its lessons are the administrators': shown to read, with nothing to save.
    const subject = page.getByTestId(/^item-subject-/);
    await expect(subject.getByRole('textbox', { name: 'Name in हिन्दी' }).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(subject.getByRole('button', { name: /^Save/ }).count()).resolves.toBe(0);
    // demo.teacher's own quiz (for 7 A) can be written.
    await page.getByRole('button', { name: /^Quiz · All question types/ }).click();
    const own = page.getByTestId(/^item-quiz-/).filter({ has: page.getByRole('group', { name: 'Quiz name in English' }).filter({ hasText: 'All question types' }) });
    await own.getByRole('button', { name: /^Save Quiz/ }).waitFor();
    await expect(own.getByRole('textbox', { name: 'Quiz name in हिन्दी' }).getAttribute('readonly')).resolves.toBeNull();
    await waitForQuiet(page);
    await checkAxe(page, 'Translations editor, teacher (en, 1280)', found);
    await screenshot(page, 'translations-editor-teacher-desktop-en', { fullPage: false });
    expectNoAxeFindings(found);
  });
});
