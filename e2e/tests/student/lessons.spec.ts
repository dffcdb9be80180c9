import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, LANGUAGE_WIDTHS, launchBrowser, newPage, PHONE, screenshot, waitForQuiet } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { registerStudent } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { openSection } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

async function openSubjectsPanel(page: Page) {
  await openSection(page, 'subjects');
  await page.getByTestId('subjects-panel').locator('[data-testid^="subject-card-"]').first().waitFor();
}

const circleState = (page: Page, n: number) => page.getByTestId(`lesson-circle-${n}`).getAttribute('data-state');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits out 'Wait N sec' (checked when the lesson has just started), then marks the open lesson completed. */
async function markCompleted(page: Page, justStarted: boolean) {
  const button = page.getByTestId('mark-completed');
  const seenWaiting = Date.now();
  if (justStarted) {
    expect(await button.textContent()).toMatch(/^Wait [12] sec$/);
    expect(await button.isDisabled()).toBe(true);
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="mark-completed"]')?.textContent === 'Mark as Completed', null, { timeout: 5000 });
  // The lesson started just before 'Wait N sec' was seen, so the wait that is left is over a second.
  if (justStarted) expect(Date.now() - seenWaiting).toBeGreaterThan(1000);
  await button.click();
}

/** Completes lessons from the open one through the 8th, checking the circles move on each time. */
async function completeThroughEighth(page: Page, from: number) {
  for (let n = from; n <= 8; n++) {
    expect(await circleState(page, n)).toBe('current');
    const name = await page.getByTestId('lesson-name').textContent();
    await markCompleted(page, n > from);
    if (n < 8) {
      await page.waitForFunction((next) => document.querySelector(`[data-testid="lesson-circle-${next}"]`)?.getAttribute('data-state') === 'current', n + 1);
      expect(await circleState(page, n)).toBe('completed');
      expect(await page.getByTestId('lesson-name').textContent()).not.toBe(name);
    }
  }
  await page.getByTestId('bravo-popup').waitFor();
  expect(await page.getByTestId('bravo-popup').textContent()).toContain('Bravo! You have completed the subject.');
}


function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A minimal zip archive (deflated entries), enough for an Office document the viewer can read. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text, 'utf8');
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(Object.keys(files).length, 8); end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const DOCX = zip({
  'word/document.xml': `<?xml version="1.0"?><w:document ${W}><w:body>
    <w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Hint: gears</w:t></w:r></w:p>
    <w:p><w:r><w:t xml:space="preserve">Count the teeth </w:t></w:r><w:r><w:t>on both gears.</w:t></w:r></w:p>
  </w:body></w:document>`,
});
const XLSX = zip({
  'xl/workbook.xml': '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Readings" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  'xl/sharedStrings.xml': '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Voltage</t></si><si><t>Current</t></si></sst>',
  'xl/worksheets/sheet1.xml': '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2"><v>9</v></c><c r="B2"><v>0.45</v></c></row></sheetData></worksheet>',
});

/** Serves every stored file as `body` for this page, so each kind of hint document can be tried. */
async function serveHintAs(page: Page, contentType: string, body: Buffer | string, status = 200) {
  await page.unroute('**/api/files/**');
  await page.route('**/api/files/**', (route) => route.fulfill({
    status, contentType, body, headers: { 'content-disposition': 'inline; filename="hint-file"' },
  }));
  await page.goto('/learning/7/robotics/');
  await page.getByTestId('tab-hint').click();
}

describe('the lesson viewer', () => {
  it('opens a subject from the Subjects panel, shows every tab, and completes the 8 lessons to the Bravo popup; progress survives a reload', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await openSubjectsPanel(page);
    const cards = page.getByTestId('subjects-panel').locator('[data-testid^="subject-card-"]');
    expect(await cards.count()).toBe(4);
    expect(await page.getByTestId('subject-card-robotics').textContent()).toContain('5 of 8 lessons completed');
    await screenshot(page, 'lessons-subjects-desktop');

    // Artificial Intelligence: the demo student has completed none of it.
    await page.getByTestId('subject-card-artificial-intelligence').click();
    await page.waitForURL((u) => u.pathname === '/learning/7/artificial-intelligence/');
    await page.getByTestId('lesson-circles').waitFor();
    expect(await circleState(page, 1)).toBe('current');
    expect(await circleState(page, 2)).toBe('todo');
    expect(await page.getByTestId('lesson-circle-2').isDisabled()).toBe(true);

    // Content: the lesson page in a 570 px frame.
    const lessonName = (await page.getByTestId('lesson-name').textContent())!;
    const content = page.getByTestId('frame-content');
    // The demo lessons are authored lessons: their text is on the authored lesson page, editable in Authoring, served
    // only to whom the lesson is shown, so fetched with the token and framed from a blob.
    await page.locator('[data-testid="frame-content"][src^="blob:"]').waitFor();
    expect((await content.boundingBox())!.height).toBe(570);
    await page.frameLocator('[data-testid="frame-content"]').locator('h1').getByText(lessonName).waitFor();
    await page.waitForFunction(() => /\d{2}:\d{2}:\d{2}/.test(document.querySelector('[data-testid="time-content"]')?.textContent ?? ''));
    expect(await page.getByTestId('time-spent').textContent()).toMatch(/Content \d{2}:\d{2}:\d{2}.*Video \d{2}:\d{2}:\d{2}.*Quiz \d{2}:\d{2}:\d{2}.*Simulator \d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'lessons-viewer-content-desktop');

    await page.getByTestId('tab-video').click();
    await page.getByTestId('not-available-video').getByText('Video not available').waitFor();

    // Quiz: the key-term self-check answers in the page itself.
    await page.getByTestId('tab-quiz').click();
    const quiz = page.frameLocator('[data-testid="frame-quiz"]');
    await quiz.getByRole('button', { name: 'Check answers' }).click();
    await quiz.getByText(/^You got 0 of \d right\.$/).waitFor();
    await screenshot(page, 'lessons-viewer-quiz-desktop');

    await page.getByTestId('tab-simulator').click();
    expect(await page.getByTestId('frame-simulator').getAttribute('src')).toMatch(/^\/api\/content\/simulators\/[a-z-]+\/$/);

    // Hint: the PDF fetched with the token and shown inline from a blob.
    await page.getByTestId('tab-hint').click();
    const hint = page.getByTestId('hint-pdf');
    await hint.waitFor();
    expect(await hint.getAttribute('src')).toMatch(/^blob:/);
    // The browser's PDF viewer draws before the picture.
    await screenshot(page, 'lessons-viewer-hint-desktop', { drawMs: 1500 });

    await page.getByTestId('tab-content').click();
    await completeThroughEighth(page, 1);
    await dialogsShown(page); // the popup fades in
    await screenshot(page, 'lessons-bravo-desktop');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('bravo-popup').waitFor({ state: 'detached' });

    // Progress is on the server: a reload shows every lesson done, with the last one open.
    await page.reload();
    await page.getByTestId('lesson-circles').waitFor();
    for (let n = 1; n <= 7; n++) expect(await circleState(page, n)).toBe('completed');
    expect(await circleState(page, 8)).toBe('current');
    await page.getByTestId('lesson-circle-3').click();
    expect(await circleState(page, 3)).toBe('current');
    expect(await circleState(page, 8)).toBe('completed');

    await page.getByTestId('viewer-back').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/subjects');
    await page.getByTestId('subject-card-artificial-intelligence').getByText('8 of 8 lessons completed').waitFor();
  });

  it('sends a heartbeat every 30 s with the open tab, and the time-spent line grows', async () => {
    const page = await newPage(browser);
    // The page's clock is the test's: the 30 s between heartbeats pass at once (fastForward below), not in real time.
    await page.clock.install();
    await signInThroughApi(page, 'demo.student');
    // Robotics: 5 lessons done, so the viewer opens on the 6th.
    await page.goto('/learning/7/robotics/');
    await page.getByTestId('lesson-circles').waitFor();
    expect(await circleState(page, 6)).toBe('current');
    expect(await page.getByTestId('lesson-circle-7').isDisabled()).toBe(true);
    await page.waitForFunction(() => /\d{2}:\d{2}:\d{2}/.test(document.querySelector('[data-testid="time-simulator"]')?.textContent ?? ''));
    const before = await page.getByTestId('time-simulator').textContent();
    await page.getByTestId('tab-simulator').click();

    const heartbeat = page.waitForRequest((r) => r.url().endsWith('/api/student_dashboard/track-activity/') && r.method() === 'POST', { timeout: 20_000 });
    // Nothing goes out before the interval is over. The page's clock keeps flowing in real time, so the journey does
    // not wait between the two steps: every real second would count towards the 30.
    await page.clock.fastForward('00:29');
    expect(await Promise.race([heartbeat.then(() => 'sent'), Promise.resolve('waiting')])).toBe('waiting');
    await page.clock.fastForward('00:02');
    const request = await heartbeat;
    const { made_at: madeAt, sent_at: sentAt, ...body } = request.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ grade: 7, subject: 'robotics', lesson_name: await page.getByTestId('lesson-name').textContent(), action: 'simulator', time_spent: 30 });
    // The offline queue (issue 29 part 4) says when the phone made the heartbeat and sent it, by the phone's clock.
    expect(typeof madeAt).toBe('string');
    expect(Date.parse(String(sentAt))).toBeGreaterThanOrEqual(Date.parse(String(madeAt)));
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(((await response?.json()) as { credited_seconds: number }).credited_seconds).toBeGreaterThan(0);
    await page.waitForFunction((old) => document.querySelector('[data-testid="time-simulator"]')?.textContent !== old, before, { timeout: 10_000 });
  });

  it('works at 360 px: subjects, a lesson, the hint and the Bravo popup, without sideways scrolling', async () => {
    const page = await newPage(browser, PHONE);
    await signInThroughApi(page, 'demo.student');
    await openSubjectsPanel(page);
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'lessons-subjects-phone');

    await page.getByTestId('subject-card-electronics').click();
    await page.waitForURL((u) => u.pathname === '/learning/7/electronics/');
    await page.getByTestId('frame-content').waitFor();
    await page.frameLocator('[data-testid="frame-content"]').locator('h1').waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'lessons-viewer-content-phone');

    await page.getByTestId('tab-hint').click();
    await page.getByTestId('hint-pdf').waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'lessons-viewer-hint-phone', { drawMs: 1500 });

    await page.getByTestId('tab-content').click();
    await completeThroughEighth(page, 1);
    await dialogsShown(page);
    await screenshot(page, 'lessons-bravo-phone');
  });

  it('shows Word and Excel hints inline as text and cells, refuses other types, and reports a failed fetch', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');

    await serveHintAs(page, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX);
    const word = page.getByTestId('hint-word');
    await word.getByRole('heading', { name: 'Hint: gears' }).waitFor();
    expect(await word.textContent()).toContain('Count the teeth on both gears.');
    await screenshot(page, 'lessons-viewer-hint-word-desktop');

    await serveHintAs(page, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX);
    const excel = page.getByTestId('hint-excel');
    await excel.getByText('Sheet: Readings').waitFor();
    expect(await excel.locator('td').allTextContents()).toEqual(['Voltage', 'Current', '9', '0.45']);

    // An old binary .doc cannot be read here: it is offered as a download.
    await serveHintAs(page, 'application/msword', Buffer.from('not a zip archive'));
    await page.getByTestId('hint-no-preview').getByText('This document cannot be shown here.').waitFor();
    expect(await page.getByTestId('hint-download').getAttribute('href')).toMatch(/^blob:/);

    await serveHintAs(page, 'text/plain', 'plain text');
    await page.getByTestId('hint-unsupported').getByText('Unsupported file type').waitFor();

    await serveHintAs(page, 'application/json', JSON.stringify({ detail: 'File not found.' }), 404);
    await page.getByTestId('hint-error').getByText('Error loading document: File not found.').waitFor();
  });

  it('sends a visitor without a token to /login, and shows the server detail for a subject of another grade', async () => {
    const anonymous = await newPage(browser);
    await anonymous.goto('/learning/7/robotics/');
    await anonymous.waitForURL((u) => u.pathname === '/login');

    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    await page.goto('/learning/8/robotics/');
    const refused = page.getByTestId('lesson-refused');
    await refused.getByRole('heading', { level: 1, name: 'You cannot open this lesson' }).waitFor();
    expect(await page.getByTestId('lesson-refused-message').textContent()).toBe('You can only open the subjects of your own grade.');
    expect(await refused.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await refused.getByTestId('viewer-back').textContent()).toBe('Back to Subjects');
  });
});

describe('the lesson viewer\'s language switch (issue 28, item 20)', () => {
  const BACK = { en: 'Back to Subjects', hi: 'विषयों पर वापस जाएँ' } as const;
  const LABEL = { en: 'English', hi: 'हिन्दी' } as const;
  const CASES = LANGUAGE_WIDTHS;
  const run = Date.now().toString(36);

  it.each(CASES)('starts in %s at %s width, switches language inside the viewer and keeps it after a reload', async (start, size, viewport) => {
    const other = start === 'en' ? 'hi' : 'en';
    // A student of their own: the switch saves the language with the account.
    const username = `viewer.lang.${start}.${size}.${run}`;
    await registerStudent({ username, email: `${username}@school.example`, password: 'learning-is-fun', name: 'Kavya Nair', grade: '7', section: 'A' });
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, username, { password: 'learning-is-fun', language: start, home: '/dashboard' });
    await page.goto('/learning/7/robotics/');
    const bar = page.getByTestId('viewer-top-bar');
    await page.getByTestId('lesson-circles').waitFor();
    await bar.getByText(BACK[start]).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(start);
    const found: string[] = [];
    await page.getByTestId('frame-content').waitFor();
    await checkAxe(page, `lesson viewer (${start}, ${size})`, found);

    // The same switch as the role shells' top bars, in the viewer's own top bar.
    const languageSwitch = bar.getByTestId('language-switch');
    await languageSwitch.selectOption({ label: LABEL[other] });
    await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
    await bar.getByText(BACK[other]).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await checkAxe(page, `lesson viewer after switching to ${other} (${size})`, found);
    await screenshot(page, `lessons-viewer-switched-${other}-${size}`, { fullPage: false });

    // Remembered as everywhere else: after a reload the viewer is still in the chosen language.
    await page.reload();
    await page.getByTestId('lesson-circles').waitFor();
    await page.getByTestId('viewer-top-bar').getByText(BACK[other]).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
    expectNoAxeFindings(found);
  });
});

describe('a lesson address that names no lesson', () => {
  it.each([
    ['a grade that is not a number', '/learning/abc/robotics'],
    ['a subject that does not exist', '/learning/7/no-such-subject/'],
    ['a grade out of range', '/learning/99/robotics/'],
  ])('shows a friendly "not found" for %s, with the way back to Subjects', async (_what, address) => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'demo.student');
    const curriculumCalls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/curriculum/')) curriculumCalls.push(r.url()); });
    await page.goto(address);
    const notFound = page.getByTestId('lesson-not-found');
    await notFound.getByRole('heading', { level: 1, name: 'Lesson not found' }).waitFor();
    const message = (await page.getByTestId('lesson-not-found-message').textContent())!;
    expect(message).toContain('We could not find this subject.');
    // No raw validation text, no server wording.
    expect(message).not.toMatch(/Grade must be|Not a subject slug|Subject not found/);
    expect(await page.getByTestId('error-state').count()).toBe(0);
    // A grade or slug that cannot be valid is not even sent to the server.
    if (!address.includes('no-such-subject')) expect(curriculumCalls).toEqual([]);
    await page.getByTestId('viewer-back').click();
    await page.getByTestId('subjects-panel').locator('[data-testid^="subject-card-"]').first().waitFor();
    expect(await page.getByTestId('nav-subjects').getAttribute('aria-current')).toBe('page');
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('looks right at %s width', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.student');
    await page.goto('/learning/7/no-such-subject/');
    await page.getByTestId('lesson-not-found').waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, `lessons-not-found-${name}`);
  });
});

describe('someone other than a student opening a lesson link', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a parent is told lessons are for students, with the way back to their dashboard (%s)', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await signInThroughApi(page, 'demo.parent', { home: '/parent_dashboard' });
    await page.goto('/learning/7/robotics/');
    const refused = page.getByTestId('lesson-refused');
    await refused.getByRole('heading', { level: 1, name: 'You cannot open this lesson' }).waitFor();
    expect(await page.getByTestId('lesson-refused-message').textContent())
      .toBe('Lessons are for students and their teachers. Parents can follow progress on the parent dashboard.');
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, `lessons-parent-refused-${name}`);
    await refused.getByTestId('viewer-back').click();
    await page.waitForURL((u) => u.pathname === '/parent_dashboard');
    await page.getByTestId('parent-greeting').waitFor();
  });

  it.each([
    ['demo.teacher', '/teacher_dashboard', '/learning/8/robotics/'],
    ['demo.school', '/school_dashboard', '/learning/6/electronics/'],
    ['demo.admin', '/admin-dashboard', '/learning/7/robotics/'],
  ])('%s previews the lessons of any grade: every lesson opens, nothing is recorded, and the way back is their dashboard', async (username, home, address) => {
    const page = await newPage(browser);
    const refused: string[] = [];
    const recorded: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`); });
    page.on('request', (r) => { if (/track-activity|lesson-summary|\/complete\//.test(r.url())) recorded.push(r.url()); });
    await signInThroughApi(page, username, { home: home });
    await page.goto(address);
    await page.getByTestId('viewer-preview-note').getByText('You are previewing these lessons.', { exact: false }).waitFor();
    expect(await page.getByTestId('mark-completed').count()).toBe(0);
    expect(await page.getByTestId('time-spent').count()).toBe(0);
    // Any lesson can be opened, not only the first.
    expect(await page.getByTestId('lesson-circle-8').isDisabled()).toBe(false);
    await page.getByTestId('lesson-circle-5').click();
    expect(await circleState(page, 5)).toBe('current');
    await page.getByTestId('frame-content').waitFor();
    if (username === 'demo.teacher') await screenshot(page, 'lessons-teacher-preview-desktop');
    expect(await page.getByTestId('viewer-back').textContent()).toBe('Back to dashboard');
    await page.getByTestId('viewer-back').click();
    await page.waitForURL((u) => u.pathname === home);
    expect(refused).toEqual([]);
    expect(recorded).toEqual([]);
  });
});

describe('time on a lesson', () => {
  it('is not credited while the tab is hidden: no heartbeat goes out until the page is visible again', async () => {
    await registerStudent({
      username: 'hidden.tab.learner', email: 'hidden.tab.learner@school.example', password: 'learning-is-fun', name: 'Tara Singh', grade: '7', section: 'B',
    });
    const page = await newPage(browser);
    const beats: { action: string; status: number }[] = [];
    page.on('requestfinished', async (r) => {
      if (!r.url().endsWith('/api/student_dashboard/track-activity/')) return;
      beats.push({ action: (r.postDataJSON() as { action: string }).action, status: (await r.response())?.status() ?? 0 });
    });
    // A fake clock lets the journey move 30-second steps at once.
    await page.clock.install();
    await signInThroughApi(page, 'hidden.tab.learner', { password: 'learning-is-fun', home: '/dashboard' });
    await page.goto('/learning/7/robotics/');
    await page.getByTestId('lesson-circles').waitFor();

    const setVisibility = (state: 'hidden' | 'visible') => page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

    // Three heartbeat periods with the tab in the background: nothing is sent.
    await setVisibility('hidden');
    await page.clock.runFor(95_000);
    await waitForQuiet(page, 500);
    expect(beats).toEqual([]);

    // Back in front: the next beat goes out, for the open tab.
    await setVisibility('visible');
    await page.clock.runFor(31_000);
    await expect.poll(() => beats.length, { timeout: 5000 }).toBe(1);
    expect(beats[0]).toEqual({ action: 'content', status: 200 });
  });
});
