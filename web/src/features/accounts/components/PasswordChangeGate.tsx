import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '../../../api/accounts';
import { storage } from '../../../lib/storage';

const FirstPasswordDialog = lazy(() => import('./FirstPasswordDialog'));

/**
 * The sign-in form asks for a new password when the login says must_change_password. Someone who reloads or types
 * a dashboard address before choosing one still has a one-time password: a shell that renders this gate covers
 * itself with the same step (this time asking for the one-time password too) until the account has its own.
 */
export function PasswordChangeGate() {
  const me = useMe();
  const queryClient = useQueryClient();
  if (!me.data?.must_change_password) return null;
  return (
    <Suspense fallback={null}>
      <FirstPasswordDialog
        username={me.data.username}
        // Until now the server refused this session everything else (ADR 0023): the screens behind read again.
        onDone={() => queryClient.invalidateQueries()}
        onCancel={() => {
          // The session has ended (FirstPasswordStep cleared storage); start again at sign-in.
          storage.clearAll();
          queryClient.clear();
          window.location.assign('/login');
        }}
      />
    </Suspense>
  );
}
