/**
 * Issue 28 item 16: every date and time in the school's zone (Asia/Kolkata for the demo schools), one formatter per
 * kind, in the reader's language, whatever zone the phone or computer is set to. The browser here runs in Los
 * Angeles, so a screen that formatted in the browser's own zone would show a time 13½ hours off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, DESKTOP, launchBrowser, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { setAccountLanguage } from '../../src/accounts';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
// Signing in from a Hindi browser saves Hindi with demo.teacher; the other journeys read the dashboard in English.
afterAll(async () => {
  await setAccountLanguage('demo.teacher', DEMO_PASSWORD, 'en');
  await browser?.close();
});

async function apiToken(username: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: username, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

/** demo.student signs in now; the teacher's Active Learners list names that moment. */
async function latestSignIn(): Promise<{ name: string; at: string }> {
  await apiToken('demo.student');
  const teacher = await apiToken('demo.teacher');
  const res = await fetch(`${baseUrl()}/api/teacher_dashboard/active-users/?limit=200`, { headers: { Authorization: `Token ${teacher}` } });
  const body = await res.json() as { active_users: { username: string; name: string; last_login: string }[] };
  const me = body.active_users.find((u) => u.username === 'demo.student');
  expect(me).toBeDefined();
  return { name: me!.name, at: me!.last_login };
}

const inKolkata = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

describe('dates and times in the school\'s zone', () => {
  it.each([['en', DESKTOP], ['hi', PHONE]] as const)('a sign-in reads the same in Kolkata time on a computer set to Los Angeles (%s)', async (language, viewport) => {
    const { name, at } = await latestSignIn();
    const context = await browser.newContext({ viewport, baseURL: baseUrl(), serviceWorkers: 'block', timezoneId: 'America/Los_Angeles', locale: 'en-US' });
    try {
      const page = await context.newPage();
      await signInThroughApi(page, 'demo.teacher', { language, home: '/teacher_dashboard?view=active-learners' });
      const view = page.getByTestId('active-learners-view');
      const row = view.locator('tbody tr').filter({ hasText: name }).first();
      await row.waitFor();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      const expected = inKolkata(at, language);
      expect(await row.textContent()).toContain(expected);
      // The browser's own zone would have given another time.
      const losAngeles = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' }).format(new Date(at));
      expect(expected).not.toBe(losAngeles);
      const found: string[] = [];
      await checkAxe(page, `dates-active-learners-${language}`, found);
      expectNoAxeFindings(found);
      await screenshot(page, `dates-active-learners-${language}`);
    } finally {
      await context.close();
    }
  });
});
