import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests in jsdom. Run from the repository root: npx vitest run --config web/vitest.config.ts
// (the root vitest.config.ts runs the server and contract tests and never picks these up).
export default defineConfig({
  plugins: [react()],
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // The rich-text editor's tests took over 15 s each on a 2-core CI machine running the journeys beside them.
    testTimeout: 30_000,
    // Test files of a worker share loaded modules (Mantine, React, the app) instead of importing them afresh per file:
    // the suite takes a third of the time. So a test stubs globals (fetch, XMLHttpRequest: test/fake-uploads.ts) and
    // puts them back after each test; vi.mock of an app module would not hold once another file has loaded it.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, which left a core idle
    // for the whole suite once the journeys had ended. Two took the suite from 108 s to 66 alone.
    maxWorkers: 2,
  },
});
