// Runs in every journey file (e2e/vitest.config.ts): each test's pages are closed when it ends.
import { afterEach } from 'vitest';
import { closeOpenPages } from './browser';

afterEach(async () => {
  await closeOpenPages();
});
