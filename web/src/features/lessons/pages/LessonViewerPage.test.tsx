import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CurriculumResponse } from '@prayog/contract';
import { fakeApi, json, type FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { offlineQueue } from '../../../api/offline-queue';
import LessonViewerPage from './LessonViewerPage';
import { SLOW } from '../../../test/timeouts';

const lesson = (position: number) => ({
  id: position, name: `Lesson ${position}`, position, content: null, tutorial_video: null, editor: null, quiz: null,
  hint: null, hint_content_type: null, completed: false, text_language: 'en',
});
const CURRICULUM: CurriculumResponse = {
  success: true,
  subject: { id: 1, name: 'Robotics', slug: 'robotics', grade: 8, description: '', text_language: 'en' },
  data: [1, 2, 3, 4, 5, 6, 7, 8].map(lesson),
  progress: { completed_positions: [], current_index: 0, subject_completed: false },
};

/** A student's subject at grade 7: the lessons, and an empty time summary for the rest. */
const studentServer: FakeRoute = ({ path }) => (path.includes('/curriculum/')
  ? json({ ...CURRICULUM, subject: { ...CURRICULUM.subject, grade: 7 } })
  : json({ subject: { ...CURRICULUM.subject, grade: 7 }, lesson_summary: [] }));

function signInAs(role: string, superuser = false) {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('role', role);
  localStorage.setItem('isSuperUser', String(superuser));
}

function open(address: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/learning/:standard/:subject" element={<LessonViewerPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LessonViewerPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each(['/learning/abc/robotics', '/learning/99/robotics', '/learning/7/Not%20A%20Slug'])(
    'says %s is not found, with the way back to Subjects, without asking the server',
    async (address) => {
      signInAs('student');
      const calls = fakeApi(() => undefined);
      open(address);
      expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' }, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Subjects' })).toHaveAttribute('href', '/dashboard/subjects');
      expect(calls).toEqual([]);
    },
  );

  it('says a subject the server does not know is not found, not the server wording', async () => {
    signInAs('student');
    fakeApi(() => json({ detail: 'Subject not found.' }, 404));
    open('/learning/7/no-such-subject/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Subject not found.')).not.toBeInTheDocument();
  });

  it("shows a parent the server's reason and the way back to the parent dashboard, without 'Try again'", async () => {
    signInAs('parent');
    const detail = 'Lessons are for students and their teachers. Parents can follow progress on the parent dashboard.';
    fakeApi(() => json({ detail }, 403));
    open('/learning/7/robotics/');
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot open this lesson' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/parent_dashboard');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([['teacher', false, '/teacher_dashboard'], ['school', true, '/admin-dashboard']] as const)(
    'lets a %s (superuser: %s) preview every lesson without recording anything',
    async (role, superuser, home) => {
      signInAs(role, superuser);
      const calls = fakeApi(() => json(CURRICULUM));
      const { user } = open('/learning/8/robotics/');
      expect(await screen.findByTestId('viewer-preview-note', {}, SLOW)).toHaveTextContent('You are previewing these lessons.');
      expect(screen.getByTestId('viewer-subject')).toHaveTextContent('Robotics · Grade 8');
      expect(screen.queryByTestId('mark-completed')).not.toBeInTheDocument();
      expect(screen.queryByTestId('time-spent')).not.toBeInTheDocument();
      expect(screen.getByTestId('lesson-circle-8')).toBeEnabled();
      await user.click(screen.getByTestId('lesson-circle-6'));
      expect(screen.getByTestId('lesson-name')).toHaveTextContent('Lesson 6');
      expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', home);
      // Only the curriculum was asked for: no time summary, no heartbeat.
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0].path).toContain('/curriculum/8/robotics/');
    },
  );

  it('keeps a student to their own order: later lessons stay locked and the time line shows', async () => {
    signInAs('student');
    fakeApi(studentServer);
    open('/learning/7/robotics/');
    expect(await screen.findByTestId('mark-completed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('time-spent')).toBeInTheDocument();
    expect(screen.getByTestId('lesson-circle-2')).toBeDisabled();
    expect(screen.queryByTestId('viewer-preview-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('viewer-subject')).toHaveTextContent(/^Robotics$/);
  });

  it('completes a lesson offline: kept on the phone, and the viewer moves on at once (not paused until online)', async () => {
    signInAs('student');
    localStorage.setItem('username', 'asha');
    fakeApi((call) => {
      if (call.path.includes('/complete/')) throw new TypeError('Failed to fetch');
      return studentServer(call);
    });
    open('/learning/7/robotics/');
    await screen.findByTestId('mark-completed', {}, SLOW);
    onlineManager.setOnline(false);
    offlineQueue.setOnline(false);
    try {
      await waitFor(() => expect(screen.getByTestId('mark-completed')).toBeEnabled(), { timeout: 4000 });
      fireEvent.click(screen.getByTestId('mark-completed'));
      await waitFor(() => expect(screen.getByTestId('lesson-circle-1')).toHaveAttribute('data-state', 'completed'));
      expect(screen.getByTestId('lesson-circle-2')).toHaveAttribute('data-state', 'current');
      expect(await offlineQueue.count()).toBe(1);
    } finally {
      onlineManager.setOnline(true);
      await offlineQueue.forget();
      offlineQueue.setOnline(true);
    }
  });

  describe("an authored lesson's page (served only with the token)", () => {
    const PAGE = '/api/content/lesson-pages/41/';
    const withPage = { ...CURRICULUM, data: CURRICULUM.data.map((l) => (l.position === 1 ? { ...l, content: PAGE } : l)) };
    beforeEach(() => {
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:lesson-41'), revokeObjectURL: vi.fn() }));
    });

    it('is fetched with the token header and framed from a blob, not by its address', async () => {
      signInAs('teacher');
      const calls = fakeApi(({ path }) => (path === PAGE
        ? new Response('<!doctype html><h1>Lesson 1</h1>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
        : json(withPage)));
      open('/learning/8/robotics/');
      const frame = await screen.findByTestId('frame-content', {}, SLOW);
      expect(frame).toHaveAttribute('src', 'blob:lesson-41');
      expect(calls.find((c) => c.path === PAGE)?.headers.get('Authorization')).toBe('Token token');
    });

    it("says so when the server refuses it, with the server's words", async () => {
      signInAs('teacher');
      fakeApi(({ path }) => (path === PAGE ? json({ detail: 'Lesson not found.' }, 404) : json(withPage)));
      open('/learning/8/robotics/');
      expect(await screen.findByTestId('lesson-page-error', {}, SLOW)).toHaveTextContent('The lesson could not be loaded: Lesson not found.');
      expect(screen.queryByTestId('frame-content')).not.toBeInTheDocument();
    });
  });
});
