import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['src/global-setup.ts'],
    setupFiles: ['src/close-pages.ts'],
    // Two minutes a journey: on a 2-core CI machine also running the PostgreSQL and web suites, the longest journeys
    // (the administrator's phone accessibility check, authoring to the lesson viewer) took just over 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One server, one browser per file; files run one after another on the 2-core CI machine.
    fileParallelism: false,
  },
});
