import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const DEMO_PASSWORD = 'prayog-demo';
const screenshotDir = path.resolve(new URL('.', import.meta.url).pathname, '../screenshots');

/**
 * Debian's headless Chromium shell when it is installed (.ci/run installs it), else Debian's full Chromium; CHROMIUM_PATH
 * picks another. The shell is the same engine and version without the browser's own interface, which the full browser
 * draws even headless: a journey file takes a sixth less time and a third less CPU on it (ADR 0003). It has no PDF
 * viewer, so a PDF opened in a tab arrives as a download there (`fileTabOpened`).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = () => process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/**
 * The two runs of a journey that is checked in both languages and at both widths: English at desktop width and Hindi
 * on a phone. Together they show both languages and both layouts; the other two pairings of the cross-product repeat
 * the same screens (issue 30).
 */
export const LANGUAGE_WIDTHS = [['en', 'desktop', DESKTOP], ['hi', 'phone', PHONE]] as const;

/** The contexts opened by the running test; closed after it (src/close-pages.ts). */
const openContexts = new Set<BrowserContext>();

/**
 * Whether a page of this file saved an account's language (the top bar's switch does). The account keeps it and the
 * next sign-in follows it, so the file gives the demo accounts back English when it ends (src/close-pages.ts).
 */
let languageSaved = false;
export const takeLanguageSaved = (): boolean => { const saved = languageSaved; languageSaved = false; return saved; };
/** For a language saved with an account other than through a page (src/session.ts). */
export const noteLanguageSaved = (): void => { languageSaved = true; };

/**
 * A page in a fresh context. The app's service worker is blocked unless a journey asks for it (the installable-app
 * journey): it would precache every screen's code in each context, and page.route does not see what it answers.
 */
export async function newPage(browser: Browser, viewport = DESKTOP, { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), serviceWorkers });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  context.on('request', (r) => {
    if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/account/preferences/') languageSaved = true;
  });
  return context.newPage();
}

/**
 * Closes every page a test opened. A page left open keeps running (the live notification stream, refetch timers,
 * the news slider) until its browser closes at the end of the file, and a file's pages then compete for the CPU with
 * the journeys still to come.
 */
export async function closeOpenPages(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  // A test's route handler may still be answering when its test ends: its later errors (the page is gone) are not the
  // next test's failure.
  await Promise.all(contexts.map(async (c) => {
    await Promise.all(c.pages().map((p) => p.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined)));
    await c.close().catch(() => undefined);
  }));
}

/** Whether journeys take their pictures (E2E_SCREENSHOTS=1): nothing asserts on them, so a plain run takes none. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, a picture of the page lands in e2e/screenshots (not committed) for a person to look at;
 * otherwise nothing happens. `fullPage: false` keeps an open dialog in the window as the person sees it; `drawMs` gives
 * what the page cannot report as finished (the browser's PDF viewer drawing) that long first.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, drawMs = 0 } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  // Dialogs and sliding forms at rest, not half transparent or mid-way (a picture never fails the journey).
  await atRest(page, 5_000).catch(() => undefined);
  if (drawMs) await page.waitForTimeout(drawMs);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * Does what opens a file in a new tab (ViewFileButton) and returns that tab once it asked for the file's blob: address:
 * the full browser then shows it in its PDF viewer, the headless shell (no viewer) hands it over as a download. The
 * request is watched from before the click: a file the app already holds can arrive before the tab is known here.
 */
export async function openFileTab(page: Page, open: () => Promise<unknown>, timeoutMs = 30_000): Promise<Page> {
  const context = page.context();
  let onRequest: (r: Request) => void = () => undefined;
  const fileAsked = new Promise<Page>((resolve) => {
    onRequest = (r) => {
      const from = r.frame().page();
      if (r.url().startsWith('blob:') && from !== page) resolve(from);
    };
    context.on('request', onRequest);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no tab asked for the file within ${timeoutMs} ms`)), timeoutMs); });
  try {
    const [tab] = await Promise.all([context.waitForEvent('page'), open()]);
    const asking = await Promise.race([fileAsked, timedOut]);
    if (asking !== tab) throw new Error('the file was asked for by another page than the new tab');
    return tab;
  } finally {
    clearTimeout(timer);
    context.off('request', onRequest);
  }
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const form = page.getByTestId('signin-form');
  await form.locator('input[name="username_or_email"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** The bell's live notification stream stays open for the whole visit, so it never counts as pending work. */
const LIVE_STREAM = '/api/notifications/stream';

/**
 * Waits until the page has had no request in flight for `quietMs` (Playwright's 'networkidle' never comes while
 * the live notification stream is open). Call it after the action whose requests should finish.
 */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const pending = new Set<object>();
  const counts = (r: { url(): string }) => !r.url().includes(LIVE_STREAM);
  const add = (r: { url(): string }) => { if (counts(r)) pending.add(r); };
  const done = (r: object) => { pending.delete(r); };
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
    throw new Error(`the page still had ${pending.size} request(s) in flight after ${timeoutMs} ms`);
  } finally {
    page.off('request', add);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/** Waits until every open dialog has finished its opening transition (mid-way it is half transparent): for screenshots. */
export async function dialogsShown(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[role="dialog"]')).every((d) => getComputedStyle(d).opacity === '1'), undefined, { timeout });
}

/** Dialogs fully shown and no transition running: the screen as a person sees it once it stops moving. */
export async function atRest(page: Page, timeout?: number): Promise<void> {
  await dialogsShown(page, timeout);
  await animationsDone(page, timeout);
}

/** Waits until no CSS transition or animation is running (a sliding form caught mid-way fails contrast checks). */
export async function animationsDone(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout });
}
