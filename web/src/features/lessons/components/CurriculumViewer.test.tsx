import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CourseLesson, CourseLessons } from '@prayog/contract';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import CurriculumViewerPage from '../pages/CurriculumViewerPage';

const lesson = (id: number, position: number, over: Partial<CourseLesson> = {}): CourseLesson => ({
  lesson_id: id, lesson_name: `Lesson ${position}`, position, course_id: 11, course_name: 'Robotics', grade: 7,
  lesson_video: null, lesson_plans: `/api/files/plan-${id}/`, lesson_plan_content_type: 'application/pdf',
  lesson_ppt: null, lesson_ppt_content_type: null, lesson_editor: null, display_on_frontend: true, text_language: 'en', ...over,
});

const CHOICES: CourseLessons = {
  grades: [7, 8],
  courses: [
    { course_id: 11, course_name: 'Robotics', grade: 7, text_language: 'en' },
    { course_id: 12, course_name: 'Electronics', grade: 7, text_language: 'en' },
    { course_id: 21, course_name: 'Robotics', grade: 8, text_language: 'en' },
  ],
  count: 0,
  results: [],
};
const ROBOTICS: CourseLessons = {
  ...CHOICES,
  count: 4,
  results: [
    lesson(102, 2, { lesson_ppt: '/api/files/slides-102/', lesson_ppt_content_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }),
    lesson(101, 1, { lesson_video: 'https://www.youtube.com/watch?v=abcdefghijk&t=30' }),
    // Not shown on the front end, or without a name: never listed (spec 3 §5).
    lesson(103, 3, { display_on_frontend: false }),
    lesson(104, 4, { lesson_name: ' ' }),
  ],
};

const file = (type: string, name: string) => new Response('%PDF-1.4', {
  status: 200, headers: { 'Content-Type': type, 'Content-Disposition': `inline; filename="${name}"` },
});

describe('CurriculumViewerPage', () => {
  let calls: SeenCall[];
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc');
    URL.revokeObjectURL = vi.fn();
    calls = fakeApi(({ path, query }) => {
      if (path.endsWith('course-lessons/')) {
        if (!query.has('course')) return json(CHOICES);
        return json(query.get('course') === '11' ? ROBOTICS : { ...CHOICES, results: [] });
      }
      if (path.startsWith('/api/files/plan-')) return file('application/pdf', 'plan.pdf');
      if (path.startsWith('/api/files/slides-')) return file('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'robots.pptx');
      return undefined;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('cascades Grade → Subject → Topic and resets the later choices', async () => {
    const { user } = renderWithProviders(<CurriculumViewerPage />);
    const grade = await screen.findByRole('combobox', { name: 'Grade' });
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(subject).toBeDisabled();
    expect(topic).toBeDisabled();
    expect(screen.getByText('Select a lesson to view content')).toBeInTheDocument();

    await user.selectOptions(grade, '7');
    expect(within(subject).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select subject', 'Robotics', 'Electronics']);
    await user.selectOptions(subject, '11');
    await waitFor(() => expect(topic).toBeEnabled());
    // Listed lessons only, by position.
    expect(within(topic).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select topic', '1. Lesson 1', '2. Lesson 2']);
    await user.selectOptions(topic, '101');
    expect(screen.getByText('Select content to view')).toBeInTheDocument();

    // A new subject resets the topic; a new grade resets both.
    await user.selectOptions(subject, '12');
    expect(topic).toHaveValue('');
    await user.selectOptions(subject, '11');
    await waitFor(() => expect(topic).toBeEnabled());
    await user.selectOptions(topic, '102');
    await user.selectOptions(grade, '8');
    expect(subject).toHaveValue('');
    expect(topic).toHaveValue('');
    expect(topic).toBeDisabled();
    expect(screen.getByText('Select a lesson to view content')).toBeInTheDocument();
  });

  it('shows the lesson plan PDF from the app with the token, the video in embed form, and slides as a download', async () => {
    const { user } = renderWithProviders(<CurriculumViewerPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grade' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), '11');
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    await waitFor(() => expect(topic).toBeEnabled());
    await user.selectOptions(topic, '101');

    await user.click(screen.getByRole('button', { name: 'Lesson Plan' }));
    const pdf = await screen.findByTitle('Lesson Plan: Lesson 1');
    expect(pdf).toHaveAttribute('src', 'blob:http://localhost/doc');
    expect(calls.find((c) => c.path === '/api/files/plan-101/')?.headers.get('Authorization')).toBe('Token token');

    await user.click(screen.getByRole('button', { name: 'Tutorial Video' }));
    expect(screen.getByTitle('Tutorial Video: Lesson 1')).toHaveAttribute('src', 'https://www.youtube.com/embed/abcdefghijk?start=30');
    expect(screen.getByRole('button', { name: 'Tutorial Video' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Lesson PPT' }));
    expect(screen.getByText('This lesson has no slides.')).toBeInTheDocument();

    // The chosen kind stays when the topic changes: lesson 2's slides are a PowerPoint file, offered as a download.
    await user.selectOptions(topic, '102');
    expect(await screen.findByText(/cannot show presentation files inside the page/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download robots.pptx' });
    expect(download).toHaveAttribute('href', 'blob:http://localhost/doc');
    expect(download).toHaveAttribute('download', 'robots.pptx');
  });

  it('disables Tutorial Video, with the reason, for a lesson without a video (issue 28, item 20)', async () => {
    const { user } = renderWithProviders(<CurriculumViewerPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grade' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), '11');
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    await waitFor(() => expect(topic).toBeEnabled());
    await user.selectOptions(topic, '102');

    const video = screen.getByRole('button', { name: 'Tutorial Video' });
    expect(video).toHaveAttribute('aria-disabled', 'true');
    expect(video).toHaveAccessibleDescription('No tutorial video for this lesson');
    await user.click(video);
    expect(video).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Select content to view')).toBeInTheDocument();
    // The other buttons still work for this lesson.
    expect(screen.getByRole('button', { name: 'Lesson Plan' })).not.toHaveAttribute('aria-disabled');

    // Lesson 1 has a video: the button is a plain button again.
    await user.selectOptions(topic, '101');
    expect(video).not.toHaveAttribute('aria-disabled');
    expect(video).not.toHaveAccessibleDescription();
    await user.click(video);
    expect(video).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Failed to load lessons.' when the lessons cannot be read", async () => {
    fakeApi(() => json({}, 500));
    renderWithProviders(<CurriculumViewerPage />);
    expect(await screen.findByText('Failed to load lessons.')).toBeInTheDocument();
  });
});
