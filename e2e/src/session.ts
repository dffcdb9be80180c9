import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, DESKTOP, newPage, noteLanguageSaved } from './browser';

export type Language = 'en' | 'hi' | 'mr' | 'bn';

export interface SignInOptions {
  password?: string;
  /**
   * The interface language the page opens in (default English). It is also saved with the account, so a later sign-in
   * through the form, on any page, follows it too.
   */
  language?: Language;
  /** Where the page opens (default the account's dashboard, as after signing in); waited for. */
  home?: string;
}

export interface SignedInPageOptions extends SignInOptions {
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
}

interface Login {
  token: string;
  username: string;
  dashboard_url: string;
  role: string;
  is_superuser: boolean;
}

/**
 * One call to the API as a journey's set-up makes it (no page): JSON in and out, with the token when given. Fails the
 * journey with the server's answer unless the call succeeds.
 */
/** `language`: the Accept-Language the web app sends (content and messages come in it, ADR 0044); none: the server's English. */
export async function apiCall<T>(path: string, init: { token?: string; method?: string; body?: unknown; language?: Language } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Token ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.language ? { 'Accept-Language': init.language } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${path}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return res.json() as Promise<T>;
}

/** Signs in through the API: the session a sign-in through the form would leave, without the form. */
export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<Login> {
  const res = await fetch(`${baseUrl()}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: username, password }),
  });
  expect(res.status, `signing in as ${username}: ${await res.clone().text()}`).toBe(200);
  return await res.json() as Login;
}

/** Saves the interface language with a signed-in account (what the top bar's switch does). */
export async function saveLanguage(token: string, language: Language): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/account/preferences/`, {
    method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: JSON.stringify({ language }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  // The file gives the demo accounts English back when it ends (src/close-pages.ts).
  if (language !== 'en') noteLanguageSaved();
}

/**
 * Signs `page` in as `username` without the sign-in form (the journeys of the form itself use `signIn` from
 * ./browser): signs in through the API, saves the language with the account, puts the session in the browser's storage
 * under the keys the web app's sign-in writes (web/src/lib/storage.ts: STORAGE_KEYS, saveLogin) and opens `home`.
 * The storage is written before the app's first script runs, once per tab: a later sign-out in the journey stays
 * signed out.
 */
export async function signInThroughApi(page: Page, username: string, { password, language = 'en', home }: SignInOptions = {}): Promise<Login> {
  const login = await apiLogin(username, password);
  await saveLanguage(login.token, language);
  const entries: Record<string, string> = {
    authToken: login.token,
    username: login.username,
    dashboard_url: login.dashboard_url,
    role: login.role,
    isAuthenticated: 'true',
    isSuperUser: login.is_superuser ? 'true' : 'false',
    activeContent: 'dashboard',
    language,
  };
  await page.context().addInitScript(({ entries, mark }) => {
    // Once per tab and session: the journey's own later changes (a sign-out, a language switch) are kept.
    try {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, { entries, mark: `e2e-session-${login.token}` });
  const target = home ?? login.dashboard_url;
  await page.goto(target);
  await page.waitForURL((u) => u.pathname === target.split('?')[0]);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  return login;
}

/**
 * A fresh page (./browser's `newPage`) signed in as `username` through the API, open at its dashboard or `home`, in
 * the `language` wanted (English unless asked): what most journeys start with.
 */
export async function signedInPage(browser: Browser, username: string, { viewport = DESKTOP, serviceWorkers, ...options }: SignedInPageOptions = {}): Promise<Page> {
  const page = await newPage(browser, viewport, { serviceWorkers });
  await signInThroughApi(page, username, options);
  return page;
}
