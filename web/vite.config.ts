import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Chart libraries are large; they load only through web/src/components/charts (lazy), so they
// land in that lazy chunk and never in the entry. (A separate chunk group for them made a circular
// import with the lazy chunk and broke chart panels at run time.)
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const mantineModules = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications|form|store)[\\/]/;

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Higher priority captures first. Long-lived vendor chunks change rarely, so browsers
          // keep them cached across our releases.
          groups: [
            { name: 'react', test: reactModules, priority: 30 },
            // includeDependenciesRecursively: false so React and Mantine stay in their own chunks.
            { name: 'mantine', test: mantineModules, priority: 10 },
          ],
        },
      },
    },
  },
});
