// Runs before every web component test file (web/vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18n from '../lib/i18n';

// findBy… and waitFor without a timeout of their own wait up to 10 s, not 1 s: beside the PostgreSQL suite and the
// journeys on 2 cores, a lazily loaded screen has taken several seconds to first render (test/timeouts.ts).
configure({ asyncUtilTimeout: 10_000 });

// The catalogues load with the screens that need them; tests render screens at once, so load them first.
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['translation', 'components']);
});

// jsdom lacks the browser APIs Mantine reads for media queries and element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Mantine scrolls options into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => {};

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
