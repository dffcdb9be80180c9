import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUTHORING_MESSAGES, type AuthoringLesson, type AuthoringSubject } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { API, lesson, page, quizSummary, subject, summary } from '../test/fixtures';
import AuthoringPage from './AuthoringPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['authoring', 'components']);
  // jsdom lays nothing out; the rich text editor (ProseMirror) asks where the caret is when it scrolls to it.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

let subjects: AuthoringSubject[];
let lessons: AuthoringLesson[];
let calls: SeenCall[];

beforeEach(() => {
  subjects = [subject()];
  lessons = [lesson()];
  calls = fakeStaffApi('school', ({ method, path, body }) => {
    if (path === '/api/adminaccess/admin-dashboard/school-summary/') return json(summary);
    if (method === 'GET' && path === `${API}/subjects/`) return json(page(subjects));
    if (method === 'POST' && path === `${API}/subjects/`) {
      const { slug } = body as { slug: string };
      if (slug === 'robotics') return json({ detail: AUTHORING_MESSAGES.slugTaken }, 409);
      if (slug === 'no-school') return json({ detail: AUTHORING_MESSAGES.noSuchSchool, errors: [{ field: 'body.school_ids', message: AUTHORING_MESSAGES.noSuchSchool }] }, 400);
      const made = subject({ id: 6, lesson_count: 0, ...(body as object) });
      subjects = [...subjects, made];
      return json(made, 201);
    }
    if (method === 'GET' && path === `${API}/subjects/5/lessons/`) return json({ subject: subjects[0], lessons });
    if (method === 'GET' && path === `${API}/quizzes/`) return json(page([quizSummary({ id: 71, name: 'Robot self-check', kind: 'practice' })]));
    if (method === 'POST' && path === `${API}/subjects/5/lessons/`) {
      const made = lesson({ id: 51, ...(body as object) });
      lessons = [...lessons, made];
      return json(made, 201);
    }
    if (method === 'PATCH' && path === `${API}/lessons/50/`) {
      if ((body as { practice_quiz_id?: number }).practice_quiz_id === 71) return json({ detail: AUTHORING_MESSAGES.practiceQuizGraded }, 409);
      lessons = [lesson({ ...(body as object) })];
      return json(lessons[0]);
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderPage = (at = '/admin-dashboard/authoring') => renderWithProviders(<MemoryRouter initialEntries={[at]}><AuthoringPage /></MemoryRouter>);

async function fill(user: ReturnType<typeof renderWithProviders>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  input.focus();
  await user.paste(text);
}

describe('AuthoringPage, subjects', () => {
  it("fills a new subject's slug from its name as it is typed, until the author writes their own", async () => {
    const { user } = renderPage();
    await screen.findByText('Robotics', {}, SLOW);
    await user.click(screen.getByTestId('add-subject'));
    const form = await screen.findByTestId('subject-form-form');
    const name = within(form).getByTestId('field-name');
    const slug = within(form).getByTestId('field-slug');
    await user.type(name, 'Sky Lab');
    expect(slug).toHaveValue('sky-lab');
    await user.type(name, ': Light & Colour!');
    expect(slug).toHaveValue('sky-lab-light-colour');
    // The author's own slug stays as the name changes on.
    await fill(user, slug, 'sky');
    await user.type(name, ' 2');
    expect(slug).toHaveValue('sky');
    // Emptied, it follows the name again.
    await user.clear(slug);
    await user.type(name, 'b');
    expect(slug).toHaveValue('sky-lab-light-colour-2b');
  });

  it('lists the subjects with their grade, lessons and schools', async () => {
    renderPage();
    const table = await screen.findByTestId('subjects-table');
    expect(await within(table).findByText('Robotics', {}, SLOW)).toBeInTheDocument();
    expect(within(table).getByText('robotics')).toBeInTheDocument();
    expect(within(table).getByText('ABL School, Delhi')).toBeInTheDocument();
  });

  it("keeps Add Subject open with the server's 409 and 400 details, then saves and opens the new subject's lessons", async () => {
    const { user } = renderPage();
    await screen.findByText('Robotics', {}, SLOW);
    await user.click(screen.getByTestId('add-subject'));
    const form = await screen.findByTestId('subject-form-form');
    await user.selectOptions(within(form).getByTestId('field-grade'), '7');
    await fill(user, within(form).getByTestId('field-name'), 'Robotics again');
    await fill(user, within(form).getByTestId('field-slug'), 'robotics');
    await user.click(within(form).getByTestId('subject-form-submit'));
    expect(await within(form).findByTestId('subject-form-error')).toHaveTextContent(AUTHORING_MESSAGES.slugTaken);

    await fill(user, within(form).getByTestId('field-slug'), 'no-school');
    await user.click(within(form).getByTestId('subject-form-submit'));
    await waitFor(() => expect(within(form).getByTestId('subject-form-error')).toHaveTextContent(AUTHORING_MESSAGES.noSuchSchool));

    await fill(user, within(form).getByTestId('field-slug'), 'robotics-two');
    await user.click(within(form).getByTestId('subject-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('subject-form-form')).toBeNull());
    const posts = writesOf(calls).filter((c) => c.path === `${API}/subjects/`);
    expect(posts).toHaveLength(3);
    expect(posts[2].body).toMatchObject({ grade: 7, name: 'Robotics again', slug: 'robotics-two' });
  });
});

describe('AuthoringPage, lessons', () => {
  it('the lesson editor sends the content as HTML with the chosen position', async () => {
    const { user } = renderPage('/admin-dashboard/authoring?tab=subjects&subject=5');
    await waitFor(() => expect(screen.getByText('What is a robot?')).toBeInTheDocument(), SLOW);
    await user.click(screen.getByTestId('add-lesson'));
    const form = await screen.findByTestId('lesson-editor-form');
    await fill(user, within(form).getByTestId('lesson-name'), 'Motors');
    // Position 1 is taken: the first free one is offered; the author picks 3.
    expect(within(form).getByTestId('lesson-position')).toHaveValue('2');
    await user.click(within(form).getByTestId('lesson-position'));
    await user.click(await screen.findByRole('option', { name: '3' }));
    const editor = (await within(form).findByTestId('lesson-content-editor', {}, SLOW)).querySelector<HTMLElement>('[contenteditable="true"]')!;
    editor.focus();
    await user.paste('Motors turn wheels.');
    await user.click(within(form).getByTestId('lesson-editor-submit'));
    await waitFor(() => expect(screen.queryByTestId('lesson-editor-form')).toBeNull());
    const post = writesOf(calls).find((c) => c.path === `${API}/subjects/5/lessons/`);
    expect(post?.body).toMatchObject({ name: 'Motors', position: 3, content_html: '<p>Motors turn wheels.</p>', display_on_frontend: true });
  });

  it('an edit sends only what changed, a new position among them', async () => {
    const { user } = renderPage('/admin-dashboard/authoring?subject=5');
    await screen.findByText('What is a robot?', {}, SLOW);
    await user.click(screen.getByTestId('edit-lesson'));
    const form = await screen.findByTestId('lesson-editor-form');
    expect(within(form).getByTestId('lesson-files')).toBeInTheDocument();
    await user.click(within(form).getByTestId('lesson-position'));
    await user.click(await screen.findByRole('option', { name: '4' }));
    await user.click(within(form).getByTestId('lesson-editor-submit'));
    await waitFor(() => expect(screen.queryByTestId('lesson-editor-form')).toBeNull());
    expect(writesOf(calls).find((c) => c.path === `${API}/lessons/50/`)?.body).toEqual({ position: 4 });
  });

  it("offers the subject's practice quizzes only as the practice quiz, and shows the server's 409", async () => {
    const { user } = renderPage('/admin-dashboard/authoring?subject=5');
    await screen.findByText('What is a robot?', {}, SLOW);
    await user.click(screen.getByTestId('edit-lesson'));
    const form = await screen.findByTestId('lesson-editor-form');
    await waitFor(() => expect(calls.find((c) => c.path === `${API}/quizzes/`)?.search).toMatch(/subject_id=5.*kind=practice|kind=practice.*subject_id=5/));
    await user.click(within(form).getByTestId('lesson-practice-quiz'));
    await user.click(await screen.findByRole('option', { name: 'Robot self-check (Homework)' }));
    await user.click(within(form).getByTestId('lesson-editor-submit'));
    // Say the quiz was made graded meanwhile: the server refuses, and the form says why.
    expect(await within(form).findByTestId('lesson-editor-error')).toHaveTextContent(AUTHORING_MESSAGES.practiceQuizGraded);
  });

  it('the preview shows the stored content as students see it', async () => {
    const { user } = renderPage('/admin-dashboard/authoring?subject=5');
    await screen.findByText('What is a robot?', {}, SLOW);
    await user.click(screen.getByTestId('preview-lesson'));
    const content = await screen.findByTestId('lesson-preview-content');
    expect(content.querySelector('p')).toHaveTextContent('A robot senses, thinks and acts.');
  });
});
