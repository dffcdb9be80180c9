/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from '../components/app-update';

/**
 * How long the network must stay quiet (no download finishing) before the worker registers. Its first install fetches
 * the whole app (about 1 MB) over the phone's link: started on `load`, it took the bandwidth a student signing in at
 * once needs for the dashboard (issue 29); now it waits for a pause, such as the dashboard fully shown.
 */
const QUIET_MS = 3000;

function whenNetworkQuiet(run: () => void): void {
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer?.disconnect();
      run();
    }, QUIET_MS);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restart) : null;
  observer?.observe({ type: 'resource' });
  restart();
}

/**
 * Registers the app's service worker (vite-plugin-pwa, ADR 0028) once the page has loaded and the network has been
 * quiet for a moment, so it never competes with the screen being waited for. A new version found later waits for the
 * next visit and is offered through the "new version" notice; `updateSW(true)` puts it in charge and reloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh() {
        appUpdate.offer(() => updateSW(true));
      },
    });
  };
  const start = () => whenNetworkQuiet(register);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
