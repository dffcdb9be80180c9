import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUTHORING_MESSAGES, questionOfOtherKind, type AuthoringQuiz, type AuthoringQuizSummary } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import TeacherQuizzesPage from '../pages/TeacherQuizzesPage';
import { API, page, quiz, quizSummary } from '../test/fixtures';
import { QuizzesPanel } from './QuizzesPanel';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['authoring', 'components']);
});

const SUBJECTS = [{ id: 5, name: 'Robotics', grade: 7 }];
const SCHOOLS = [{ id: 1, name: 'ABL School, Delhi' }];
let listed: AuthoringQuizSummary[];
let stored: Record<number, AuthoringQuiz>;
let calls: SeenCall[];

function serve(role: 'teacher' | 'school') {
  calls = fakeStaffApi(role, ({ method, path, body }) => {
    if (method === 'GET' && path === `${API}/quizzes/`) return json(page(listed));
    const one = /^\/api\/authoring\/quizzes\/(\d+)\/$/.exec(path);
    if (one && method === 'GET') return stored[Number(one[1])] ? json(stored[Number(one[1])]) : json({ detail: AUTHORING_MESSAGES.noSuchQuiz }, 404);
    if (method === 'GET' && path === `${API}/subjects/5/question-bank/`) return json(page([]));
    if (method === 'POST' && path === `${API}/quizzes/`) {
      const { questions, kind } = body as { kind?: string; questions: { text: string; answers: { text: string }[] }[] };
      // A practice quiz may not ask a graded quiz's question (ADR 0022): the server's 409.
      if (kind === 'practice' && questions[0].text === 'What does a sensor do?') return json({ detail: questionOfOtherKind('What does a sensor do?', 'graded') }, 409);
      if (questions[0].answers.some((a) => a.text === 'Same')) {
        return json({ detail: AUTHORING_MESSAGES.duplicateAnswers, errors: [{ field: 'body.questions.0.answers', message: AUTHORING_MESSAGES.duplicateAnswers }] }, 400);
      }
      return json({ detail: AUTHORING_MESSAGES.savedInPlace, new_version: false, quiz: quiz({ id: 71 }) }, 201);
    }
    if (one && method === 'PATCH') {
      return json({ detail: AUTHORING_MESSAGES.newVersion, new_version: true, quiz: quiz({ id: 72, version: 2, previous_version_id: 70 }) });
    }
    if (path === '/api/teacher_dashboard/course-lessons/') return json({ grades: [7], courses: [{ course_id: 5, course_name: 'Robotics', grade: 7, text_language: 'en' }], count: 0, results: [] });
    return undefined;
  });
}

beforeEach(() => {
  listed = [quizSummary()];
  stored = { 70: quiz() };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderAdminPanel = () => renderWithProviders(<MemoryRouter><QuizzesPanel schoolChoices={SCHOOLS} subjectChoices={SUBJECTS} /></MemoryRouter>);

async function fill(user: ReturnType<typeof renderWithProviders>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  input.focus();
  await user.paste(text);
}

// The editor has many fields: typed into on a busy 2-core CI machine, one case has taken over 20 s.
describe('QuizzesPanel, the question editor', { timeout: 60_000 }, () => {
  it("starts a new quiz's School as the chosen subject's one school, not every school, until the author picks one", async () => {
    serve('school');
    const subjects = [
      { id: 5, name: 'Robotics', grade: 7, school_ids: [1] },
      { id: 6, name: 'Electronics', grade: 7, school_ids: [1, 2] },
    ];
    const schools = [...SCHOOLS, { id: 2, name: 'Green Valley School, Noida' }];
    const { user } = renderWithProviders(<MemoryRouter><QuizzesPanel schoolChoices={schools} subjectChoices={subjects} /></MemoryRouter>);
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('add-quiz'));
    const form = await screen.findByTestId('quiz-editor-form');
    const school = within(form).getByTestId('quiz-school');
    expect(school).toHaveValue('Every school');
    const pick = async (testId: string, option: string) => {
      await user.click(within(form).getByTestId(testId));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    // A subject offered to ABL School only: the quiz becomes ABL School's.
    await pick('quiz-subject', 'Robotics (Grade 7)');
    await waitFor(() => expect(school).toHaveValue('ABL School, Delhi'));
    // A subject offered to two schools: left for the author (a quiz is one school's or every school's).
    await pick('quiz-subject', 'Electronics (Grade 7)');
    await waitFor(() => expect(school).toHaveValue('Every school'));
    // Once the author picks a School, a subject no longer changes it.
    await pick('quiz-school', 'Green Valley School, Noida');
    await pick('quiz-subject', 'Robotics (Grade 7)');
    expect(school).toHaveValue('Green Valley School, Noida');
  });

  it('sends nothing while a question has no correct answer, then shows the server’s 400 under the question', async () => {
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('add-quiz'));
    const form = await screen.findByTestId('quiz-editor-form');
    await fill(user, within(form).getByTestId('quiz-name'), 'Motors check');
    await fill(user, within(form).getByTestId('quiz-topic'), 'Motors');
    const question = within(form).getByTestId('question-editor');
    await fill(user, within(question).getByTestId('question-text'), 'What turns a wheel?');
    const answers = within(question).getAllByTestId('answer-text');
    await fill(user, answers[0], 'Same');
    await fill(user, answers[1], 'Gear');

    // The correct answer is a radio: one at most, and none is refused before anything is sent.
    await user.click(within(form).getByTestId('quiz-editor-submit'));
    expect(await within(question).findByText(AUTHORING_MESSAGES.oneCorrect)).toBeInTheDocument();
    expect(writesOf(calls)).toHaveLength(0);
    const radios = within(question).getAllByRole('radio');
    await user.click(radios[0]);
    await user.click(radios[1]);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);

    await user.click(within(form).getByTestId('quiz-editor-submit'));
    expect(await within(form).findByTestId('quiz-editor-error')).toHaveTextContent(AUTHORING_MESSAGES.duplicateAnswers);
    expect(within(question).getByText(AUTHORING_MESSAGES.duplicateAnswers)).toBeInTheDocument();
    const [post] = writesOf(calls);
    expect(post.body).toMatchObject({
      name: 'Motors check', topic: 'Motors', quiz_type: 'homework', school_id: null,
      questions: [{ text: 'What turns a wheel?', answers: [{ text: 'Same', is_correct: false }, { text: 'Gear', is_correct: true }] }],
    });
  });

  it('refuses a question with too few answers, and adds and removes answers within 2 to 6', async () => {
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('add-quiz'));
    const question = within(await screen.findByTestId('quiz-editor-form')).getByTestId('question-editor');
    const remove = () => within(question).getAllByTestId('remove-answer');
    expect(remove()[0]).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(within(question).getByTestId('add-answer'));
    expect(within(question).getAllByTestId('answer-text')).toHaveLength(6);
    expect(within(question).getByTestId('add-answer')).toBeDisabled();
    await user.click(remove()[5]);
    expect(within(question).getAllByTestId('answer-text')).toHaveLength(5);
  });

  it('shows the detail when saving made a new version of a quiz students have taken', async () => {
    listed = [quizSummary({ has_attempts: true })];
    stored = { 70: quiz({ has_attempts: true }) };
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('edit-quiz'));
    const form = await screen.findByTestId('quiz-editor-form', {}, SLOW);
    expect(within(form).getByTestId('quiz-has-attempts')).toBeInTheDocument();
    await fill(user, within(form).getAllByTestId('answer-text')[1], 'It moves');
    await user.click(within(form).getByTestId('quiz-editor-submit'));
    const notice = await screen.findByTestId('quiz-saved-notice');
    expect(notice).toHaveTextContent(AUTHORING_MESSAGES.newVersion);
    expect(notice).toHaveTextContent('Version 2 was made');
    const [patch] = writesOf(calls);
    expect(patch.body).toEqual({
      questions: [{ id: 700, text: 'What does a sensor do?', kind: 'single', marks: 1, tags: [], answers: [{ text: 'It measures', is_correct: true }, { text: 'It moves', is_correct: false }] }],
    });
  });

  it("shows each quiz's kind, sends the kind chosen, asks the bank for that kind's questions and shows the server's 409", async () => {
    listed = [quizSummary(), quizSummary({ id: 71, name: 'Robot self-check', kind: 'practice' })];
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot self-check', {}, SLOW);
    expect(within(screen.getByText('Robot basics').closest('tr')!).getByTestId('quiz-kind-badge')).toHaveTextContent('Graded');
    expect(within(screen.getByText('Robot self-check').closest('tr')!).getByTestId('quiz-kind-badge')).toHaveTextContent('Practice');

    await user.click(screen.getByTestId('add-quiz'));
    const form = await screen.findByTestId('quiz-editor-form');
    expect(within(form).getByTestId('quiz-kind')).toHaveValue('Graded');
    await user.click(within(form).getByTestId('quiz-kind'));
    await user.click(await screen.findByRole('option', { name: 'Practice' }));
    await fill(user, within(form).getByTestId('quiz-name'), 'Sensors self-check');
    await fill(user, within(form).getByTestId('quiz-topic'), 'Sensors');
    await user.click(within(form).getByTestId('quiz-subject'));
    await user.click(await screen.findByRole('option', { name: 'Robotics (Grade 7)' }));
    const question = within(form).getByTestId('question-editor');
    await fill(user, within(question).getByTestId('question-text'), 'What does a sensor do?');
    const answers = within(question).getAllByTestId('answer-text');
    await fill(user, answers[0], 'It measures');
    await fill(user, answers[1], 'It cooks');
    await user.click(within(question).getAllByRole('radio')[0]);
    await user.click(within(form).getByTestId('quiz-editor-submit'));
    expect(await within(form).findByTestId('quiz-editor-error')).toHaveTextContent(questionOfOtherKind('What does a sensor do?', 'graded'));
    expect(writesOf(calls)[0].body).toMatchObject({ kind: 'practice', name: 'Sensors self-check' });

    // The bank offers the practice quizzes' questions only.
    await user.click(within(form).getByTestId('open-question-bank'));
    const bank = await screen.findByTestId('question-bank');
    await waitFor(() => expect(calls.find((c) => c.path === `${API}/subjects/5/question-bank/`)?.search).toContain('kind=practice'));
    expect(within(bank).getByText(/practice quizzes/)).toBeInTheDocument();
  });

  it('a practice quiz shows its kind but does not offer to make it graded', async () => {
    listed = [quizSummary({ kind: 'practice' })];
    stored = { 70: quiz({ kind: 'practice' }) };
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('edit-quiz'));
    const form = await screen.findByTestId('quiz-editor-form', {}, SLOW);
    expect(within(form).getByTestId('quiz-kind')).toHaveValue('Practice');
    expect(within(form).getByTestId('quiz-kind')).toBeDisabled();
  });

  it('the preview shows the questions without marking the correct answer', async () => {
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    await user.click(screen.getByTestId('preview-quiz'));
    const preview = await screen.findByTestId('quiz-preview');
    expect(await within(preview).findByText('1. What does a sensor do?', {}, SLOW)).toBeInTheDocument();
    expect(within(preview).getAllByTestId('preview-answer')).toHaveLength(2);
    expect(within(preview).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it("summarises each quiz's marks, negative marking and pool; the preview shows kinds and marks but no accepted answer", async () => {
    listed = [quizSummary({ max_marks: 10, negative_percent: 25, draw_count: 5, question_count: 15, shuffle: true })];
    stored = {
      70: quiz({ max_marks: 3, questions: [
        { id: 700, text: 'g in m/s²', kind: 'numeric', marks: 2, tolerance: 0.1, tags: [], answers: [{ id: 7001, text: '9.8', is_correct: true }] },
        { id: 701, text: 'Pick the metals', kind: 'multiple', marks: 1, tolerance: null, tags: [], answers: [
          { id: 7011, text: 'Iron', is_correct: true }, { id: 7012, text: 'Wood', is_correct: false }] },
      ] }),
    };
    serve('school');
    const { user } = renderAdminPanel();
    await screen.findByText('Robot basics', {}, SLOW);
    const marking = screen.getByText('Robot basics').closest('tr')!;
    expect(within(marking).getByTestId('quiz-max-marks')).toHaveTextContent('10 marks');
    expect(within(marking).getByTestId('quiz-negative-badge')).toHaveTextContent('−25% per wrong answer');
    expect(within(marking).getByTestId('quiz-pool-badge')).toHaveTextContent('Draws 5 of 15');
    expect(within(marking).getByTestId('quiz-shuffle-badge')).toBeInTheDocument();

    await user.click(screen.getByTestId('preview-quiz'));
    const preview = await screen.findByTestId('quiz-preview');
    await within(preview).findByText('1. g in m/s²', {}, SLOW);
    const [numeric, multiple] = within(preview).getAllByTestId('preview-question');
    expect(within(numeric).getByTestId('preview-kind')).toHaveTextContent('Number');
    expect(within(numeric).getByTestId('preview-marks')).toHaveTextContent('2 marks');
    expect(within(numeric).getByTestId('preview-typed')).toHaveValue('');
    expect(within(preview).queryByText('9.8')).toBeNull();
    expect(within(multiple).getByTestId('preview-kind')).toHaveTextContent('Multiple select');
    expect(within(multiple).getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });
});

describe('TeacherQuizzesPage', () => {
  it("opens on the first of the school's grades, asks the server for that grade only, and offers every grade the school has", async () => {
    calls = fakeStaffApi('teacher', ({ method, path }) => {
      if (method === 'GET' && path === `${API}/quizzes/`) return json(page(listed));
      if (path === '/api/teacher_dashboard/course-lessons/') return json({ grades: [6, 7], courses: [{ course_id: 5, course_name: 'Robotics', grade: 7, text_language: 'en' }], count: 0, results: [] });
      return undefined;
    });
    const { user } = renderWithProviders(<MemoryRouter><TeacherQuizzesPage /></MemoryRouter>);
    const filter = await screen.findByTestId('quiz-grade-filter', {}, SLOW);
    expect(filter).toHaveValue('Grade 6');
    const gradeOf = (c: SeenCall) => new URLSearchParams(c.search).get('grade');
    await waitFor(() => expect(calls.some((c) => c.path === `${API}/quizzes/` && gradeOf(c) === '6')).toBe(true));
    expect(calls.filter((c) => c.path === `${API}/quizzes/`).every((c) => gradeOf(c) === '6')).toBe(true);
    await user.click(filter);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Grade 6', 'Grade 7']);
  });

  it("lists the every-school quizzes read-only and the school's own to edit", async () => {
    listed = [
      quizSummary({ id: 70, name: 'Robot basics', school_id: null, editable: false }),
      quizSummary({ id: 80, name: 'Our sensors quiz', school_id: 1, editable: true }),
    ];
    stored = {
      70: quiz({ id: 70, school_id: null, editable: false, answers_hidden: true, questions: [{ id: 700, text: 'What does a sensor do?', kind: 'single', marks: 1, tolerance: null, tags: [], answers: [
        { id: 7001, text: 'It measures', is_correct: null }, { id: 7002, text: 'It cooks', is_correct: null },
      ] }] }),
    };
    serve('teacher');
    const { user } = renderWithProviders(<MemoryRouter><TeacherQuizzesPage /></MemoryRouter>);
    // The own school's name comes with the signed-in account.
    await screen.findByText('ABL School, Delhi', {}, SLOW);
    const everySchool = screen.getByText('Robot basics').closest('tr')!;
    const own = screen.getByText('Our sensors quiz').closest('tr')!;
    expect(within(everySchool).getByText('Every school')).toBeInTheDocument();
    expect(within(everySchool).getByText('Read-only')).toBeInTheDocument();
    expect(within(everySchool).queryByTestId('edit-quiz')).toBeNull();
    expect(within(everySchool).queryByTestId('delete-quiz')).toBeNull();
    expect(within(own).getByTestId('edit-quiz')).toBeInTheDocument();
    expect(within(own).getByText('ABL School, Delhi')).toBeInTheDocument();

    await user.click(within(everySchool).getByTestId('preview-quiz'));
    const preview = await screen.findByTestId('quiz-preview');
    expect(await within(preview).findByText('It measures', {}, SLOW)).toBeInTheDocument();
    expect(within(preview).getByText('Read-only')).toBeInTheDocument();

    // A teacher writes quizzes for their own school: no school choice is offered.
    await user.click(screen.getByTestId('add-quiz'));
    const form = await screen.findByTestId('quiz-editor-form');
    expect(within(form).queryByTestId('quiz-school')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/teacher_dashboard/course-lessons/')).toBe(true));
  });
});
