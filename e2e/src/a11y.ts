import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings, formatFindings, type AxeOptions } from './axe';
import { animationsDone, dialogsShown } from './browser';

/** What a dashboard shows while it loads: skeletons, loading markers and busy regions. */
export const DASHBOARD_LOADING = '[data-testid$="-loading"], [data-testid="content-skeleton"], [data-testid$="-skeleton-row"], [aria-busy="true"]';

/** The screen shows `ready` (a CSS selector), nothing is loading any more, and charts and tabs finished moving. */
export async function settled(page: Page, ready: string, loading = DASHBOARD_LOADING): Promise<void> {
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: 20_000 });
  await animationsDone(page);
}

/**
 * Runs axe on the page once its open dialogs are fully shown and adds its critical and serious findings, under `where`,
 * to `found`. Half way through a dialog's opening transition its texts read too faint (a contrast finding the person never
 * sees); the headless shell is quick enough to get there.
 */
export async function checkAxe(page: Page, where: string, found: string[], options: AxeOptions = {}): Promise<void> {
  await dialogsShown(page);
  const findings = await axeFindings(page, options);
  if (findings.length) found.push(`${where}:\n${formatFindings(findings)}`);
}

/** Opens a dialog, checks it with axe, and closes it with Escape. */
export async function checkDialog(page: Page, opener: () => Promise<void>, where: string, found: string[]): Promise<void> {
  await opener();
  await page.getByRole('dialog').first().waitFor();
  await dialogsShown(page);
  await checkAxe(page, where, found);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

/** Fails with every finding collected, screen by screen. */
export const expectNoAxeFindings = (found: string[]) =>
  expect(found, `axe found critical or serious problems:\n${found.join('\n\n')}`).toEqual([]);
