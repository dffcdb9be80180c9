import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, useMe } from '../../../api/accounts';
import { storage } from '../../../lib/storage';

const FirstPasswordStep = lazy(() => import('./FirstPasswordStep'));

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
    <Modal.Root opened onClose={() => undefined} closeOnEscape={false} closeOnClickOutside={false} centered size="md">
      <Modal.Overlay />
      <Modal.Content aria-labelledby="first-password-title" radius="lg" data-testid="password-change-gate">
        <Modal.Body p={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<Center mih={200}><Loader size="sm" /></Center>}>
            <FirstPasswordStep
              username={me.data.username}
              onDone={() => queryClient.invalidateQueries({ queryKey: accountKeys.me() })}
              onCancel={() => {
                // The session has ended (FirstPasswordStep cleared storage); start again at sign-in.
                storage.clearAll();
                queryClient.clear();
                window.location.assign('/login');
              }}
            />
          </Suspense>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
