import { useEffect, useRef, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath, notificationEndpoints, notificationEventSchema, notificationSendEndpoints, type NotifyStudentsRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { openEventStream } from '../lib/event-stream';
import { whenSignedIn } from '../lib/query-client';
import { storage } from '../lib/storage';

/**
 * Notifications (notificationEndpoints, notificationSendEndpoints): the top bar's bell, the dashboard's list,
 * marking one read, the live stream, and a teacher's notification to students.
 * Every notification query starts with 'notifications', so marking one read refreshes them all.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  student: (limit: number) => [...notificationKeys.all, 'student', limit] as const,
};

export const notificationQueries = {
  /**
   * Unread count and newest notifications of whoever is signed in (any role). Refreshed every 30 seconds unless
   * `live`: then the stream (useNotificationStream) refreshes it as each notification arrives.
   */
  bell: (live = false) => queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => callEndpoint(notificationEndpoints.bell, { signal }),
    enabled: whenSignedIn,
    refetchInterval: live ? false : BELL_POLL_MS,
  }),
  /** The newest `limit` notifications of the signed-in student, with the unread count. */
  student: (limit: number) => queryOptions({
    queryKey: notificationKeys.student(limit),
    queryFn: ({ signal }) => callEndpoint(notificationEndpoints.studentNotifications, { query: { limit }, signal }),
    enabled: whenSignedIn,
  }),
};

/** How often the bell asks for news while the live stream is not connected (ADR 0007). */
export const BELL_POLL_MS = 30_000;

/** The bell's data; `live` (the stream is connected) turns its 30-second refresh off. */
export function useBell(live = false) {
  return useQuery(notificationQueries.bell(live));
}

/**
 * Keeps the live stream (GET /api/notifications/stream) open while mounted and signed in: every notification
 * that arrives refreshes the notification queries at once, and so does a reconnection (something may have
 * come while the stream was down). Returns whether the stream is connected. Closed on unmount, which logout
 * causes (the shell goes away).
 */
export function useNotificationStream(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const wasConnected = useRef(false);
  const signedIn = whenSignedIn() && Boolean(storage.authToken());

  useEffect(() => {
    if (!signedIn) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const stream = openEventStream({
      path: endpointPath(notificationSendEndpoints.stream),
      onEvent(event) {
        if (event.event !== 'notification') return;
        let payload: unknown;
        try {
          payload = JSON.parse(event.data);
        } catch {
          return;
        }
        if (notificationEventSchema.safeParse(payload).success) refresh();
      },
      onConnectedChange(value) {
        if (value && wasConnected.current) refresh();
        if (value) wasConnected.current = true;
        setConnected(value);
      },
    });
    return () => stream.close();
  }, [queryClient, signedIn]);

  return connected;
}

export function useStudentNotifications(limit: number) {
  return useQuery(notificationQueries.student(limit));
}

/** Marks one notification read, then refreshes every notification list (the bell's too). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(notificationEndpoints.markRead, { params: { notificationId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * A teacher's notification to one or more students (usernames) or a whole class (spec 3 "Push notification
 * modal"). Nothing the sender sees changes: the recipients' bells update through their streams.
 */
export function useNotifyStudents() {
  return useMutation({
    mutationFn: (body: NotifyStudentsRequest) => callEndpoint(notificationSendEndpoints.notifyStudents, { body }),
  });
}
