import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPaths, HEARTBEAT_INTERVAL_SECONDS, trackActivityResponseSchema, type TrackActivityRequest, type TrackActivityResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { lessonSummaryQueryKey } from './lesson-summary';

export function postTrackActivity(body: TrackActivityRequest): Promise<TrackActivityResponse> {
  return apiRequest(activityPaths.trackActivity, { method: 'POST', body, schema: trackActivityResponseSchema });
}

/** The viewer's 30-second heartbeat; the time-spent line is refreshed after each one. */
export function useTrackActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTrackActivity,
    onSuccess: (_result, body) => {
      void queryClient.invalidateQueries({ queryKey: lessonSummaryQueryKey(body.grade, body.subject) });
    },
  });
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
