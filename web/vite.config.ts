import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Chart libraries are large; they must only ever load with the panels that draw charts,
// never with the sign-in screen. Lazy routes already keep them out of the entry chunk;
// this group also keeps them together in one cacheable chunk shared by every chart panel.
const chartModules = /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[^\\/]+|victory-vendor)[\\/]/;

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
            { name: 'charts', test: chartModules, priority: 20, includeDependenciesRecursively: false },
            { name: 'mantine', test: mantineModules, priority: 10 },
          ],
        },
      },
    },
  },
});
