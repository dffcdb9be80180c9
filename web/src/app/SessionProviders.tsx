import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * What signed-in screens need around them: the query cache and the toasts. Loaded with the first of those
 * screens, so the sign-in page's first download carries neither.
 */
export default function SessionProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications />
      <Outlet />
    </QueryClientProvider>
  );
}
