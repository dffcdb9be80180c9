import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
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
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      // Nothing answers until both were asked for: a wave, not a chain.
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })));
      });
    }));

    prefetchLessonAddress('7', 'scratch-programming');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.sort()).toEqual(['/api/curriculum/7/scratch-programming/', '/api/student_dashboard/lesson-summary/']);
    expect(queryClient.getQueryState(lessonKeys.curriculum(7, 'scratch-programming'))?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(activityKeys.lessonSummary(7, 'scratch-programming'))?.fetchStatus).toBe('fetching');
    answers.forEach((answer) => answer());
  });

  it('asks a teacher\'s preview only for the lessons: no time is counted for staff', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('role', 'teacher');
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }));
    prefetchLessonAddress('7', 'scratch-programming');
    await vi.waitFor(() => expect(asked).toEqual(['/api/curriculum/7/scratch-programming/']));
    expect(queryClient.getQueryState(activityKeys.lessonSummary(7, 'scratch-programming'))).toBeUndefined();
  });

  it('sends no address that cannot name a subject (a grade out of range, a slug with capitals)', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('role', 'student');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    for (const [standard, subject] of [['99', 'robotics'], ['abc', 'robotics'], ['7', 'Not%20A%20Slug']]) prefetchLessonAddress(standard, subject);
    await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for nothing without a stored session', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    prefetchLessonAddress('7', 'scratch-programming');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(lessonKeys.curriculum(7, 'scratch-programming'))).toBeUndefined();
  });
});
