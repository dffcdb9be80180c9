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
    testTimeout: 15_000,
  },
});
