import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, DESKTOP, LANGUAGE_WIDTHS, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';
import { fieldError, fillStudentSignUp } from '../../src/accounts';
import { checkAxe, expectNoAxeFindings } from '../../src/a11y';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const submit = (page: Page) => page.getByTestId('signup-submit').click();
/**
 * The Sign Up button can be clicked where it is: inside the window, not scrolled out of the form's panel and not
 * covered by anything (the point at its centre belongs to it).
 */
const submitInView = (page: Page) => page.getByTestId('signup-submit').evaluate((button) => {
  const r = button.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= window.innerHeight && hit !== null && button.contains(hit);
});
/** The focused field is not hidden under the Sign Up bar kept at the bottom of the form. */
const focusClearOfActions = (page: Page) => page.evaluate(() => {
  const field = document.activeElement!.getBoundingClientRect();
  const bar = document.querySelector('[data-testid="signup-actions"]')!.getBoundingClientRect();
  return field.bottom <= bar.top && field.top >= 0;
});


describe('a new student', () => {
  it('signs up with the join code, sees "Registration Successful" for 5 seconds, then signs in to the portal', async () => {
    const page = await newPage(browser);
    await fillStudentSignUp(page, {
      username: 'new.learner', email: 'new.learner@school.example', password: 'learning-is-fun', name: 'Ishaan Mehta', grade: '6', section: 'B',
    });
    const form = page.getByTestId('signup-form');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/account/register/'));
    await submit(page);
    // With the version of the privacy notice the form offered to read (ADR 0032).
    expect((await sent).postDataJSON()).toMatchObject({ join_code: 'K7QM4XPA', school: 'abl-gurugram', user: { role: 'student' }, privacy_notice_version: 1 });
    await page.waitForFunction(() => document.querySelector('[data-testid="signup-submit"]')?.textContent === 'Registration Successful');
    const shownAt = Date.now();
    expect(await form.getByTestId('signup-message').textContent()).toContain('You can sign in now');
    await screenshot(page, 'signup-success');
    await page.waitForFunction(() => document.querySelector('[data-testid="signup-submit"]')?.textContent !== 'Registration Successful', null, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    // The success banner belongs to the account just made: it goes as soon as the form is filled in again.
    expect(await form.getByTestId('signup-message').count()).toBe(1);
    await form.locator('select[name="role"]').selectOption('teacher');
    await form.getByTestId('signup-message').waitFor({ state: 'detached' });

    await signIn(page, 'new.learner', 'learning-is-fun');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const card = page.getByTestId('account-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Ishaan Mehta');
  });

  it('is told when the username is taken, above the form and under the username', async () => {
    const page = await newPage(browser);
    const form = await fillStudentSignUp(page, {
      username: 'demo.student', email: 'someone.else@school.example', password: 'learning-is-fun', name: 'Copy Cat', grade: '7', section: 'A',
    });
    await submit(page);
    await form.getByTestId('signup-error').getByText('A user with that username already exists.').waitFor();
    expect(await fieldError(form, 'username')).toBe('A user with that username already exists.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('without a join code is told to enter it, under the field; a wrong code is refused', async () => {
    const page = await newPage(browser);
    const form = await fillStudentSignUp(page, {
      username: 'no.code.learner', email: 'no.code.learner@school.example', password: 'learning-is-fun', name: 'Kabir Das', grade: '7', section: 'A', joinCode: '',
    });
    await submit(page);
    await form.getByTestId('signup-error').getByText('Please enter the join code your school gave you.').waitFor();
    expect(await fieldError(form, 'join_code')).toBe('Please enter the join code your school gave you.');
    // The field the server named gets the focus, so it scrolls into view in the panel.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'join_code');
    for (const other of ['username', 'email', 'password', 'name', 'grade', 'school']) expect(await fieldError(form, other)).toBeNull();

    // Typing clears the field's error; a code of another school (or a typo) is refused by the server.
    await form.locator('input[name="join_code"]').fill('zzzz9999');
    expect(await form.locator('input[name="join_code"]').inputValue()).toBe('ZZZZ9999');
    expect(await fieldError(form, 'join_code')).toBeNull();
    await submit(page);
    const wrongCode = 'That join code does not match the school you chose. Please check it with your teacher.';
    await form.getByTestId('signup-error').getByText(wrongCode).waitFor();
    expect(await fieldError(form, 'join_code')).toBe(wrongCode);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('sees the join code field and every missing field at once at %s width', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    const form = await fillStudentSignUp(page, {
      username: `missing.${name}`, email: `missing.${name}@school.example`, password: 'learning-is-fun', name: 'Zoya Khan', grade: '8', section: 'C', joinCode: 'k7qm4xpa',
    });
    // The code reads in capitals whatever was typed, with the hint under the label.
    expect(await form.locator('input[name="join_code"]').inputValue()).toBe('K7QM4XPA');
    expect(await form.textContent()).toContain('Your school or teacher gives you this code.');
    await animationsDone(page); // the slide animation finishes before the picture
    await screenshot(page, `signup-join-code-${name}`);
    await noSidewaysScroll(page);

    // Without name, grade, school and join code the server names the three it needs at once: the join code names
    // the school, so the school is not one of them (issue 28, item 5).
    await form.locator('input[name="name"]').fill('');
    await form.locator('select[name="grade"]').selectOption('');
    await form.locator('select[name="school"]').selectOption('');
    await form.locator('input[name="join_code"]').fill('');
    await submit(page);
    await form.getByTestId('signup-error').waitFor();
    expect(await fieldError(form, 'school')).toBeNull();
    expect(await fieldError(form, 'name')).toBe('Please enter your name.');
    expect(await fieldError(form, 'grade')).toBe('Please choose your grade.');
    expect(await fieldError(form, 'join_code')).toBe('Please enter the join code your school gave you.');
    expect(await form.getByTestId('signup-error').textContent()).toBe('Please enter your name.');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    // The Sign Up button stays in view with the errors showing, and does not cover the field that has the focus.
    expect(await submitInView(page)).toBe(true);
    expect(await focusClearOfActions(page)).toBe(true);
    await screenshot(page, `signup-field-errors-${name}`);
    await noSidewaysScroll(page);

    // Scrolled to the top of the form to read the message, the button is still there to try again.
    await form.getByTestId('signup-error').scrollIntoViewIfNeeded();
    expect(await submitInView(page)).toBe(true);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('keeps the Sign Up button in view after a refusal without field errors (%s)', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    const form = await fillStudentSignUp(page, {
      username: `offline.${name}`, email: `offline.${name}@school.example`, password: 'learning-is-fun', name: 'Dev Patel', grade: '7', section: 'A',
    });
    await page.route('**/api/account/register/', (route) => route.abort('connectionrefused'));
    await submit(page);
    await form.getByTestId('signup-error').getByText('Registration failed').waitFor();
    // No field is named: the message above the form is brought into view, and the button stays too.
    expect(await form.getByTestId('signup-error').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    })).toBe(true);
    expect(await submitInView(page)).toBe(true);
    await screenshot(page, `signup-refused-${name}`);
  });
});

describe('the join code names the school: "School Name" is not also required (issue 28, item 5)', () => {
  const TEXTS = {
    en: {
      optional: 'Optional: your join code already tells us your school.',
      unknown: 'No school has that join code. Please check it with your teacher.',
      mismatch: 'That join code does not match the school you chose. Please check it with your teacher.',
      joined: /^Your school: ABL School/,
    },
    hi: {
      optional: 'चुनना ज़रूरी नहीं: आपके जॉइन कोड से हमें आपका स्कूल पता चल जाता है।',
      unknown: 'इस जॉइन कोड का कोई स्कूल नहीं है। कृपया अपने शिक्षक से इसे जाँच लें।',
      mismatch: 'यह जॉइन कोड आपके चुने हुए स्कूल से मेल नहीं खाता। कृपया अपने शिक्षक से इसे जाँच लें।',
      joined: /^आपका स्कूल: ABL School/,
    },
  } as const;
  const CASES = LANGUAGE_WIDTHS;
  const run = Date.now().toString(36);

  it.each(CASES)('a student types only the join code and joins ABL School (%s, %s)', async (language, size, viewport) => {
    const page = await newPage(browser, viewport);
    await page.addInitScript((lang) => { localStorage.setItem('language', lang); }, language);
    const username = `code.only.${language}.${size}.${run}`;
    const form = await fillStudentSignUp(page, {
      username, email: `${username}@school.example`, password: 'learning-is-fun', name: 'Naina Rao', grade: '6', section: 'B', school: false, joinCode: 'ZZZZ9999',
    });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // 'School Name' is shown but not marked required for a student, and says why.
    const school = form.locator('select[name="school"]');
    expect(await school.getAttribute('required')).toBeNull();
    expect(await school.getAttribute('aria-required')).not.toBe('true');
    expect(await form.textContent()).toContain(TEXTS[language].optional);

    // A code no school has is refused under the join code; the school is not asked for.
    await submit(page);
    await form.getByTestId('signup-error').getByText(TEXTS[language].unknown).waitFor();
    expect(await fieldError(form, 'join_code')).toBe(TEXTS[language].unknown);
    expect(await fieldError(form, 'school')).toBeNull();

    // A school chosen together with a code must be that school's: ABL School with a made-up code is refused.
    await school.selectOption({ index: 1 });
    await submit(page);
    await form.getByTestId('signup-error').getByText(TEXTS[language].mismatch).waitFor();
    expect(await fieldError(form, 'join_code')).toBe(TEXTS[language].mismatch);

    // The right code alone: the server finds ABL School from it and the success message names it.
    await school.selectOption('');
    await form.locator('input[name="join_code"]').fill('K7QM4XPA');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/account/register/'));
    await submit(page);
    expect((await sent).postDataJSON()).toMatchObject({ join_code: 'K7QM4XPA', user: { role: 'student' } });
    expect((await sent).postDataJSON().school).toBeUndefined();
    const joined = form.getByTestId('signup-school');
    await joined.waitFor();
    expect(await joined.textContent()).toMatch(TEXTS[language].joined);
    await noSidewaysScroll(page);
    await animationsDone(page);
    const found: string[] = [];
    await checkAxe(page, `sign-up success with the school joined (${language}, ${size})`, found);
    await form.getByTestId('signup-message').scrollIntoViewIfNeeded();
    await screenshot(page, `signup-code-only-${language}-${size}`, { fullPage: false });
    expectNoAxeFindings(found);

    // The account is of ABL School: its student signs in to the portal.
    await signIn(page, username, 'learning-is-fun');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });
});
