import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';
import { apiLogin, saveLanguage, type Language } from './session';

/** ABL School's join code in the demo data (ADR 0005); students type it to join the school. */
export const ABL_JOIN_CODE = 'K7QM4XPA';
const isAbl = (label: string) => label.startsWith('ABL School');

export interface NewStudent {
  username: string;
  email: string;
  password: string;
  name: string;
  grade: string;
  section: string;
}

/** The current privacy notice's version, as the sign-up form sends it with a new account (ADR 0032). */
export async function currentNoticeVersion(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/privacy/notice/`);
  expect(res.status).toBe(200);
  return (await res.json() as { version: number }).version;
}

/**
 * Creates a student of ABL School through the API, for journeys that only need a fresh account. Like the sign-up form,
 * it accepts the current privacy notice unless `acceptNotice: false` (the notice is then asked for at the first sign-in).
 */
export async function registerStudent(s: NewStudent, { acceptNotice = true }: { acceptNotice?: boolean } = {}): Promise<void> {
  const choices = await (await fetch(`${baseUrl()}/api/school_dashboard/school-choices/`)).json() as { schools: { value: string; label: string }[] };
  const school = choices.schools.find((c) => isAbl(c.label));
  if (!school) throw new Error('ABL School is not in the school choices');
  const res = await fetch(`${baseUrl()}/api/account/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user: { username: s.username, email: s.email, password: s.password, role: 'student' },
      school: school.value, name: s.name, grade: Number(s.grade), section: s.section, join_code: ABL_JOIN_CODE,
      ...(acceptNotice ? { privacy_notice_version: await currentNoticeVersion() } : {}),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * Opens the sign-up panel and fills a student's form for ABL School (option 1 of the school list: option 0 is
 * the 'School Name' placeholder) with its join code. Fields left out stay empty (`school: false` leaves the
 * school unchosen, `joinCode: ''` the join code empty); ticks "I have read the privacy notice" unless `notice: false`. Does
 * not submit.
 */
export async function fillStudentSignUp(page: Page, s: Partial<NewStudent> & { joinCode?: string; school?: boolean; notice?: boolean }): Promise<Locator> {
  await page.goto('/login');
  await page.getByTestId('show-signup').click();
  const form = page.getByTestId('signup-form');
  await form.locator('select[name="role"]').selectOption('student');
  if (s.username !== undefined) await form.locator('input[name="username"]').fill(s.username);
  if (s.email !== undefined) await form.locator('input[name="email"]').fill(s.email);
  if (s.password !== undefined) await form.locator('input[name="password"]').fill(s.password);
  if (s.name !== undefined) await form.locator('input[name="name"]').fill(s.name);
  if (s.grade !== undefined) await form.locator('select[name="grade"]').selectOption(s.grade);
  if (s.section !== undefined) await form.locator('select[name="section"]').selectOption(s.section);
  const school = form.locator('select[name="school"]');
  await school.locator('option').nth(1).waitFor({ state: 'attached' });
  expect(isAbl((await school.locator('option').nth(1).textContent()) ?? '')).toBe(true);
  if (s.school !== false) await school.selectOption({ index: 1 });
  const joinCode = s.joinCode ?? ABL_JOIN_CODE;
  if (joinCode) await form.locator('input[name="join_code"]').fill(joinCode);
  if (s.notice !== false) await form.getByTestId('signup-privacy-notice').check();
  return form;
}

/**
 * An account that has not accepted the current privacy notice (made by the school, or before a new version) is shown
 * it after signing in: waits for it, accepts it and waits until it has gone.
 */
export async function acceptPrivacyNotice(page: Page): Promise<void> {
  const gate = page.getByTestId('privacy-notice-gate');
  await gate.getByTestId('privacy-notice').waitFor();
  await gate.getByTestId('privacy-notice-accept').click();
  await gate.waitFor({ state: 'detached' });
}

/** The error shown under a form field (Mantine names it after the input's id), or null. */
export function fieldError(form: Locator, name: string): Promise<string | null> {
  return form.locator(`[name="${name}"]`).evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent ?? null);
}

/**
 * Sets an account's interface language through the API (sign in, save the preference, sign out), for journeys
 * that change a shared demo account's language and must give it back as they found it.
 */
export async function setAccountLanguage(username: string, password: string, language: Language): Promise<void> {
  const { token } = await apiLogin(username, password);
  await saveLanguage(token, language);
  await fetch(`${baseUrl()}/api/account/logout/`, { method: 'POST', headers: { Authorization: `Token ${token}` } });
}
