import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { fakeApi, json } from '../test/fake-api';
import { activityKeys } from './activity';
import { lessonKeys, prefetchLessonAddress } from './lessons';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchLessonAddress (a lesson opened by its address, issue 29)', () => {
  it('asks for the subject\'s lessons and a student\'s time spent at once, before either answers', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('role', 'student');
    const answers: (() => void)[] = [];
    // Nothing answers until both were asked for: a wave, not a chain.
    const calls = fakeApi(() => new Promise<Response>((resolve) => {
      answers.push(() => resolve(json({ detail: 'Not found.' }, 404)));
    }));

    prefetchLessonAddress('7', 'scratch-programming');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/curriculum/7/scratch-programming/', '/api/student_dashboard/lesson-summary/']);
    expect(queryClient.getQueryState(lessonKeys.curriculum(7, 'scratch-programming'))?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(activityKeys.lessonSummary(7, 'scratch-programming'))?.fetchStatus).toBe('fetching');
    answers.forEach((answer) => answer());
  });

  it('asks a teacher\'s preview only for the lessons: no time is counted for staff', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('role', 'teacher');
    const calls = fakeApi(() => undefined);
    prefetchLessonAddress('7', 'scratch-programming');
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/curriculum/7/scratch-programming/']));
    expect(queryClient.getQueryState(activityKeys.lessonSummary(7, 'scratch-programming'))).toBeUndefined();
  });

  it('sends no address that cannot name a subject (a grade out of range, a slug with capitals)', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('role', 'student');
    const calls = fakeApi(() => undefined);
    for (const [standard, subject] of [['99', 'robotics'], ['abc', 'robotics'], ['7', 'Not%20A%20Slug']]) prefetchLessonAddress(standard, subject);
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('asks for nothing without a stored session', () => {
    const calls = fakeApi(() => undefined);
    prefetchLessonAddress('7', 'scratch-programming');
    expect(calls).toEqual([]);
    expect(queryClient.getQueryState(lessonKeys.curriculum(7, 'scratch-programming'))).toBeUndefined();
  });
});
