import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../test/fake-api';
import { createTestQueryClient } from '../test/render';
import { offlineQueue } from './offline-queue';
import { useSubmitHolidayHomework } from './homework';

afterEach(async () => {
  onlineManager.setOnline(true);
  await offlineQueue.forget();
  offlineQueue.setOnline(true);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSubmitHolidayHomework', () => {
  it('keeps homework made offline on the phone at once, instead of pausing until the network returns', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('username', 'asha');
    fakeApi(() => { throw new TypeError('Failed to fetch'); });
    const client = createTestQueryClient();
    const { result } = renderHook(() => useSubmitHolidayHomework(() => undefined), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    onlineManager.setOnline(false);
    offlineQueue.setOnline(false);
    const outcome = await result.current.mutateAsync({ school: 'ABL', grade: '7', section: 'A', text: 'My model bridge', file: null });
    expect(outcome).toEqual({ kept: true });
    expect(await offlineQueue.count()).toBe(1);
  });
});
