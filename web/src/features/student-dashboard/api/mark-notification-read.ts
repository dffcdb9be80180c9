import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, notificationSchema, type NotificationItem } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export function markNotificationRead(id: number): Promise<NotificationItem> {
  return apiRequest(notificationPaths.markRead.replace(':notificationId', String(id)), { schema: notificationSchema, method: 'POST' });
}

/** Marks one notification read, then refreshes every notification list (the bell's too). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
