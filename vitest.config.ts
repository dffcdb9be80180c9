import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/src/**/*.test.ts', 'contract/src/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run; each test file clones the migrated template (server/src/test/global-setup.ts).
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    // A file's setup opens its database and app and builds its world: on a slow 2-core CI machine with four journey
    // groups beside it, one took over 60 s (2026-11-30). The limit only catches hangs.
    hookTimeout: 180_000,
    // Each test file opens its own database; two at a time suits the 2-core CI machine.
    maxWorkers: 2,
    // The files of a worker share loaded modules (Fastify, Drizzle, the app) rather than importing them afresh per
    // file; each file still opens its own database and app, and per-database state is keyed by the database.
    isolate: false,
  },
});
