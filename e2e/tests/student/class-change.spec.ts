import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { currentNoticeVersion, registerStudent } from '../../src/accounts';
import { noSidewaysScroll, openSection } from '../../src/layout';

/*
 * Issue 27, finding 8 (ADR 0024): a student's new class is a request; they keep their class's assessments until the
 * school approves. The journey signs up its own two ABL students (7 A and 7 B) so the demo accounts keep their class.
 */
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

const stamp = Date.now().toString(36);
const mover = { username: `cc.mover.${stamp}`, name: `Ishaan Mover ${stamp}`, email: `cc.mover.${stamp}@example.org`, password: 'Bright-Lamp-2026', grade: '7', section: 'A' };
const inB = { username: `cc.inb.${stamp}`, name: `Tara InB ${stamp}`, email: `cc.inb.${stamp}@example.org`, password: 'Green-Gate-2026', grade: '7', section: 'B' };

beforeAll(async () => {
  await registerStudent(mover);
  await registerStudent(inB);
});

async function tokenOf(username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username_or_email: username, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return (await login.json() as { token: string }).token;
}

async function api(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    method, headers: { Authorization: `Token ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The class the student's dashboard answers with (the signed-in session's class). */
async function dashboardClass(student: { username: string; password: string }): Promise<string> {
  const res = await api(await tokenOf(student.username, student.password), 'GET', `/student_dashboard/${student.username}/`);
  const { profile } = await res.json() as { profile: { grade: number; section: string } };
  return `${profile.grade} ${profile.section}`;
}

/** The quizzes the server lists for a student (names, sorted): what their class is assigned. */
async function quizNames(student: { username: string; password: string }): Promise<string[]> {
  const res = await api(await tokenOf(student.username, student.password), 'GET', '/student_dashboard/quizzes/?limit=50');
  expect(res.status).toBe(200);
  const body = await res.json() as { results: { quiz_name?: string; name?: string }[] };
  return body.results.map((q) => q.quiz_name ?? q.name ?? '').sort();
}

describe('a change of class', () => {
  it('is asked for by the student, who keeps 7 A until the school approves, then is in 7 B', async () => {
    const classA = await quizNames(mover);
    const classB = await quizNames(inB);

    // The student asks for 7 B in Profile Setting.
    const student = await newPage(browser);
    await signInThroughApi(student, mover.username, { password: mover.password, home: '/dashboard' });
    await openSection(student, 'profileSetting');
    const form = student.getByTestId('profile-form');
    await form.waitFor();
    await form.locator('select[name="section"]').selectOption('B');
    const reloaded = student.waitForEvent('load');
    await student.getByTestId('profile-save').click();
    await reloaded;
    const waiting = student.getByTestId('class-change-waiting');
    await waiting.getByText('Requested: 7 B — waiting for your school').waitFor();
    await waiting.getByText('You are in 7 A until your teacher or school approves.').waitFor();
    await screenshot(student, 'class-change-requested-desktop');
    // Still in 7 A, with 7 A's assessments (the demo assigns 7 A and 7 B the same quizzes; the server test
    // features/approvals/class-changes.test.ts tells them apart).
    expect(await dashboardClass(mover)).toBe('7 A');
    expect(await quizNames(mover)).toEqual(classA);

    // The teacher sees the request in their Approvals.
    const teacher = await newPage(browser);
    await signInThroughApi(teacher, 'demo.teacher', { home: '/teacher_dashboard' });
    await openSection(teacher, 'approvals');
    await teacher.waitForURL((u) => u.pathname === '/teacher_dashboard/approvals');
    await teacher.getByTestId('class-changes').locator('tbody tr', { hasText: mover.username }).waitFor();
    await screenshot(teacher, 'class-change-teacher-desktop');
    await teacher.close();

    // The school approves.
    const school = await newPage(browser);
    await signInThroughApi(school, 'demo.school', { home: '/school_dashboard' });
    await openSection(school, 'approvals');
    const row = school.getByTestId('class-changes').locator('tbody tr', { hasText: mover.username });
    await row.waitFor();
    expect(await row.textContent()).toContain('Grade 7 B');
    await screenshot(school, 'class-change-school-desktop');
    await row.getByRole('button', { name: `Approve ${mover.name}` }).click();
    await school.locator('.mantine-Notification-root', { hasText: 'The student is now in the new class.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await school.close();

    // At once in 7 B: its assessments, and the profile without a waiting request.
    expect(await dashboardClass(mover)).toBe('7 B');
    expect(await quizNames(mover)).toEqual(classB);
    await student.reload();
    await student.getByTestId('profile-form').waitFor();
    expect(await student.locator('select[name="section"]').inputValue()).toBe('B');
    expect(await student.getByTestId('class-change-waiting').count()).toBe(0);
    await student.close();
  });

  it('fits a 360 px phone: the waiting request and the teacher’s Approvals', async () => {
    const student = await newPage(browser, PHONE);
    await signInThroughApi(student, inB.username, { password: inB.password, home: '/dashboard' });
    await openSection(student, 'profileSetting');
    const form = student.getByTestId('profile-form');
    await form.waitFor();
    await form.locator('select[name="grade"]').selectOption('8');
    const reloaded = student.waitForEvent('load');
    await student.getByTestId('profile-save').click();
    await reloaded;
    await student.getByTestId('class-change-waiting').waitFor();
    await noSidewaysScroll(student);
    await screenshot(student, 'class-change-requested-phone');

    const teacher = await newPage(browser, PHONE);
    await signInThroughApi(teacher, 'demo.teacher', { home: '/teacher_dashboard' });
    await openSection(teacher, 'approvals');
    await teacher.getByTestId('class-changes').locator('tbody tr', { hasText: inB.username }).waitFor();
    await noSidewaysScroll(teacher);
    await screenshot(teacher, 'class-change-teacher-phone');
    await teacher.close();

    // The student withdraws it; nothing is left waiting for the other journeys.
    await student.getByTestId('class-change-cancel').click();
    await student.getByText('Your class change request was cancelled.').waitFor();
    expect(await student.getByTestId('class-change-waiting').count()).toBe(0);
    await student.close();
  });
});

describe('a parent asking for child after child (issue 27, finding 6)', () => {
  it('is answered the same for real and made-up usernames, and the school dismisses all their requests in one step', async () => {
    // A parent of ABL School, approved, then asking for three more "children": two real, one made up.
    const parent = { username: `cc.parent.${stamp}`, name: `Probe Parent ${stamp}`, password: 'Quiet-River-2026' };
    const choices = await (await fetch(`${baseUrl()}/api/school_dashboard/school-choices/`)).json() as { schools: { value: string; label: string }[] };
    const registered = await fetch(`${baseUrl()}/api/account/register/`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user: { username: parent.username, email: `${parent.username}@example.org`, password: parent.password, role: 'parent' },
        school: choices.schools.find((c) => c.label.startsWith('ABL School'))!.value, name: parent.name, phone_number: '9876512345', child_username: `nobody.${stamp}`,
        privacy_notice_version: await currentNoticeVersion(),
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const office = await tokenOf('demo.school', DEMO_PASSWORD);
    const listed = await (await api(office, 'GET', '/school_dashboard/approvals/')).json() as { parents: { id: number; username: string }[] };
    const parentId = listed.parents.find((p) => p.username === parent.username)!.id;
    expect((await api(office, 'POST', `/school_dashboard/approvals/parents/${parentId}/`, { decision: 'approve' })).status).toBe(200);
    const asParent = await tokenOf(parent.username, parent.password);
    const answers = [];
    for (const child of [mover.username, `made.up.${stamp}`, inB.username, mover.username]) {
      const res = await api(asParent, 'POST', '/parent_dashboard/link-requests/', { child_username: child });
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(new Set(answers)).toEqual(new Set(['202 {"detail":"Request sent; the school will check it."}']));

    const school = await newPage(browser);
    await signInThroughApi(school, 'demo.school', { home: '/school_dashboard' });
    await openSection(school, 'approvals');
    const row = school.getByTestId('pending-parents').locator('tbody tr', { hasText: parent.username });
    await row.getByText('2 requests waiting').waitFor();
    await school.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await noSidewaysScroll(school);
    await screenshot(school, 'dismiss-parent-requests-phone');
    await school.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: `Dismiss all requests from ${parent.name}` }).click();
    const dialog = school.getByRole('dialog', { name: 'Dismiss all requests' });
    await dialog.waitFor();
    await dialogsShown(school);
    await screenshot(school, 'dismiss-parent-requests-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Dismiss all' }).click();
    await school.locator('.mantine-Notification-root', { hasText: "The parent's waiting requests were dismissed." }).waitFor();
    await row.waitFor({ state: 'detached' });
    await school.close();
  });
});
