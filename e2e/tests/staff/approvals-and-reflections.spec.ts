import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot, signIn } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { currentNoticeVersion, registerStudent } from '../../src/accounts';
import { noSidewaysScroll, openSection } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/*
 * pending.teacher and pending.parent stay pending: the sign-in journey needs them so. This journey signs up its
 * own teacher (approved here) and parent (rejected here) through the API.
 */
const stamp = Date.now().toString(36);
const teacher = { username: `h5.teacher.${stamp}`, name: `Ritu Approve ${stamp}`, password: 'Circuit-Board-77' };
const child = { username: `h5.child.${stamp}`, name: `Dev Child ${stamp}`, email: `h5.child.${stamp}@example.org`, password: 'Rain-Alarm-2026', grade: '9', section: 'A' };
const parent = { username: `h5.parent.${stamp}`, name: `Sunita Reject ${stamp}`, password: 'Garden-Lamp-55' };

async function ablSchoolValue(): Promise<string> {
  const choices = await (await fetch(`${baseUrl()}/api/school_dashboard/school-choices/`)).json() as { schools: { value: string; label: string }[] };
  const abl = choices.schools.find((c) => c.label.startsWith('ABL School'));
  if (!abl) throw new Error('ABL School is not in the school choices');
  return abl.value;
}

/** Signs a teacher or parent of ABL School up through the API; they wait for the school's decision. */
async function registerStaffOrParent(role: 'teacher' | 'parent', p: { username: string; name: string; password: string }, childUsername?: string) {
  const res = await fetch(`${baseUrl()}/api/account/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user: { username: p.username, email: `${p.username}@example.org`, password: p.password, role },
      school: await ablSchoolValue(), name: p.name, phone_number: role === 'parent' ? '9876512345' : undefined, child_username: childUsername,
      privacy_notice_version: await currentNoticeVersion(),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  expect((await res.json() as { approval_status: string }).approval_status).toBe('pending');
}

beforeAll(async () => {
  await registerStaffOrParent('teacher', teacher);
  await registerStudent(child);
  await registerStaffOrParent('parent', parent, child.username);
});

/** A dialog fades in: the screenshot waits for its opening transition. */
async function dialogScreenshot(page: Page, name: string) {
  await dialogsShown(page);
  await screenshot(page, name);
}


async function openApprovals(page: Page) {
  await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });
  await openSection(page, 'approvals');
  await page.waitForURL((u) => u.pathname === '/school_dashboard/approvals');
  await page.getByTestId('pending-teachers').locator('tbody tr', { hasText: 'pending.teacher' }).waitFor();
}

const teacherRow = (page: Page, username: string) => page.getByTestId('pending-teachers').locator('tbody tr', { hasText: username });
const parentRow = (page: Page, username: string) => page.getByTestId('pending-parents').locator('tbody tr', { hasText: username });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

describe('the school account’s Approvals', () => {
  it('refuses a teacher who waits for approval, with the server’s message', async () => {
    const page = await newPage(browser);
    await signIn(page, teacher.username, teacher.password);
    await page.getByText('Your account is awaiting approval by your school. You can sign in once it is approved.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });

  it('lists waiting teachers and parents; approving a teacher lets them sign in at once', async () => {
    const page = await newPage(browser, DESKTOP);
    await openApprovals(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Approvals');
    const row = teacherRow(page, teacher.username);
    expect(await row.textContent()).toContain(teacher.name);
    expect(await row.textContent()).toContain(`${teacher.username}@example.org`);
    // The seeded parent's request names their child and class; the journey's parent names its fresh student.
    expect(await parentRow(page, parent.username).textContent()).toContain(`${child.name}${child.username}`);
    expect(await parentRow(page, parent.username).textContent()).toContain('Grade 9 A');
    expect(await parentRow(page, 'pending.parent').textContent()).toMatch(/Grade \d+ [A-Z]/);
    await screenshot(page, 'staff-approvals-desktop');

    await row.getByRole('button', { name: `Approve ${teacher.name}` }).click();
    await toast(page, 'The teacher is approved and can sign in now.').waitFor();
    await row.waitFor({ state: 'detached' });
    // Only the chosen teacher: the seeded one still waits.
    await teacherRow(page, 'pending.teacher').waitFor();

    const approved = await newPage(browser);
    // Approved, the teacher signs in through the form and lands on the teacher dashboard.
    await signIn(approved, teacher.username, teacher.password);
    await approved.waitForURL((u) => u.pathname === '/teacher_dashboard');
  });

  it('asks before rejecting; a rejected parent is told so at sign-in', async () => {
    const page = await newPage(browser, DESKTOP);
    await openApprovals(page);
    await parentRow(page, parent.username).getByRole('button', { name: `Reject ${parent.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject parent' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Reject ${parent.name} (${parent.username})? Their account will not be approved`);
    await dialogScreenshot(page, 'staff-approvals-reject-dialog-desktop');

    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await parentRow(page, parent.username).getByRole('button', { name: `Reject ${parent.name}` }).click();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(page, "The parent's request was not approved.").waitFor();
    await parentRow(page, parent.username).waitFor({ state: 'detached' });
    await parentRow(page, 'pending.parent').waitFor();

    const rejected = await newPage(browser);
    await signIn(rejected, parent.username, parent.password);
    await rejected.getByText('Your account request was not approved. Please contact your school.').waitFor();
    expect(new URL(rejected.url()).pathname).toBe('/login');
  });

  it('fits a 360 px phone: the tables scroll inside their cards, the dialog fits', async () => {
    const page = await newPage(browser, PHONE);
    await openApprovals(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-approvals-phone');
    await teacherRow(page, 'pending.teacher').getByRole('button', { name: /^Reject / }).scrollIntoViewIfNeeded();
    await teacherRow(page, 'pending.teacher').getByRole('button', { name: /^Reject / }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject teacher' });
    await dialog.waitFor();
    await dialogScreenshot(page, 'staff-approvals-reject-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await teacherRow(page, 'pending.teacher').waitFor();
  });
});

const cards = (page: Page) => page.getByTestId('reflection-card');
const cardWith = (page: Page, text: string) => cards(page).filter({ hasText: text });

async function openReflections(page: Page) {
  await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });
  await page.goto('/teacher_dashboard/my-reflections');
  await page.getByRole('heading', { level: 1, name: 'My Reflections' }).waitFor();
  await page.locator('[data-testid="reflection-card"], [data-testid="empty-state"]').first().waitFor();
}

async function addReflection(page: Page, date: string, note: string) {
  await page.getByTestId('reflection-add').click();
  const form = page.getByRole('dialog', { name: 'Add Reflection' });
  await form.locator('input[name="date"]').fill(date);
  await form.locator('textarea[name="note"]').fill(note);
  await form.getByRole('button', { name: 'Save Reflection' }).click();
  await form.waitFor({ state: 'hidden' });
  await cardWith(page, note).waitFor();
}

async function deleteReflection(page: Page, card: Locator) {
  await card.getByRole('button', { name: /^Delete the reflection/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete reflection' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.waitFor({ state: 'detached' });
}

describe('the teacher’s My Reflections', () => {
  /** Notes demo.teacher had before this journey; it leaves the same number behind. */
  let notesBefore = 0;
  const first = `Grade 9 built a rain alarm with a buzzer ${stamp}.`;
  const second = `The sensor lesson needed a second period ${stamp}.`;
  const edited = `${second} Next week: start with a recap.`;

  it('writes, checks, edits and deletes a reflection', async () => {
    const page = await newPage(browser, DESKTOP);
    await openReflections(page);
    notesBefore = await cards(page).count();

    // The form checks before sending: the note is required.
    await page.getByTestId('reflection-add').click();
    const form = page.getByRole('dialog', { name: 'Add Reflection' });
    await form.waitFor();
    expect(await form.locator('input[name="date"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await form.locator('input[name="date"]').fill('');
    await form.getByRole('button', { name: 'Save Reflection' }).click();
    expect(await form.getByText('This field is required').count()).toBe(2);
    await dialogScreenshot(page, 'staff-reflection-form-errors-desktop');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });

    await addReflection(page, '2026-11-10', first);
    await toast(page, 'Reflection saved.').first().waitFor();
    await addReflection(page, '2026-11-18', second);
    // Newest date first.
    expect(await cards(page).first().textContent()).toContain(second);
    expect(await cards(page).first().getByRole('heading').textContent()).toBe('Wednesday, November 18, 2026');

    await cardWith(page, second).getByRole('button', { name: 'Edit the reflection of Nov 18, 2026' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reflection' });
    expect(await edit.locator('textarea[name="note"]').inputValue()).toBe(second);
    await edit.locator('textarea[name="note"]').fill(edited);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await cardWith(page, edited).waitFor();
    await toast(page, 'Changes saved.').waitFor();
    await screenshot(page, 'staff-reflections-desktop');

    await cardWith(page, first).getByRole('button', { name: 'Delete the reflection of Nov 10, 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete reflection' });
    expect(await dialog.textContent()).toContain('Delete your reflection of Nov 10, 2026? This cannot be undone.');
    await dialogScreenshot(page, 'staff-reflection-delete-dialog-desktop');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Reflection deleted.').waitFor();
    await cardWith(page, first).waitFor({ state: 'detached' });
    await cardWith(page, edited).waitFor();

    // The note is kept: a reload shows it again.
    await page.reload();
    await cardWith(page, edited).waitFor();
  });

  it('fits a 360 px phone, and leaves the notebook as it found it', async () => {
    const page = await newPage(browser, PHONE);
    await openReflections(page);
    await cardWith(page, edited).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'staff-reflections-phone');

    await page.getByTestId('reflection-add').click();
    const form = page.getByRole('dialog', { name: 'Add Reflection' });
    await form.locator('textarea[name="note"]').fill('   ');
    await form.getByRole('button', { name: 'Save Reflection' }).click();
    await form.getByText('This field is required').waitFor();
    await dialogScreenshot(page, 'staff-reflection-form-errors-phone');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });

    await cardWith(page, edited).getByRole('button', { name: /^Delete the reflection/ }).click();
    await page.getByRole('dialog', { name: 'Delete reflection' }).waitFor();
    await dialogScreenshot(page, 'staff-reflection-delete-dialog-phone');
    await page.getByRole('dialog', { name: 'Delete reflection' }).getByRole('button', { name: 'Cancel' }).click();
    await deleteReflection(page, cardWith(page, edited));
    if (notesBefore === 0) await page.getByText('No reflections yet. Use Add Reflection to write your first note.').waitFor();
    else expect(await cards(page).count()).toBe(notesBefore);
  });
});
