import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The page does not scroll sideways: nothing is wider than the window. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Each element the locator finds is wholly inside the window and not clipped by a scrolling ancestor (a table's
 * scroll area): a person can see and press it without scrolling sideways.
 */
export async function allInView(locator: Locator, what: string): Promise<void> {
  const outside = await locator.evaluateAll((elements) => elements.flatMap((element) => {
    const box = element.getBoundingClientRect();
    let left = 0;
    let right = window.innerWidth;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') {
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
    }
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return box.left < left - 0.5 || box.right > right + 0.5 ? [`${label} (${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(left)}–${Math.round(right)})`] : [];
  }));
  expect(outside, `${what} cut off or off-screen`).toEqual([]);
}

/** The element's text is shown whole: not cut with an ellipsis (its box is as wide as its text). */
export async function notTruncated(locator: Locator, what: string): Promise<void> {
  const cut = await locator.evaluateAll((elements) => elements
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => (element.textContent ?? '').trim()));
  expect(cut, `${what} cut short`).toEqual([]);
}

/**
 * Opens a section of the signed-in shell from its sidebar (`nav-<key>`), through the menu button on a phone, where the
 * sidebar hides. The shell loads lazily; only then is it known whether the sidebar is hidden.
 */
export async function openSection(page: Page, key: string): Promise<void> {
  await page.getByTestId(`nav-${key}`).waitFor({ state: 'attached' });
  const menu = page.getByTestId('sidebar-menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId(`nav-${key}`).click();
}
