import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, notificationSchema, type NotificationItem } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export function markRead(id: number): Promise<NotificationItem> {
  return apiRequest(notificationPaths.markRead.replace(':notificationId', String(id)), { schema: notificationSchema, method: 'POST' });
}

/** Marks one notification read and refreshes every notification list (all keys start with 'notifications'). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }) });
}
