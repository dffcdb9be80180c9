import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountPaths, logoutResponseSchema } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { storage } from '../../../lib/storage';

export function logout() {
  return apiRequest(accountPaths.logout, { method: 'POST', schema: logoutResponseSchema });
}

/**
 * Logs out on the server, then clears all browser storage and goes to /login. The local
 * session ends even when the call fails, so a dead server cannot trap anyone signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onError() {
      notifications.show({ color: 'red', message: t('accounts.logout.failed') });
    },
    async onSettled() {
      storage.clearAll();
      await navigate('/login', { replace: true });
      // Only after the shell has unmounted: clearing earlier makes its queries refetch without a token.
      queryClient.clear();
    },
  });
}
