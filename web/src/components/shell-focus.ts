import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root` now (hidden elements, such as the desktop-only collapse button, are left out). */
function tabbable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden';
  });
}

/**
 * While the phone menu is open: the first link takes the focus, Tab and Shift+Tab go round inside the menu, and
 * Escape closes it (focus back on the menu button). The rest of the page is made inert by the shell as well.
 */
export function useMenuFocusTrap(open: boolean, menu: RefObject<HTMLElement | null>, close: (returnFocus: boolean) => void) {
  useEffect(() => {
    const root = menu.current;
    if (!open || !root) return;
    tabbable(root)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbable(root);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!root.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, menu, close]);
}

/** How long after a section is chosen its heading may still take the focus (its code and data load first). */
const HEADING_WAIT_MS = 5000;

/**
 * When a section appears (after sign-in, a reload, or a sidebar link) the focus moves to its main heading, so
 * keyboard and screen reader users land on the new content instead of the top of the page. The heading may come
 * late (the section loads lazily, the old one stays until then), so the content is watched for a few seconds;
 * once the person has moved the focus into the content themselves, it is left alone.
 */
export function useFocusMainHeading(sectionKey: string, main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    let focused: HTMLElement | null = null;
    const attempt = () => {
      const active = document.activeElement;
      const focusIsFree = !active || active === document.body || (focused === null && !root.contains(active));
      if (!focusIsFree && active !== focused) return;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading === active) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    attempt();
    const observer = new MutationObserver(attempt);
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [sectionKey, main]);
}
