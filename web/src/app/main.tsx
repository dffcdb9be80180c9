import '@mantine/core/styles.css';
import './global.css';
import { i18nReady } from '../lib/i18n';

import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { theme } from './theme';
import { registerServiceWorker } from './service-worker';
import { useAppUpdateShown } from '../components/app-update';

// The "new version" notice's code and texts load only when a new version waits.
const UpdateNotice = lazy(() => import('../components/UpdateNotice'));
function UpdateNoticeSlot() {
  return useAppUpdateShown() ? <Suspense fallback={null}><UpdateNotice /></Suspense> : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * Over the sign-in screen drawn at build time (ADR 0032), the app starts once its texts in that language are loaded,
 * so the screen is replaced by the same screen, never by a loading skeleton.
 */
async function start(root: HTMLElement): Promise<void> {
  if (root.hasAttribute('data-prerendered')) await i18nReady;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <UpdateNoticeSlot />
      </MantineProvider>
    </StrictMode>,
  );
}

void start(container);
registerServiceWorker();
