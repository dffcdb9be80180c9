import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ItemAnalysis, ItemAnalysisQuiz } from '@prayog/contract';
import { DEMO_PASSWORD, LANGUAGE_WIDTHS, launchBrowser, screenshot } from '../../src/browser';
import { apiCall, apiLogin, signedInPage, type Language } from '../../src/session';
import { registerStudent, setAccountLanguage } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings, settled } from '../../src/a11y';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => {
  await setAccountLanguage('demo.teacher', DEMO_PASSWORD, 'en');
  await browser.close();
});

/** What the screen says, per language (web/src/features/item-analysis catalogues). */
const TEXT = {
  en: { title: 'Item analysis', hidden: 'This quiz is set for every school', right: 'Right answer', header: 'Question' },
  hi: { title: 'प्रश्न विश्लेषण', hidden: 'यह क्विज़ सभी स्कूलों के लिए है', right: 'सही उत्तर', header: 'प्रश्न' },
} as const;

/** A homework quiz given to demo.teacher's 7 A with submissions there, and what the server says of 7 A. */
/** The analysis as the screen reads it: in the teacher's language (the Hindi course's questions are in Hindi). */
async function demoQuizOf7A(language: Language): Promise<{ quiz: ItemAnalysisQuiz; analysis: ItemAnalysis }> {
  const { token } = await apiLogin('demo.teacher');
  const { quizzes } = await apiCall<{ quizzes: ItemAnalysisQuiz[] }>('/teacher_dashboard/item-analysis/', { token });
  for (const quiz of quizzes.filter((q) => q.quiz_type === 'homework' && q.submitted > 0)) {
    const analysis = await apiCall<ItemAnalysis>(`/teacher_dashboard/item-analysis/${quiz.id}/?grade=7&section=A`, { token, language });
    if (analysis.attempts >= 3) return { quiz, analysis };
  }
  throw new Error('No homework quiz of ABL 7 A has submissions in the demo data');
}

/**
 * A quiz the school wrote itself (its teachers see its answers), with a multiple-select and a typed question, given to
 * 11 J (a class no demo student is in, so no other journey's counts change) and taken by four new students there.
 */
async function ownQuizTaken(): Promise<number> {
  const { token } = await apiLogin('demo.teacher');
  const stamp = Date.now().toString(36);
  const { quiz } = await apiCall<{ quiz: { id: number; questions: { id: number; kind: string; answers: { id: number; text: string }[] }[] } }>('/authoring/quizzes/', {
    token, method: 'POST', body: {
      name: `Item analysis check ${stamp}`, topic: 'Gears', quiz_type: 'homework', time_minutes: 10, grade: 11, review_mode: 'after_submission',
      questions: [
        { kind: 'single', text: 'Which gear turns faster?', answers: [{ text: 'The smaller one', is_correct: true }, { text: 'The larger one' }, { text: 'Both the same' }] },
        { kind: 'multiple', text: 'Which of these are simple machines?', answers: [{ text: 'Lever', is_correct: true }, { text: 'Pulley', is_correct: true }, { text: 'Battery' }] },
        { kind: 'short_text', text: 'Two or more gears meshed together are called a gear ____.', answers: [{ text: 'train' }] },
      ],
    },
  });
  await apiCall('/teacher_dashboard/homework_report/', { token, method: 'POST', body: { quiz_id: quiz.id, grade: 11, section: 'J' } });
  const [single, multiple, typed] = quiz.questions;
  // Each student's answers: the single choice (option index), the multiple select (option indexes), the typed text.
  const papers: [number, number[], string][] = [[0, [0, 1], 'train'], [0, [0], 'Train'], [1, [0, 2], 'chain'], [2, [2], 'chain ']];
  for (const [i, [one, many, text]] of papers.entries()) {
    const username = `analysis.${stamp}.${i}`;
    const password = 'item-analysis-2026';
    await registerStudent({ username, email: `${username}@school.example`, password, name: `Analysis Learner ${i + 1}`, grade: '11', section: 'J' });
    const student = (await apiLogin(username, password)).token;
    await apiCall(`/quiz/${quiz.id}/start/`, { token: student, method: 'POST' });
    await apiCall(`/quiz/${quiz.id}/answers/`, { token: student, method: 'PUT', body: { question_id: single.id, answer_id: single.answers[one].id } });
    await apiCall(`/quiz/${quiz.id}/answers/`, { token: student, method: 'PUT', body: { question_id: multiple.id, answer_ids: many.map((m) => multiple.answers[m].id) } });
    await apiCall(`/quiz/${quiz.id}/answers/`, { token: student, method: 'PUT', body: { question_id: typed.id, response: text } });
    await apiCall(`/quiz/${quiz.id}/save/`, { token: student, method: 'POST', body: { answers: [] } });
  }
  return quiz.id;
}

const rows = (page: Page) => page.locator('[data-testid="item-analysis-table"] tbody tr');

async function analysisShown(page: Page): Promise<void> {
  await settled(page, '[data-testid="item-analysis-table"] tbody tr');
}

describe('item analysis (issue 32 item 5, ADR 0042)', () => {
  let own: number;
  beforeAll(async () => { own = await ownQuizTaken(); });

  for (const [language, width, viewport] of LANGUAGE_WIDTHS) {
    it(`a teacher opens a 7 A quiz's item analysis from its report, most missed first (${language}, ${width})`, async () => {
      const text = TEXT[language];
      const found: string[] = [];
      const { quiz, analysis } = await demoQuizOf7A(language);
      const page = await signedInPage(browser, 'demo.teacher', { viewport, language, home: '/teacher_dashboard/report?tab=homework' });
      await page.locator('[data-testid="report-quiz-select"] option').first().waitFor({ state: 'attached' });
      await page.getByTestId('report-quiz-select').selectOption(String(quiz.id));
      await page.getByTestId('open-item-analysis').click();
      await page.waitForURL((u) => u.pathname === '/teacher_dashboard/item-analysis' && u.searchParams.get('quiz') === String(quiz.id));
      await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
      const asked = page.waitForResponse((r) => r.url().includes(`/item-analysis/${quiz.id}/?grade=7&section=A`));
      await page.getByTestId('item-analysis-class').selectOption('7-A');
      expect((await asked).status()).toBe(200);
      await analysisShown(page);

      // The server's order, most missed first; an every-school quiz's answers are not marked (ADR 0042), the school's own are.
      expect(await rows(page).count()).toBe(Math.min(25, analysis.questions.length));
      expect(await rows(page).first().textContent()).toContain(analysis.questions[0].text);
      expect(await page.getByTestId('item-analysis-summary').textContent()).toContain(String(analysis.attempts));
      if (analysis.answers_hidden) {
        expect(await page.getByTestId('item-analysis-hidden').textContent()).toContain(text.hidden);
        expect(await page.locator('[data-testid="option-counts"] [data-right]').count()).toBe(0);
      } else {
        expect(await page.getByTestId('item-analysis-hidden').count()).toBe(0);
        expect(await page.locator('[data-testid="option-counts"] [data-right]').count()).toBeGreaterThan(0);
      }
      const shares = analysis.questions.map((q) => q.right_percent ?? 101);
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
      await checkAxe(page, `item analysis of a 7 A quiz (${language}, ${width})`, found);
      await noSidewaysScroll(page);
      await screenshot(page, `item-analysis-7a-${language}-${width}`);

      // The school's own quiz: the right options marked, partial credit and the commonest wrong typed answer.
      await page.goto(`/teacher_dashboard/item-analysis?quiz=${own}&class=11-J`);
      await analysisShown(page);
      expect(await page.getByTestId('item-analysis-hidden').count()).toBe(0);
      expect(await page.locator('[data-testid="option-counts"] [data-right]').count()).toBe(3);
      expect(await page.getByText(`${text.right}`, { exact: false }).count()).toBeGreaterThan(0);
      expect(await rows(page).filter({ hasText: 'chain: 2' }).count()).toBe(1);
      await checkAxe(page, `item analysis of the school's own quiz (${language}, ${width})`, found);
      await noSidewaysScroll(page);
      await screenshot(page, `item-analysis-own-${language}-${width}`);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('item-analysis-csv').click()]);
      expect(download.suggestedFilename()).toBe(`item-analysis-quiz-${own}-grade-11-J.csv`);
      const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      expect(header).toContain(text.header);
      expect(lines).toHaveLength(3);
      expect(csv).toContain(language === 'en' ? 'The smaller one (right): 2' : 'The smaller one (सही उत्तर): 2');
      await page.close();
      expectNoAxeFindings(found);
    });
  }
});
