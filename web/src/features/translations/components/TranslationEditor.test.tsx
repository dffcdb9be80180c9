import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { TranslationItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, writesOf } from '../../../test/fake-api';
import { fakeUploads, jsonUpload } from '../../../test/fake-uploads';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { NEWS, ROBOTICS, item, saved, translationsApi } from '../test/fixtures';
import { TranslationEditor } from './TranslationEditor';

beforeAll(async () => {
  await i18n.loadNamespaces(['translations', 'components']);
  // jsdom lays nothing out; the rich text editor (ProseMirror) asks where the caret is when it scrolls to it.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderEditor(items: TranslationItem[] = ROBOTICS, route = translationsApi(items), of: 3 | 'news' = 3) {
  localStorage.setItem('isAuthenticated', 'true');
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
  const calls = fakeApi(route);
  return { calls, ...renderWithProviders(<TranslationEditor of={of} language="hi" onLanguage={vi.fn()} onBack={vi.fn()} />) };
}

/** Types the text into the field at once (pasted: typing Devanagari key by key is slow in jsdom). */
async function typeIn(user: ReturnType<typeof renderEditor>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Opens a section (the subject's is open at first) by its heading's start ("Lesson 1", "Quiz"), and waits for its item. */
async function openSection(user: ReturnType<typeof renderEditor>['user'], start: string, head: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${start}`) }, SLOW));
  await screen.findByTestId(`item-${head}`, {}, SLOW);
}

describe('TranslationEditor', () => {
  it('shows each field’s English beside its version, the missing ones marked, and the count of what is missing', async () => {
    const { user } = renderEditor();
    expect(await screen.findByTestId('translations-summary', {}, SLOW)).toHaveTextContent('5 of 9 texts still missing in हिन्दी.');
    // The subject: both fields written, nothing marked.
    expect(screen.getByRole('group', { name: 'Name in English' })).toHaveTextContent('Robotics');
    expect(screen.getByRole('textbox', { name: 'Name in हिन्दी' })).toHaveValue('रोबोटिक्स');
    expect(screen.getByTestId('field-subject-3-name')).not.toHaveAttribute('data-missing');

    await openSection(user, 'Lesson 1', 'lesson-11');
    const lesson = screen.getByTestId('item-lesson-11');
    expect(within(lesson).getByRole('group', { name: 'Name in English' })).toHaveTextContent('What is a robot?');
    expect(within(lesson).getByRole('textbox', { name: 'Name in हिन्दी' })).toHaveValue('');
    expect(within(screen.getByTestId('field-lesson-11-name')).getByText('Missing')).toBeInTheDocument();
    // The lesson's content: the English as the page shows it, the version in the rich text editor.
    expect(within(lesson).getByRole('group', { name: 'Content in English' }).querySelector('p')).toHaveTextContent('A robot senses and acts.');
    expect(await within(lesson).findByRole('textbox', { name: 'Content in हिन्दी' }, SLOW)).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Lesson 1 · What is a robot? 2 missing' })).toHaveAttribute('aria-expanded', 'true');

    await openSection(user, 'Quiz', 'quiz-40');
    expect(within(screen.getByTestId('item-question-21')).getByRole('heading', { level: 3, name: 'Question 1' })).toBeInTheDocument();
    expect(within(screen.getByTestId('item-answer-32')).getByRole('heading', { name: 'Option B' })).toBeInTheDocument();
    expect(within(screen.getByTestId('item-answer-32')).getByRole('group', { name: 'Text in English' })).toHaveTextContent('A sensor');
  });

  it('“Only missing” leaves out the items with every text written', async () => {
    const { user } = renderEditor();
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Quiz', 'quiz-40');
    expect(screen.getByTestId('item-answer-31')).toBeInTheDocument();
    expect(screen.getByTestId('section-subject-3')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Only missing' }));
    expect(screen.queryByTestId('section-subject-3')).not.toBeInTheDocument();
    expect(screen.queryByTestId('item-answer-31')).not.toBeInTheDocument();
    expect(screen.getByTestId('item-answer-32')).toBeInTheDocument();
    expect(screen.getByTestId('item-question-21')).toBeInTheDocument();
    expect(screen.getByTestId('section-lesson-11')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Only missing' }));
    expect(screen.getByTestId('section-subject-3')).toBeInTheDocument();
  });

  it('saves an item with only the fields changed, and the missing count drops with the server’s answer', async () => {
    const { calls, user } = renderEditor();
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Quiz', 'quiz-40');
    const quiz = screen.getByTestId('item-quiz-40');
    const save = within(quiz).getByRole('button', { name: /^Save Quiz/ });
    expect(save).toBeDisabled();
    await typeIn(user, within(quiz).getByRole('textbox', { name: 'Topic in हिन्दी' }), 'मोटर');
    expect(within(quiz).getByText('Not saved')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/authoring/translations/quiz/40/hi/' });
    // Only the topic: the quiz's name, written before, is not sent again.
    expect(writesOf(calls)[0].body).toEqual({ fields: { topic: 'मोटर' } });
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Quiz saved in हिन्दी.' })));
    await waitFor(() => expect(screen.getByTestId('translations-summary')).toHaveTextContent('4 of 9 texts still missing in हिन्दी.'));
    expect(within(quiz).queryByText('Not saved')).not.toBeInTheDocument();
    expect(within(quiz).getByRole('textbox', { name: 'Topic in हिन्दी' })).toHaveValue('मोटर');

    // A question and one of its options, each saved on its own.
    const question = screen.getByTestId('item-question-21');
    await typeIn(user, within(question).getByRole('textbox', { name: 'Text in हिन्दी' }), 'पहिया कौन घुमाता है?');
    await user.click(within(question).getByRole('button', { name: /^Save Question 1/ }));
    const option = screen.getByTestId('item-answer-32');
    await typeIn(user, within(option).getByRole('textbox', { name: 'Text in हिन्दी' }), 'सेंसर');
    await user.click(within(option).getByRole('button', { name: /^Save Option B/ }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(3));
    expect(writesOf(calls).slice(1).map((c) => [c.path, c.body])).toEqual([
      ['/api/authoring/translations/question/21/hi/', { fields: { text: 'पहिया कौन घुमाता है?' } }],
      ['/api/authoring/translations/answer/32/hi/', { fields: { text: 'सेंसर' } }],
    ]);
    await waitFor(() => expect(screen.getByTestId('translations-summary')).toHaveTextContent('2 of 9 texts still missing in हिन्दी.'));
  });

  it('a field emptied is sent empty, which removes its version', async () => {
    const { calls, user } = renderEditor();
    await screen.findByTestId('translations-summary', {}, SLOW);
    const subject = screen.getByTestId('item-subject-3');
    await user.clear(within(subject).getByRole('textbox', { name: 'Description in हिन्दी' }));
    await user.click(within(subject).getByRole('button', { name: /^Save Subject/ }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0].body).toEqual({ fields: { description: '' } });
    await waitFor(() => expect(within(screen.getByTestId('field-subject-3-description')).getByText('Missing')).toBeInTheDocument());
  });

  it('shows the server’s detail when a save is refused, and keeps the text typed', async () => {
    const { user } = renderEditor(ROBOTICS, (call) => (call.method === 'PUT'
      ? json({ detail: 'That text is too long for this field.' }, 400) : translationsApi(ROBOTICS)(call)));
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Lesson 1', 'lesson-11');
    const lesson = screen.getByTestId('item-lesson-11');
    await typeIn(user, within(lesson).getByRole('textbox', { name: 'Name in हिन्दी' }), 'रोबोट क्या है?');
    await user.click(within(lesson).getByRole('button', { name: /^Save Lesson 1/ }));
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'That text is too long for this field.' })));
    expect(within(lesson).getByRole('textbox', { name: 'Name in हिन्दी' })).toHaveValue('रोबोट क्या है?');
    expect(within(lesson).getByText('Not saved')).toBeInTheDocument();
  });

  it('saves a lesson’s content written in the rich text editor as HTML, with its name', async () => {
    const { calls, user } = renderEditor();
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Lesson 1', 'lesson-11');
    const lesson = screen.getByTestId('item-lesson-11');
    await typeIn(user, within(lesson).getByRole('textbox', { name: 'Name in हिन्दी' }), 'रोबोट क्या है?');
    const content = await within(lesson).findByRole('textbox', { name: 'Content in हिन्दी' }, SLOW);
    content.focus();
    await user.paste('रोबोट महसूस करता है और काम करता है।');
    await user.click(within(lesson).getByRole('button', { name: /^Save Lesson 1/ }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ path: '/api/authoring/translations/lesson/11/hi/' });
    expect(writesOf(calls)[0].body).toEqual({ fields: { name: 'रोबोट क्या है?', content_html: '<p>रोबोट महसूस करता है और काम करता है।</p>' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lesson 1 · What is a robot? Complete' })).toBeInTheDocument());
  });

  it('shows what a teacher may not write to read only, with no save', async () => {
    const everySchool = ROBOTICS.map((i) => (i.kind === 'subject' ? i : { ...i, editable: false }));
    const { user } = renderEditor(everySchool);
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Quiz', 'quiz-40');
    const question = screen.getByTestId('item-question-21');
    expect(within(question).getByRole('textbox', { name: 'Text in हिन्दी' })).toHaveAttribute('readonly');
    expect(within(question).queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(within(question).getByText(/your own school's quizzes only/)).toBeInTheDocument();
  });

  it('uploads a lesson’s hint in the language to the lesson’s address for it', async () => {
    const lesson = ROBOTICS[1];
    const uploads = fakeUploads(() => jsonUpload({ ...saved(lesson, {}), files: { ...lesson.files!, hint_url: '/api/authoring/translations/files/hint-11-hi/' } }));
    const { user } = renderEditor([ROBOTICS[0], lesson]);
    await screen.findByTestId('translations-summary', {}, SLOW);
    await openSection(user, 'Lesson 1', 'lesson-11');
    const hint = screen.getByTestId('lesson-file-11-hint');
    expect(hint).toHaveTextContent('Hint: not uploaded (the English one is shown)');
    const input = hint.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'sanket.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads.map((u) => u.url)).toEqual(['/api/authoring/translations/lesson/11/hi/files/hint/']));
    expect(uploads[0].file?.name).toBe('sanket.pdf');
    expect(await within(screen.getByTestId('lesson-file-11-hint')).findByText('uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the hint in हिन्दी' })).toBeInTheDocument();
  });
});

describe('TranslationEditor, the news view', () => {
  const renderNews = (superuser: boolean, items = NEWS) => {
    localStorage.setItem('isSuperUser', String(superuser));
    return renderEditor([], translationsApi([], undefined, items), 'news');
  };

  it('shows a superuser the news and updates each in its own section, and the notifications together in one', async () => {
    const { user } = renderNews(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'News, updates and notifications in हिन्दी' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('translations-summary', {}, SLOW)).toHaveTextContent('4 of 7 texts still missing in हिन्दी.');
    const sections = within(screen.getByTestId('translations-sections'));
    expect(sections.getByRole('button', { name: 'News · Science fair Complete' })).toBeInTheDocument();
    expect(sections.getByRole('button', { name: 'Update 1 missing' })).toBeInTheDocument();
    await openSection(user, 'Notifications 3 missing', 'notification-71');
    const section = screen.getByTestId('section-notifications');
    // Each notification is named by its English subject, newest first as the server lists them.
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Notification · Holiday', 'Notification · Bring a mirror']);
    const holiday = screen.getByTestId('item-notification-71');
    expect(within(holiday).getByRole('group', { name: 'Message in English' })).toHaveTextContent('School is closed on Monday.');
    expect(within(holiday).getByRole('textbox', { name: 'Subject in हिन्दी' })).toHaveValue('छुट्टी');
  });

  it('saves a notification’s version to the notification’s address', async () => {
    const { calls, user } = renderNews(true);
    await user.click(await screen.findByRole('button', { name: 'Notifications 3 missing' }, SLOW));
    const holiday = await screen.findByTestId('item-notification-71', {}, SLOW);
    await typeIn(user, within(holiday).getByRole('textbox', { name: 'Message in हिन्दी' }), 'सोमवार को विद्यालय बंद रहेगा।');
    await user.click(within(holiday).getByRole('button', { name: /^Save Notification · Holiday/ }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/authoring/translations/notification/71/hi/', body: { fields: { message: 'सोमवार को विद्यालय बंद रहेगा।' } } });
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Notification saved in हिन्दी.' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications 2 missing' })).toBeInTheDocument());
  });

  it('names a teacher’s view for the notifications they sent', async () => {
    renderNews(false, NEWS.filter((i) => i.kind === 'notification'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications you sent in हिन्दी' }, SLOW)).toBeInTheDocument();
    // Only one section: open at first.
    expect(await screen.findByRole('button', { name: 'Notifications 3 missing' }, SLOW)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('item-notification-70')).toBeInTheDocument();
  });
});

// Keeps the fixture builder honest: a field with English and no version counts as missing, one without English not.
describe('fixtures', () => {
  it('count missing as the server does', () => {
    expect(item('quiz', 1, 'quiz', null, { quiz_name: ['Q', null], topic: ['', null] }).missing).toBe(1);
  });
});
