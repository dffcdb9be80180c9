import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CurriculumResponse } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { KEPT_CACHE, KEPT_FOR_HEADER, stampOf } from '../../../offline/kept';
import { fakeApi, json, type FakeRoute, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { OfflineSubjectControl } from './OfflineSubjectControl';

/** Cache Storage as the browser keeps it, in memory: enough for the kept store (match, put, delete, keys). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) => new URL(typeof request === 'string' || request instanceof URL ? request : request.url, 'http://localhost').href;
  async match(request: RequestInfo | URL) { return this.entries.get(this.key(request))?.clone(); }
  async put(request: RequestInfo | URL, response: Response) {
    if (storeFull) throw new DOMException('full', 'QuotaExceededError');
    this.entries.set(this.key(request), response);
  }
  async delete(request: RequestInfo | URL) { return this.entries.delete(this.key(request)); }
  async keys() { return [...this.entries.keys()].map((url) => new Request(url)); }
}
let cacheStorage = new Map<string, MemoryCache>();
let storeFull = false;
const fakeCaches = {
  open: async (name: string) => cacheStorage.get(name) ?? cacheStorage.set(name, new MemoryCache()).get(name)!,
  delete: async (name: string) => cacheStorage.delete(name),
  has: async (name: string) => cacheStorage.has(name),
};
const kept = (url: string) => cacheStorage.get(KEPT_CACHE)?.entries.get(`http://localhost${url}`);

const lesson = (position: number) => ({
  id: position, name: `Lesson ${position}`, position, content: `/api/content/lesson-pages/${position}/`,
  tutorial_video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', editor: '/api/content/simulators/line-follower/',
  quiz: `/api/content/lesson-pages/${position}/practice/`, hint: position === 1 ? '/api/files/9/' : null,
  hint_content_type: position === 1 ? 'application/pdf' : null, completed: false, text_language: 'en',
});
const CURRICULUM: CurriculumResponse = {
  success: true,
  subject: { id: 1, name: 'Robotics', slug: 'robotics', grade: 7, description: '', text_language: 'en' },
  data: [1, 2].map(lesson),
  progress: { completed_positions: [], current_index: 0, subject_completed: false },
};
const SUBJECTS = { success: true, grade: 7, subjects: [] };

/** The server: every kept URL answers; the lesson page is 2,000 bytes with a picture of its own. */
const server: FakeRoute = ({ path }) => {
  if (path === '/api/curriculum/7/robotics/') return json(CURRICULUM);
  if (path === '/api/student_dashboard/subjects/') return json(SUBJECTS);
  if (path === '/api/content/lesson-pages/1/') {
    return new Response(`<h1>Lesson 1</h1><img src="/api/files/12/">${'x'.repeat(1980)}`, { headers: { 'Content-Type': 'text/html' } });
  }
  if (path === '/api/files/9/') return new Response('%PDF-1.4 hint', { headers: { 'Content-Type': 'application/pdf' } });
  return new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html' } });
};

describe('OfflineSubjectControl', () => {
  let calls: SeenCall[];
  const estimate = vi.fn(async () => ({ quota: 500 * 1024 * 1024, usage: 1024 }));
  beforeAll(async () => { await i18n.loadNamespaces('lessons'); });
  beforeEach(() => {
    cacheStorage = new Map();
    storeFull = false;
    calls = fakeApi(server);
    vi.stubGlobal('caches', fakeCaches);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    Object.defineProperty(navigator, 'storage', {
      value: { estimate, persist: async () => true, persisted: async () => false }, configurable: true,
    });
    localStorage.setItem('authToken', 'token-a');
    localStorage.setItem('username', 'demo.student');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'storage');
    localStorage.clear();
  });

  it('keeps the subject opened last by itself, and the switch keeps it for good, with its size', async () => {
    const { user } = renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    // Kept automatically: the switch is off, the size shown.
    expect(await screen.findByText(/^Kept for now as the last subject you opened \(\d+ kB\)/)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /Available offline/ });
    expect(toggle).not.toBeChecked();
    // The lesson list, the pages (token-only and public), the hint and the page's picture; not the video.
    const stamp = await stampOf('token-a');
    expect(kept('/api/curriculum/7/robotics/')?.headers.get(KEPT_FOR_HEADER)).toBe(stamp);
    expect(kept('/api/content/lesson-pages/1/')?.headers.get(KEPT_FOR_HEADER)).toBe(stamp);
    expect(kept('/api/files/9/')?.headers.get(KEPT_FOR_HEADER)).toBe(stamp);
    expect(kept('/api/files/12/')).toBeDefined();
    expect(kept('/api/content/simulators/line-follower/')?.headers.get(KEPT_FOR_HEADER)).toBe('public');
    // The practice page as the viewer frames it: in the reader's language (ADR 0044).
    expect(kept('/api/content/lesson-pages/2/practice/?lang=en')?.headers.get(KEPT_FOR_HEADER)).toBe('public');
    // Only the app's own API was asked: not the video (YouTube).
    expect(calls.map((c) => c.path).filter((path) => !path.startsWith('/api/'))).toEqual([]);

    await user.click(toggle);
    expect(await screen.findByText(/^Kept on this phone \(\d+ kB\)\. Its lessons open without internet\.$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Available offline/ })).toBeChecked();
  });

  it('removes the subject from the phone', async () => {
    const { user } = renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    await screen.findByText(/^Kept for now/);
    await user.click(screen.getByRole('button', { name: 'Remove from phone' }));
    expect(await screen.findByText("Keep this subject's lessons on this phone to open them without internet.")).toBeInTheDocument();
    expect(kept('/api/curriculum/7/robotics/')).toBeUndefined();
    expect(kept('/api/content/lesson-pages/1/')).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Remove from phone' })).not.toBeInTheDocument();
  });

  it('says plainly when the phone has no room, and keeps nothing', async () => {
    estimate.mockResolvedValueOnce({ quota: 4 * 1024 * 1024, usage: 1024 });
    renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is not enough space on this phone to keep this subject. Free some space and try again.');
    expect(kept('/api/curriculum/7/robotics/')).toBeUndefined();
  });

  it('says plainly when the browser refuses the bytes (QuotaExceededError), leaving nothing half-kept', async () => {
    storeFull = true;
    renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is not enough space on this phone to keep this subject.');
    expect([...(cacheStorage.get(KEPT_CACHE)?.entries.keys() ?? [])]).toEqual([]);
  });

  it("deletes another student's kept subjects before keeping anything, and all of them at sign-out", async () => {
    const { unmount } = renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    await screen.findByText(/^Kept for now/);
    unmount();
    localStorage.setItem('authToken', 'token-b');
    localStorage.setItem('username', 'other.student');
    fakeApi(() => new Response('offline', { status: 503 }));
    renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    await waitFor(() => expect(kept('/api/curriculum/7/robotics/')).toBeUndefined());

    storage.clearAll();
    await waitFor(() => expect(cacheStorage.has(KEPT_CACHE)).toBe(false));
  });

  it('is not shown where the browser cannot keep anything', () => {
    vi.stubGlobal('caches', undefined);
    renderWithProviders(<OfflineSubjectControl grade={7} slug="robotics" />);
    expect(screen.queryByTestId('offline-control')).not.toBeInTheDocument();
  });
});
