import { useCallback, useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityEndpoints, HEARTBEAT_INTERVAL_SECONDS, type TrackActivityRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { storage } from '../lib/storage';
import { offlineQueue } from './offline-queue';
import { courseReportKeys } from './course-report';

/** Activity (activityEndpoints): the lesson viewer's heartbeat and its time-spent summary. */
export const activityKeys = {
  all: ['activity'] as const,
  lessonSummary: (grade: number, subject: string) => [...activityKeys.all, 'lesson-summary', grade, subject] as const,
};

export const activityQueries = {
  /** The student's time per lesson of the subject, refreshed every 30 s while the viewer is open (spec 2 §4). */
  lessonSummary: (grade: number, subject: string) => queryOptions({
    queryKey: activityKeys.lessonSummary(grade, subject),
    queryFn: ({ signal }) => callEndpoint(activityEndpoints.lessonSummary, { query: { grade, subject }, signal }),
    refetchInterval: HEARTBEAT_INTERVAL_SECONDS * 1000,
    // Part of the lesson viewer, which only needs a stored token (spec 2 §6).
    enabled: () => storage.authToken() !== null,
  }),
};

export function useLessonSummary(grade: number, subject: string) {
  return useQuery(activityQueries.lessonSummary(grade, subject));
}

/**
 * One heartbeat of time spent on a lesson tab, through the offline queue (issue 29 part 4): kept on the phone with
 * the moment it was made, sent at once when online, later otherwise, never counted twice. Whenever one is sent (also
 * one made before a reload), the time-spent line is refreshed and the Course Report's activity marked stale.
 */
export function useTrackActivity() {
  const queryClient = useQueryClient();
  useEffect(() => offlineQueue.onOutcome((write, outcome) => {
    if (write.call !== 'trackActivity' || outcome.status !== 'sent') return;
    const body = write.body as TrackActivityRequest;
    void queryClient.invalidateQueries({ queryKey: activityKeys.lessonSummary(body.grade, body.subject) });
    void queryClient.invalidateQueries({ queryKey: courseReportKeys.studentActivities() });
  }), [queryClient]);
  const mutate = useCallback((body: TrackActivityRequest) => {
    offlineQueue.add({ call: 'trackActivity', body: { ...body, made_at: new Date().toISOString() } }).stored.catch(() => undefined);
  }, []);
  return { mutate };
}

interface HeartbeatTarget {
  grade: number;
  subject: string;
  lessonName: string;
  /** The open tab when the heartbeat fires. */
  action: TrackActivityRequest['action'];
}

/**
 * Every 30 s while a lesson is open, tells the server the student spent 30 s on the open tab
 * (spec 2 §4, §7). The timer restarts when another lesson opens; switching tabs does not restart it,
 * the next beat simply carries the new tab. Nothing is sent while the page is hidden; the server
 * never credits more than the time that really passed anyway.
 */
export function useLessonHeartbeat({ grade, subject, lessonName, action }: HeartbeatTarget) {
  const { mutate } = useTrackActivity();
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  }, [action]);
  useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      mutate({ grade, subject, lesson_name: lessonName, action: actionRef.current, time_spent: HEARTBEAT_INTERVAL_SECONDS });
    }, HEARTBEAT_INTERVAL_SECONDS * 1000);
    return () => window.clearInterval(id);
  }, [grade, subject, lessonName, mutate]);
}
