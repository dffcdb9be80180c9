import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/src/**/*.test.ts', 'contract/src/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run; each test file clones the migrated template (server/src/test/global-setup.ts).
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file opens its own database; two at a time suits the 2-core CI machine.
    maxWorkers: 2,
  },
});
