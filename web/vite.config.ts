import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderSignIn } from './build/prerender-sign-in';

/**
 * The kept cache's guard, run inside the service worker (Workbox serialises these functions into sw.js, so they use
 * nothing from this file). A kept answer is served only to the session it was kept for: its X-Prayog-Kept-For stamp is
 * the SHA-256 of that session's Authorization header (or 'public' for course pages). The network only refreshes what
 * the page already kept for the same session: browsing adds nothing to the cache.
 */
interface KeptState { stamp?: string | null }
const keptGuard = {
  // Runs first, for reading and for writing: the stamp of the request's session, kept in the plugin's per-request state.
  cacheKeyWillBeUsed: async ({ request, state }: { request: Request; state?: KeptState }) => {
    const authorization = request.headers.get('Authorization');
    const digest = authorization ? await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)) : null;
    if (state) state.stamp = digest ? Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('') : null;
    return request;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }: { cachedResponse?: Response; state?: KeptState }) => {
    const owner = cachedResponse?.headers.get('X-Prayog-Kept-For');
    return cachedResponse && owner && (owner === 'public' || owner === state?.stamp) ? cachedResponse : null;
  },
  cacheWillUpdate: async ({ request, response, state }: { request: Request; response: Response; state?: KeptState }) => {
    if (response.status !== 200) return null;
    const kept = await caches.match(request, { cacheName: 'prayog-kept-v1', ignoreVary: true });
    const owner = kept?.headers.get('X-Prayog-Kept-For');
    if (!owner || (owner !== 'public' && owner !== state?.stamp)) return null;
    const headers = new Headers(response.headers);
    headers.set('X-Prayog-Kept-For', owner);
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

// No hand-made vendor chunks: a chunk group takes every module it matches, including those only lazy screens
// use, into a chunk the entry loads. Left to itself the bundler gives the sign-in page only what it imports;
// charts and dashboards arrive with the screens that draw them.
export default defineConfig({
  plugins: [
    react(),
    // The sign-in screen drawn into index.html, shown before the app's code arrives (ADR 0032).
    prerenderSignIn(),
    // An installable app with an offline shell (ADR 0028). Workbox precaches index.html and every route's code, so
    // the app opens with no network; a new worker waits until the next visit ('prompt'), and the app says so
    // (components/UpdateNotice.tsx). /api is never answered from the precache; the subjects kept offline come
    // from their own cache (runtimeCaching below, ADR 0029).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Prayog',
        short_name: 'Prayog',
        description: 'STEM and innovation learning for schools',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1971c2',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The code of every screen and its catalogues; fonts only as woff2 (what every browser here reads).
        globPatterns: ['index.html', 'prerendered.js', 'assets/**/*.{js,css,woff2}', 'avatars/*.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // Hashed files are checked by their name; no cache-busting query needed.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        // Lessons offline (ADR 0029): the API answers a kept subject's screens read, network first, and with no network
        // (or none within 4 s) the copy the page kept in 'prayog-kept-v1' (web/src/offline/kept.ts).
        runtimeCaching: [{
          urlPattern: ({ url, sameOrigin }) => sameOrigin
            && /^\/api\/(curriculum\/|student_dashboard\/(subjects|lesson-summary)\/|content\/|files\/\d+\/)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: 'prayog-kept-v1', networkTimeoutSeconds: 4, matchOptions: { ignoreVary: true }, plugins: [keptGuard] },
        }],
      },
    }),
    // Brotli and gzip copies of every file worth compressing, served by the server as they are (ADR 0028).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|woff)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    port: 5173,
    // The API server runs separately in development; the browser only ever talks to one origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No <link rel="modulepreload"> in index.html: on a slow network those thirty downloads shared the bandwidth with
    // the stylesheet the drawn sign-in screen waits for (ADR 0032). The entry's imports follow it; a screen loaded
    // later still fetches its chunks in one wave.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
  },
});
