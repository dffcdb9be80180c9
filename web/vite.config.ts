import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// No hand-made vendor chunks: a chunk group takes every module it matches, including those only lazy screens
// use, into a chunk the entry loads. Left to itself the bundler gives the sign-in page only what it imports;
// charts and dashboards arrive with the screens that draw them.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // The API server runs separately in development; the browser only ever talks to one origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
