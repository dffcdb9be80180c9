import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { apiLogin, signInThroughApi, type Language } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll, openSection } from '../../src/layout';

/**
 * The offline queue (issue 29 parts 4 and 5, ADR 0029 "The offline queue"), walked by classmates of demo.student in
 * 7 A (fresh accounts, so no other journey depends on the lessons completed or the quizzes taken here):
 * - time spent in a lesson and its completion, made with no network, are sent on reconnect and counted exactly once;
 * - quiz answers picked with no network are kept on the phone and saved on reconnect before the deadline;
 * - answers that reach the server after the deadline and its grace are refused, and the student is told which;
 * - a quiz cannot be started offline: Start is disabled with its reason.
 * The two quizzes (10 minutes and 1 minute) are made by demo.admin and given to 7 A by demo.teacher for this file
 * only; afterAll deletes them (archived, once taken: only their takers still see them).
 */
let browser: Browser;
const SUBJECT = 'scratch-programming';
const VIEWER = `/learning/7/${SUBJECT}/`;
const root = path.resolve(new URL('.', import.meta.url).pathname, '../../../web/src');
type Texts = Record<string, Record<string, string>>;
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const banner = (language: Language) => read<Texts>(`components/i18n/${language}.json`).offline;
const quizTexts = (language: Language) => read<{ card: Record<string, string>; runner: Record<string, string>; result: Record<string, string> }>(`features/quizzes/i18n/${language}.json`);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, String(v)), text);

async function api<T>(method: string, url: string, token: string, body?: unknown, status = 200): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    method, headers: { Authorization: `Token ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBe(status);
  return res.json() as Promise<T>;
}

// ---------------------------------------------------------------- the quizzes of this file

const quizIds: number[] = [];
let admin = '';
const question = (n: number) => ({
  text: `Offline check ${n}: what is ${n} + ${n}?`,
  answers: [{ text: String(2 * n), is_correct: true }, { text: String(2 * n + 1) }, { text: String(2 * n - 1) }],
});
/** A homework quiz of three questions for every school's grade 7, given to 7 A of ABL School, due today (school time). */
async function makeQuiz(name: string, minutes: number, teacher: string): Promise<number> {
  const { quiz } = await api<{ quiz: { id: number } }>('POST', '/authoring/quizzes/', admin, {
    name, topic: 'Offline queue', quiz_type: 'homework', time_minutes: minutes, grade: 7, school_id: null,
    questions: [1, 2, 3].map(question),
  }, 201);
  quizIds.push(quiz.id);
  // Due today: the grid lists the quizzes still to take by due date, so this one is on its first page.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await api('POST', '/teacher_dashboard/homework_report/', teacher, { quiz_id: quiz.id, grade: 7, section: 'A', due_date: today }, 201);
  return quiz.id;
}
let longQuiz = 0;
let shortQuiz = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await apiLogin('demo.admin')).token;
  const teacher = (await apiLogin('demo.teacher')).token;
  longQuiz = await makeQuiz('Offline queue: answers across a drop', 10, teacher);
  shortQuiz = await makeQuiz('Offline queue: answers after the time', 1, teacher);
});
afterAll(async () => {
  for (const id of quizIds) await api('DELETE', `/authoring/quizzes/${id}/`, admin);
  await browser.close();
});

// ---------------------------------------------------------------- helpers

const bannerOf = (page: Page) => page.getByTestId('offline-banner');

/** The screen checked with axe and pictured at both widths, then left at `here`. */
async function looked(page: Page, name: string, found: string[], here: { width: number; height: number }, other: { width: number; height: number }) {
  for (const size of [here, other]) {
    await page.setViewportSize(size);
    await noSidewaysScroll(page);
    await checkAxe(page, `${name} at ${size.width} px`, found);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(here);
}

interface Activity { lesson_summary: { lesson_id: number; video_time: number; quiz_time: number; content_time: number; simulator_time: number; hint_time: number }[] }
/** The course report's time on one lesson (all tabs), in seconds. */
async function lessonTime(token: string, username: string, lessonId: number): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/student_dashboard/student-activity/${username}/`, { headers: { Authorization: `Token ${token}` } });
  // 404: no activity yet (spec 1 §8).
  if (res.status === 404) return 0;
  expect(res.status).toBe(200);
  const row = ((await res.json()) as Activity).lesson_summary.find((l) => l.lesson_id === lessonId);
  return row ? row.video_time + row.quiz_time + row.content_time + row.simulator_time + row.hint_time : 0;
}
interface Curriculum { data: { id: number; position: number }[]; progress: { current_index: number; completed_positions: number[] } }
const curriculum = (token: string) => api<Curriculum>('GET', `/curriculum/7/${SUBJECT}/`, token);

async function openQuizzes(page: Page): Promise<void> {
  await openSection(page, 'quizzes');
  await page.getByTestId('quiz-grid').waitFor();
  await page.getByTestId('quiz-type-select').selectOption('homework');
  // The homework list itself, not the previous list dimmed while it loads (offline it would never arrive).
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Part 4 of the quizzes: offline, Start is disabled and says why; back online it starts. */
async function startNotOffline(page: Page, quizId: number, language: Language, found: string[], here: typeof DESKTOP, other: typeof DESKTOP) {
  const card = page.locator(`[data-testid="quiz-card"][data-quiz-id="${quizId}"]`);
  await card.getByTestId('quiz-start-button').waitFor();
  await page.context().setOffline(true);
  await card.getByTestId('quiz-offline-note').getByText(quizTexts(language).card.offline).waitFor();
  expect(await card.getByTestId('quiz-start-button').isDisabled()).toBe(true);
  await bannerOf(page).getByText(banner(language).title).waitFor();
  await looked(page, `offline-queue-start-disabled-${language}`, found, here, other);
  await page.context().setOffline(false);
  await page.waitForFunction((id) => !(document.querySelector(`[data-quiz-id="${id}"] [data-testid="quiz-start-button"]`) as HTMLButtonElement | null)?.disabled, quizId);
  expect(await card.getByTestId('quiz-offline-note').count()).toBe(0);
  await card.getByTestId('quiz-start-button').click();
  await page.getByTestId('quiz-countdown').waitFor();
  await page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();
}

/** Picks the first option of each question, going Next after each but the last. */
async function answerAll(page: Page): Promise<void> {
  const total = await page.locator('[data-testid^="question-circle-"]').count();
  for (let n = 1; n <= total; n += 1) {
    await page.locator(`[data-testid="question-circle-${n}"][data-state="current"]`).waitFor();
    await page.getByTestId('quiz-option').first().click();
    await page.locator('[data-testid="quiz-option"][data-checked]').waitFor();
    if (n < total) {
      await page.getByTestId('quiz-next').click();
      await page.locator('[data-testid="quiz-runner"][data-settled="true"]').waitFor();
    }
  }
}

const answerSaves = (page: Page, quizId: number) => {
  const replies: Response[] = [];
  page.on('response', (r) => { if (r.request().method() === 'PUT' && r.url().endsWith(`/quiz/${quizId}/answers/`)) replies.push(r); });
  return replies;
};

/** A fresh classmate of demo.student in 7 A (password made from its username), so no other journey sees its work. */
async function classmate(username: string, name: string): Promise<{ username: string; password: string }> {
  const password = `${username.replace('.', '-')}-taker`;
  await registerStudent({ username, email: `${username}@school.example`, password, name, grade: '7', section: 'A' });
  return { username, password };
}

// ---------------------------------------------------------------- the journeys

describe('the offline queue', () => {
  it('counts time and a completion made offline exactly once after the network returns', async () => {
    const { username, password } = await classmate('offline.lesson', 'Tara Offline');
    const found: string[] = [];
    const t = banner('en');
    const page = await newPage(browser, PHONE);
    // Heartbeats come every 30 s of the page's clock: the journey moves that clock instead of waiting.
    await page.clock.install();
    const heartbeats: Promise<{ key: string; body: string; credited: number }>[] = [];
    page.on('response', (r) => {
      if (r.request().method() !== 'POST' || !r.url().endsWith('/api/student_dashboard/track-activity/') || r.status() !== 200) return;
      heartbeats.push(r.json().then((answer: { credited_seconds: number }) => ({
        key: r.request().headers()['idempotency-key'], body: r.request().postData() ?? '', credited: answer.credited_seconds,
      })));
    });
    const { token } = await signInThroughApi(page, username, { password, home: VIEWER });
    await page.getByTestId('lesson-circles').waitFor();
    await page.getByTestId('lesson-name').waitFor();

    // What the course report says of the open lesson before: its time, not completed.
    const before = await curriculum(token);
    const lesson = before.data[before.progress.current_index];
    expect(before.progress.completed_positions).not.toContain(lesson.position);
    const timeBefore = await lessonTime(token, username, lesson.id);
    const sentBefore = heartbeats.length;

    // No network: the banner says so, with nothing waiting yet.
    await page.context().setOffline(true);
    await bannerOf(page).getByText(t.title).waitFor();
    expect(await bannerOf(page).getAttribute('data-online')).toBe('false');

    // 95 s in the lesson: three heartbeats, kept on the phone; then the lesson is completed, kept too.
    await page.clock.runFor(95_000);
    await page.locator('[data-testid="offline-banner"][data-pending="3"]').waitFor();
    expect(await bannerOf(page).textContent()).toContain(fill(t.waiting_other, { count: 3 }));
    await page.getByTestId('mark-completed').click();
    await page.locator('[data-testid="offline-banner"][data-pending="4"]').waitFor();
    expect(await bannerOf(page).textContent()).toContain(fill(t.waiting_other, { count: 4 }));
    // The viewer moved on at once: the lesson's circle is green.
    await page.locator(`[data-testid="lesson-circle-${lesson.position}"][data-state="completed"]`).waitFor();
    await looked(page, 'offline-queue-lesson-offline-en', found, PHONE, DESKTOP);

    // Back online: the banner says the changes are being sent (the first heartbeat is held until that is seen), then goes.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/student_dashboard/track-activity/', async (route) => { await held; await route.continue(); });
    await page.context().setOffline(false);
    await page.locator('[data-testid="offline-banner"][data-online="true"]').waitFor();
    // Four, or more when the page's clock made another heartbeat meanwhile (it runs on with real time).
    const pending = Number(await bannerOf(page).getAttribute('data-pending'));
    expect(pending).toBeGreaterThanOrEqual(4);
    expect(await bannerOf(page).textContent()).toBe(fill(t.sending_other, { count: pending }));
    await looked(page, 'offline-queue-lesson-sending-en', found, PHONE, DESKTOP);
    release();
    await bannerOf(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.unrouteAll({ behavior: 'wait' });

    // The course report: the completion, and the time grew by what the server credited, once.
    const sent = (await Promise.all(heartbeats)).slice(sentBefore);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sent.map((h) => h.key)).size).toBe(sent.length);
    const credited = sent.reduce((sum, h) => sum + h.credited, 0);
    expect(credited).toBeGreaterThan(0);
    // At most 30 s a heartbeat (the server places each at its own moment, so the gaps between them are kept).
    expect(credited).toBeLessThanOrEqual(sent.length * 30);
    expect(await lessonTime(token, username, lesson.id)).toBe(timeBefore + credited);
    expect((await curriculum(token)).progress.completed_positions).toContain(lesson.position);

    // A reload sends nothing again (the queue is empty)...
    await page.reload();
    await page.getByTestId('lesson-circles').waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await bannerOf(page).count()).toBe(0);
    await page.context().close();
    expect(await lessonTime(token, username, lesson.id)).toBe(timeBefore + credited);
    // ...and a heartbeat sent again under its key (an answer lost on the way) gets the first answer and adds nothing.
    const again = sent[0];
    const res = await fetch(`${baseUrl()}/api/student_dashboard/track-activity/`, {
      method: 'POST', headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': again.key }, body: again.body,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { credited_seconds: number }).credited_seconds).toBe(again.credited);
    expect(await lessonTime(token, username, lesson.id)).toBe(timeBefore + credited);
    expectNoAxeFindings(found);
  });

  it('keeps quiz answers picked offline and saves them on reconnect before the deadline (en)', async () => {
    const { username, password } = await classmate('offline.quiz', 'Ishaan Offline');
    const found: string[] = [];
    const q = quizTexts('en');
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, username, { password, home: '/dashboard' });
    await openQuizzes(page);
    await startNotOffline(page, longQuiz, 'en', found, DESKTOP, PHONE);

    // The network drops: each pick is kept on the phone, and the runner and the banner say so.
    const saves = answerSaves(page, longQuiz);
    await page.context().setOffline(true);
    await answerAll(page);
    await page.getByTestId('quiz-save-status').getByText(q.runner.keptOffline).waitFor();
    await page.locator('[data-testid="offline-banner"][data-pending="3"]').waitFor();
    expect(await bannerOf(page).textContent()).toContain(fill(banner('en').waiting_other, { count: 3 }));
    expect((await page.locator('[data-testid^="question-circle-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))))).toEqual(['answered', 'answered', 'current']);
    await looked(page, 'offline-queue-quiz-offline-en', found, DESKTOP, PHONE);

    // Back well before the deadline: all three are saved, then the banner goes.
    await page.context().setOffline(false);
    await bannerOf(page).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => saves.length).toBe(3);
    expect(saves.map((r) => r.status())).toEqual([200, 200, 200]);
    expect(Math.max(...await Promise.all(saves.map(async (r) => ((await r.json()) as { answered: number }).answered)))).toBe(3);

    // Submitted, every answer counts: nothing unanswered, no confirmation asked.
    const submitted = page.waitForResponse((r) => r.url().endsWith(`/quiz/${longQuiz}/save/`));
    await page.getByTestId('quiz-submit').click();
    const reply = await submitted;
    expect(reply.status()).toBe(200);
    const result = await reply.json() as { unattempted: number; late_answers_ignored: boolean };
    expect(result.unattempted).toBe(0);
    expect(result.late_answers_ignored).toBe(false);
    await page.getByTestId('quiz-result').waitFor();
    // The first option is the right one of every question.
    expect(await page.getByTestId('quiz-result-score').textContent()).toBe('3/3');
    await checkAxe(page, 'quiz result after a drop (en)', found);
    await screenshot(page, 'offline-queue-quiz-result-en-1280');
    expectNoAxeFindings(found);
  });

  // A real wait: the server refuses answers after the deadline plus 5 s of grace by its own clock, which page.clock
  // cannot move; the shortest quiz the authoring API makes is one minute, so the journey waits that minute out.
  it('tells which answers arrived after the deadline and were not accepted (hi)', { timeout: 300_000 }, async () => {
    const { username, password } = await classmate('offline.late', 'Anaya Offline');
    const found: string[] = [];
    const q = quizTexts('hi');
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, username, { password, language: 'hi', home: '/dashboard' });
    await openQuizzes(page);
    const started = page.waitForResponse((r) => r.url().endsWith(`/quiz/${shortQuiz}/start/`));
    const startPromise = startNotOffline(page, shortQuiz, 'hi', found, PHONE, DESKTOP);
    const { seconds_left: secondsLeft } = await (await started).json() as { seconds_left: number };
    const deadline = Date.now() + secondsLeft * 1000;
    await startPromise;

    const saves = answerSaves(page, shortQuiz);
    await page.context().setOffline(true);
    await answerAll(page);
    await page.getByTestId('quiz-save-status').getByText(q.runner.keptOffline).waitFor();
    await page.locator('[data-testid="offline-banner"][data-pending="3"]').waitFor();
    expect(await bannerOf(page).textContent()).toContain(fill(banner('hi').waiting_other, { count: 3 }));
    await looked(page, 'offline-queue-quiz-offline-hi', found, PHONE, DESKTOP);

    // Past the deadline and its grace (with a margin for this machine's clock reading), still offline.
    await page.waitForTimeout(Math.max(0, deadline + 5_000 + 3_000 - Date.now()));
    expect(await page.getByTestId('quiz-timer').textContent()).toMatch(/^0?0:00$/);
    await page.context().setOffline(false);

    // The answers reach the server too late: refused, and the student is told which.
    const refused = page.getByTestId('quiz-refused-answers');
    await refused.waitFor({ timeout: 60_000 });
    const list = new Intl.ListFormat('hi', { type: 'conjunction' }).format(['1', '2', '3']);
    expect(await refused.textContent()).toBe(fill(q.result.refused_other, { list }));
    expect(saves.map((r) => r.status())).toEqual([409, 409, 409]);
    await bannerOf(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('quiz-result').getAttribute('data-time-up')).toBe('true');
    await looked(page, 'offline-queue-quiz-late-hi', found, PHONE, DESKTOP);
    expectNoAxeFindings(found);
  });
});
