import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, dialogsShown, launchBrowser, newPage, PHONE, screenshot } from '../../src/browser';
import { signInThroughApi } from '../../src/session';
import { noSidewaysScroll } from '../../src/layout';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

/** This run's own records, so the journey can run again and in any order with the others. */
const stamp = Date.now().toString(36);
const names = { project: `Solar Car ${stamp}`, component: `Servo Motor ${stamp}`, show: `Paper Bridge ${stamp}`, nobody: `nobody-${stamp}` };


/** Narrows a table to this run's row with the table's own search, and returns that row. */
async function rowOf(page: Page, table: string, text: string): Promise<Locator> {
  await page.getByTestId(`${table}-search`).fill(text);
  const row = page.locator(`[data-testid="${table}"] tbody tr`).filter({ hasText: text });
  await row.first().waitFor();
  return row;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('programme records: innovation club, inventory and Kreativity Show', () => {
  it('the teacher adds and modifies a club project, a component and a show', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInThroughApi(page, 'demo.teacher', { home: '/teacher_dashboard' });

    // Innovation Club: two students picked (each confirmed for 2 seconds), then the progress changes.
    await page.goto('/teacher_dashboard/innovation-club');
    await page.getByTestId('projects-table').waitFor();
    await page.getByRole('button', { name: 'Add Project' }).and(page.locator(':not([data-loading])')).click();
    const add = page.getByRole('dialog', { name: 'Add Project' });
    await add.locator('input[name="project_name"]').fill(names.project);
    await add.locator('input[name="progress"]').fill('Design ready');
    const students = add.getByTestId('picker-student');
    await students.nth(1).waitFor();
    const picked = [await students.nth(0).getAttribute('data-username'), await students.nth(1).getAttribute('data-username')];
    await students.nth(0).click();
    await students.nth(1).click();
    const confirmation = add.getByTestId('picker-added');
    expect(await confirmation.textContent()).toMatch(/ added$/);
    expect(await students.nth(1).getAttribute('aria-pressed')).toBe('true');
    await dialogsShown(page);
    await screenshot(page, 'programme-club-add-desktop', { fullPage: false });
    const shownAt = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-testid="picker-added"]')?.textContent === '', undefined, { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    await add.getByTestId('add-project-submit').click();
    await add.waitFor({ state: 'detached' });
    const project = await rowOf(page, 'projects-table', names.project);
    expect(await project.textContent()).toContain('Design ready');
    await screenshot(page, 'programme-club-desktop');

    await project.getByTestId('project-modify').click();
    const modify = page.getByRole('dialog', { name: 'Modify Project' });
    // The dialog draws its student list after it opens: wait for the two picked students before counting.
    await modify.getByRole('checkbox').nth(1).waitFor();
    expect(await modify.getByRole('checkbox').count()).toBe(2);
    await modify.locator('input[name="progress"]').fill('Prototype built');
    await dialogsShown(page);
    await screenshot(page, 'programme-club-modify-desktop', { fullPage: false });
    await modify.getByTestId('modify-project-submit').click();
    await modify.waitFor({ state: 'detached' });
    await page.locator('[data-testid="projects-table"] tbody tr').filter({ hasText: 'Prototype built' }).waitFor();
    expect(picked.every(Boolean)).toBe(true);

    // Inventory: add 10 (8 available), debit 3, credit 5, a too-large debit is refused, then the history.
    await page.goto('/teacher_dashboard/inventory');
    await page.getByTestId('component-add').click();
    const addComponent = page.getByRole('dialog', { name: 'Add Component' });
    await addComponent.locator('input[name="component_name"]').fill(names.component);
    await addComponent.locator('input[name="total_quantity"]').fill('10');
    await addComponent.locator('input[name="quantity_available"]').fill('8');
    await dialogsShown(page);
    await screenshot(page, 'programme-inventory-add-desktop', { fullPage: false });
    await addComponent.getByTestId('add-component-submit').click();
    await addComponent.waitFor({ state: 'detached' });
    const component = await rowOf(page, 'inventory-table', names.component);
    const change = async (type: 'Credit' | 'Debit', quantity: number) => {
      await component.getByTestId('component-modify').click();
      const dialog = page.getByRole('dialog', { name: 'Modify Component' });
      await dialog.locator('select[name="transaction_type"]').selectOption(type);
      await dialog.locator('input[name="quantity_change"]').fill(String(quantity));
      await dialog.getByTestId('modify-component-submit').click();
      return dialog;
    };
    await (await change('Debit', 3)).waitFor({ state: 'detached' });
    await (await change('Credit', 5)).waitFor({ state: 'detached' });
    // total 15, available 10, difference 5.
    await page.waitForFunction((name) => Array.from(document.querySelectorAll('[data-testid="inventory-table"] tbody tr'))
      .some((tr) => tr.textContent?.includes(name) && Array.from(tr.querySelectorAll('td')).slice(1, 4).map((td) => td.textContent).join(' ') === '15 10 5'), names.component);
    const refused = await change('Debit', 11);
    await refused.getByTestId('modify-component-error').waitFor();
    expect(await refused.getByTestId('modify-component-error').textContent()).toContain('Only 10 available.');
    await dialogsShown(page);
    await screenshot(page, 'programme-inventory-modify-desktop', { fullPage: false });
    await closeDialog(page, refused);
    await component.getByTestId('component-history').click();
    const history = page.getByRole('dialog', { name: 'View History' });
    const historyRows = history.locator('[data-testid="history-table"] tbody tr');
    await historyRows.first().waitFor();
    // Opening Credit 10 and Debit 2 (8 available), Debit 3, Credit 5 — newest first, each by the teacher.
    expect(await historyRows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(0, 2).map((td) => td.textContent).join(' '))))
      .toEqual(['Credit +5', 'Debit −3', 'Debit −2', 'Credit +10']);
    // Who made each change: the teacher's name, never blank.
    const by = await historyRows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''));
    expect(new Set(by).size).toBe(1);
    expect(by[0]).not.toMatch(/^(Unknown)?$/);
    await dialogsShown(page);
    await screenshot(page, 'programme-inventory-history-desktop', { fullPage: false });
    await closeDialog(page, history);
    await screenshot(page, 'programme-inventory-desktop');

    // Kreativity Show: an unknown username is named on the Students field and nothing is saved; then a good list.
    await page.goto('/teacher_dashboard/kreativity-show');
    await page.getByTestId('shows-table').waitFor();
    await page.getByRole('button', { name: 'Add Kreativity Show' }).and(page.locator(':not([data-loading])')).click();
    const show = page.getByRole('dialog', { name: 'Add Kreativity Show' });
    await show.locator('input[name="project_name"]').fill(names.show);
    await show.locator('textarea[name="students"]').fill(`demo.student, ${names.nobody}`);
    await show.getByTestId('show-form-submit').click();
    await show.getByText(`These usernames are not students of your school: ${names.nobody}.`).first().waitFor();
    expect(await show.locator('textarea[name="students"]').getAttribute('aria-invalid')).toBe('true');
    await dialogsShown(page);
    await screenshot(page, 'programme-show-add-desktop', { fullPage: false });
    await show.locator('textarea[name="students"]').fill(`demo.student, ${picked[0]}`);
    await show.getByTestId('show-form-submit').click();
    await show.waitFor({ state: 'detached' });
    await page.getByText('Kreativity Show added successfully!').waitFor();
    const showRow = await rowOf(page, 'shows-table', names.show);
    await showRow.getByTestId('show-update').click();
    const update = page.getByRole('dialog', { name: 'Update Kreativity Show' });
    expect(await update.locator('textarea[name="students"]').inputValue()).toContain('demo.student');
    await dialogsShown(page);
    await screenshot(page, 'programme-show-update-desktop', { fullPage: false });
    await update.getByTestId('show-form-submit').click();
    await page.getByText('Kreativity Show updated successfully!').waitFor();
    await screenshot(page, 'programme-show-desktop');

    // The same screens and dialogs at 360 px.
    await page.setViewportSize(PHONE);
    for (const [path, table, opener, dialogName, shot] of [
      ['innovation-club', 'projects-table', 'project-add', 'Add Project', 'club'],
      ['inventory', 'inventory-table', 'component-add', 'Add Component', 'inventory'],
      ['kreativity-show', 'shows-table', 'show-add', 'Add Kreativity Show', 'show'],
    ] as const) {
      await page.goto(`/teacher_dashboard/${path}`);
      await page.locator(`[data-testid="${table}"] tbody tr`).first().waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `programme-${shot}-phone`);
      await page.locator(`[data-testid="${opener}"]:not([data-loading])`).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      if (shot === 'club') await dialog.getByTestId('picker-student').first().waitFor();
      await dialogsShown(page);
      await screenshot(page, `programme-${shot}-add-phone`, { fullPage: false });
      await closeDialog(page, dialog);
    }
    await page.goto('/teacher_dashboard/inventory');
    await (await rowOf(page, 'inventory-table', names.component)).getByTestId('component-modify').click();
    await dialogsShown(page);
    await screenshot(page, 'programme-inventory-modify-phone', { fullPage: false });
    await page.context().close();
  });

  it('the school account reads the project, the component with its history and the show', async () => {
    for (const [viewport, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const page = await newPage(browser, viewport);
      await signInThroughApi(page, 'demo.school', { home: '/school_dashboard' });

      await page.goto('/school_dashboard/innovation-club');
      const project = await rowOf(page, 'projects-table', names.project);
      expect(await project.textContent()).toContain('Prototype built');
      expect(await page.getByTestId('project-add').count()).toBe(0);
      expect(await page.getByTestId('project-modify').count()).toBe(0);
      await screenshot(page, `programme-school-club-${suffix}`);

      await page.goto('/school_dashboard/inventory');
      const component = await rowOf(page, 'inventory-table', names.component);
      expect(await page.getByTestId('component-modify').count()).toBe(0);
      await screenshot(page, `programme-school-inventory-${suffix}`);
      await component.getByTestId('component-history').click();
      const history = page.getByRole('dialog', { name: 'View History' });
      // The history loads after the dialog opens: wait for its rows before counting them.
      await history.locator('[data-testid="history-table"] tbody tr').nth(3).waitFor();
      expect(await history.locator('[data-testid="history-table"] tbody tr').count()).toBe(4);
      await dialogsShown(page);
      await screenshot(page, `programme-school-inventory-history-${suffix}`, { fullPage: false });
      await closeDialog(page, history);

      await page.goto('/school_dashboard/kreativity-show');
      const show = await rowOf(page, 'shows-table', names.show);
      expect(await show.textContent()).toMatch(/\(\d+-[A-K]\)/);
      expect(await page.getByTestId('show-update').count()).toBe(0);
      if (suffix === 'phone') await noSidewaysScroll(page);
      await screenshot(page, `programme-school-show-${suffix}`);
      await page.context().close();
    }
  });
});
