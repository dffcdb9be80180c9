/**
 * The sign-in screen drawn at build time (ADR 0032), for each language: web/build/prerender-sign-in.ts renders it
 * with React's server renderer into index.html, where public/prerendered.js shows the right one at / and /login
 * before the app's code has arrived. The app replaces it when it starts, keeping what was typed into it (SignInForm).
 */
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@prayog/contract';
import '../../lib/i18n';
import { AuthPage } from '../../features/accounts/pages/AuthPage';
import { theme } from '../theme';

export async function render(language: Language): Promise<string> {
  await i18next.changeLanguage(language);
  return renderToString(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={['/login']}>
        <AuthPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

export { LANGUAGES };
