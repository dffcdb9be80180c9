// Runs in every journey file (e2e/vitest.config.ts): each test's pages are closed when it ends, and a file that saved
// a demo account's language gives every demo account English back, so no other file's sign-in depends on the order.
import { afterAll, afterEach } from 'vitest';
import { setAccountLanguage } from './accounts';
import { closeOpenPages, DEMO_PASSWORD, takeLanguageSaved } from './browser';

const DEMO_ACCOUNTS = ['demo.student', 'demo.teacher', 'demo.school', 'demo.parent', 'demo.admin'];

afterEach(async () => {
  await closeOpenPages();
});

afterAll(async () => {
  if (takeLanguageSaved()) await Promise.all(DEMO_ACCOUNTS.map((u) => setAccountLanguage(u, DEMO_PASSWORD, 'en')));
});
