import { QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from './api-error';
import { storage } from './storage';
import { installToastRules } from './toasts';

/**
 * `enabled` for queries that need a session. While logout clears storage, the shell is still
 * mounted for a moment; without this its queries would refetch with no token and get a 401.
 */
export const whenSignedIn = (): boolean => storage.isAuthenticated();

// Loaded with the signed-in screens, before any of them shows a toast.
installToastRules();

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error) {
      // An expired or revoked token: the stored session is useless, so start again at sign-in
      // instead of leaving the user on a screen full of errors.
      if (isApiError(error) && error.status === 401 && storage.isAuthenticated()) {
        storage.clearAll();
        queryClient.clear();
        window.location.assign('/login');
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not fix themselves on retry; network and 5xx may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// Learning content and messages come in the language of the call (ADR 0044): a switch of language fetches what is
// on screen again in the new one (what is shown stays until the new text arrives).
i18next.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
