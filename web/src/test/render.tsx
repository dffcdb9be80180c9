import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../app/theme';
import i18n from '../lib/i18n';

/** A client per test: no retries (a failing query shows its error at once) and no shared cache. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders inside the app's providers: Mantine with the app theme (env "test": no transitions, no portals,
 * so modals render in place), i18n (English) and a fresh QueryClient. Returns a userEvent session too.
 */
export function renderWithProviders(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {}) {
  const { queryClient = createTestQueryClient(), ...renderOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  return { user: userEvent.setup({ delay: null }), queryClient, ...render(ui, { wrapper, ...renderOptions }) };
}
