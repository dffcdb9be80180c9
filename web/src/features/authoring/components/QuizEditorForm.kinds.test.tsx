import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AUTHORING_MESSAGES, type AuthoringQuiz } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { API, quiz } from '../test/fixtures';
import { QuizEditorForm } from './QuizEditorForm';

beforeAll(async () => {
  await i18n.loadNamespaces(['authoring', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

let calls: SeenCall[];
/** The server: saves anything, or answers a 400 on the pool's draw when the quiz is named "Too many". */
function serve() {
  calls = fakeStaffApi('teacher', ({ method, path, body }) => {
    if ((method === 'POST' && path === `${API}/quizzes/`) || (method === 'PATCH' && path === `${API}/quizzes/70/`)) {
      if ((body as { name?: string }).name === 'Too many') {
        return json({ detail: AUTHORING_MESSAGES.drawTooMany, errors: [{ field: 'draw_count', message: AUTHORING_MESSAGES.drawTooMany }] }, 400);
      }
      return json({ detail: AUTHORING_MESSAGES.savedInPlace, new_version: false, quiz: quiz() }, method === 'POST' ? 201 : 200);
    }
    return undefined;
  });
}

function Editor({ stored = null }: { stored?: AuthoringQuiz | null }) {
  const [busy, setBusy] = useState(false);
  return <QuizEditorForm quiz={stored} schoolChoices={null} subjectChoices={[{ id: 5, name: 'Robotics', grade: 7 }]} onClose={() => {}} onSaved={() => {}}
    busy={busy} setBusy={setBusy} />;
}

type User = ReturnType<typeof renderWithProviders>['user'];
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    input.focus();
    await user.paste(text);
  }
}
async function choose(user: User, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A new quiz named and with its first question's text, as the given kind. */
async function start(kind: string) {
  serve();
  const rendered = renderWithProviders(<Editor />);
  const { user } = rendered;
  const form = await screen.findByTestId('quiz-editor-form', {}, SLOW);
  await fill(user, within(form).getByTestId('quiz-name'), 'Motion check');
  await fill(user, within(form).getByTestId('quiz-topic'), 'Motion');
  const question = within(form).getByTestId('question-editor');
  await choose(user, within(question).getByTestId('question-kind'), kind);
  await fill(user, within(question).getByTestId('question-text'), 'A question');
  const submit = () => user.click(within(form).getByTestId('quiz-editor-submit'));
  return { user, form, question, submit };
}

const sentQuestion = () => (writesOf(calls)[0].body as { questions: unknown[] }).questions[0];

// Typed key by key on a busy 2-core CI machine, one of these has taken 20 s.
describe('the quiz editor, per question kind (ADR 0041)', { timeout: 60_000 }, () => {
  it('multiple select: refuses no right option, then sends every ticked one with the marks', async () => {
    const { user, question, submit } = await start('Multiple select');
    const answers = within(question).getAllByTestId('answer-text');
    await fill(user, answers[0], 'Speed');
    await fill(user, answers[1], 'Mass');
    await user.click(within(question).getByTestId('add-answer'));
    await fill(user, within(question).getAllByTestId('answer-text')[2], 'Colour');
    await fill(user, within(question).getByTestId('question-marks'), '3');
    await submit();
    expect(await within(question).findByText(AUTHORING_MESSAGES.someCorrect)).toBeInTheDocument();
    expect(writesOf(calls)).toHaveLength(0);
    const boxes = within(question).getAllByRole('checkbox');
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await submit();
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(sentQuestion()).toEqual({
      kind: 'multiple', text: 'A question', marks: 3, tags: [],
      answers: [{ text: 'Speed', is_correct: true }, { text: 'Mass', is_correct: true }, { text: 'Colour', is_correct: false }],
    });
  });

  it('true / false: offers the two options, refuses none marked, sends the one marked', async () => {
    const { user, question, submit } = await start('True / false');
    const options = within(question).getAllByTestId('truth-option');
    expect(options.map((o) => (o as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['True', 'False']);
    expect(within(question).queryByTestId('answer-text')).toBeNull();
    await submit();
    expect(await within(question).findByText(AUTHORING_MESSAGES.trueFalse)).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'False' }));
    await submit();
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(sentQuestion()).toMatchObject({ kind: 'true_false', answers: [{ text: 'True', is_correct: false }, { text: 'False', is_correct: true }] });
  });

  it('number: refuses a text that is not a number, then sends the answer with its tolerance', async () => {
    const { user, question, submit } = await start('Number');
    await fill(user, within(question).getByTestId('numeric-answer'), 'nine');
    await submit();
    expect(await within(question).findByText(AUTHORING_MESSAGES.numericAnswer)).toBeInTheDocument();
    await fill(user, within(question).getByTestId('numeric-answer'), '9.8');
    await fill(user, within(question).getByTestId('numeric-tolerance'), '0.1');
    await submit();
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(sentQuestion()).toEqual({ kind: 'numeric', text: 'A question', marks: 1, tags: [], tolerance: 0.1, answers: [{ text: '9.8', is_correct: true }] });
  });

  it('short answer: says what marking ignores, refuses answers that mark alike, sends the accepted ones', async () => {
    const { user, question, submit } = await start('Short answer');
    expect(within(question).getByText(/Case, spacing and Hindi spelling variants of joiners are ignored/)).toBeInTheDocument();
    await fill(user, within(question).getByTestId('accepted-answer'), 'Water');
    await user.click(within(question).getByTestId('add-accepted'));
    await fill(user, within(question).getAllByTestId('accepted-answer')[1], '  water ');
    await submit();
    expect(await within(question).findByText(AUTHORING_MESSAGES.duplicateAnswers)).toBeInTheDocument();
    await fill(user, within(question).getAllByTestId('accepted-answer')[1], 'पानी');
    await submit();
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(sentQuestion()).toMatchObject({ kind: 'short_text', answers: [{ text: 'Water', is_correct: true }, { text: 'पानी', is_correct: true }] });
  });

  it('refuses marks left out, and keeps what was typed when the kind changes back', async () => {
    const { user, question, submit } = await start('Single choice');
    const answers = within(question).getAllByTestId('answer-text');
    await fill(user, answers[0], 'North');
    await fill(user, answers[1], 'South');
    await user.click(within(question).getAllByRole('radio')[0]);
    await fill(user, within(question).getByTestId('question-marks'), '');
    await submit();
    expect(await within(question).findByText(AUTHORING_MESSAGES.badMarks)).toBeInTheDocument();
    expect(writesOf(calls)).toHaveLength(0);
    await choose(user, within(question).getByTestId('question-kind'), 'Number');
    await choose(user, within(question).getByTestId('question-kind'), 'Single choice');
    expect(within(question).getAllByTestId('answer-text').map((a) => (a as HTMLInputElement).value)).toEqual(['North', 'South']);
    expect((within(question).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });
});

describe('the quiz editor, marking and pools', { timeout: 60_000 }, () => {
  it('sends negative marking, a pool draw, shuffling and tags, and shows the marks an attempt can score', async () => {
    const { user, form, question, submit } = await start('Single choice');
    const answers = within(question).getAllByTestId('answer-text');
    await fill(user, answers[0], 'North');
    await fill(user, answers[1], 'South');
    await user.click(within(question).getAllByRole('radio')[0]);
    await fill(user, within(question).getByTestId('question-marks'), '4');
    await user.type(within(question).getByTestId('question-tags'), 'magnets{Enter}');
    await user.click(within(form).getByTestId('add-question'));
    const second = within(form).getAllByTestId('question-editor')[1];
    await choose(user, within(second).getByTestId('question-kind'), 'Number');
    await fill(user, within(second).getByTestId('question-text'), 'How many poles has a magnet?');
    await fill(user, within(second).getByTestId('numeric-answer'), '2');
    expect(within(form).getByTestId('quiz-total-marks')).toHaveTextContent('Total: 5 marks');

    await choose(user, within(form).getByTestId('quiz-negative'), '25%');
    await fill(user, within(form).getByTestId('quiz-draw'), '3');
    await submit();
    expect(await within(form).findByText(AUTHORING_MESSAGES.drawTooMany)).toBeInTheDocument();
    expect(writesOf(calls)).toHaveLength(0);
    await fill(user, within(form).getByTestId('quiz-draw'), '1');
    expect(within(form).getByTestId('quiz-total-marks')).toHaveTextContent('Each attempt: 1 of 2 questions, up to 4 marks');
    await user.click(within(form).getByTestId('quiz-shuffle'));
    await submit();
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0].body).toMatchObject({
      negative_percent: 25, draw_count: 1, shuffle: true,
      questions: [{ kind: 'single', marks: 4, tags: ['magnets'] }, { kind: 'numeric', tolerance: 0, answers: [{ text: '2', is_correct: true }] }],
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user, form, question, submit } = await start('True / false');
    await fill(user, within(form).getByTestId('quiz-name'), 'Too many');
    await user.click(within(question).getByRole('radio', { name: 'True' }));
    await submit();
    expect(await within(form).findByTestId('quiz-editor-error')).toHaveTextContent(AUTHORING_MESSAGES.drawTooMany);
    expect(within(form).getByTestId('quiz-draw').closest('.mantine-InputWrapper-root')).toHaveTextContent(AUTHORING_MESSAGES.drawTooMany);
  });

  it('opens a stored quiz of every kind as it was, and sends only what changed', async () => {
    serve();
    const stored = quiz({
      negative_percent: 25, draw_count: 2, shuffle: true, question_count: 3, max_marks: 4,
      questions: [
        { id: 1, text: 'Pick the metals', kind: 'multiple', marks: 2, tolerance: null, tags: ['metals'], answers: [
          { id: 11, text: 'Iron', is_correct: true }, { id: 12, text: 'Wood', is_correct: false }, { id: 13, text: 'Copper', is_correct: true }] },
        { id: 2, text: 'g in m/s²', kind: 'numeric', marks: 2, tolerance: 0.2, tags: [], answers: [{ id: 21, text: '9.8', is_correct: true }] },
        { id: 3, text: 'Name the gas we breathe in', kind: 'short_text', marks: 1, tolerance: null, tags: [], answers: [
          { id: 31, text: 'Oxygen', is_correct: true }, { id: 32, text: 'ऑक्सीजन', is_correct: true }] },
      ],
    });
    const { user } = renderWithProviders(<Editor stored={stored} />);
    const form = await screen.findByTestId('quiz-editor-form', {}, SLOW);
    const [multiple, numeric, short] = within(form).getAllByTestId('question-editor');
    expect(within(form).getByTestId('quiz-negative')).toHaveValue('25%');
    expect(within(form).getByTestId('quiz-draw')).toHaveValue('2');
    expect(within(form).getByTestId('quiz-shuffle')).toBeChecked();
    expect(within(form).getByTestId('quiz-total-marks')).toHaveTextContent('Each attempt: 2 of 3 questions, up to 4 marks');
    expect(within(multiple).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, false, true]);
    expect(within(numeric).getByTestId('numeric-answer')).toHaveValue('9.8');
    expect(within(short).getAllByTestId('accepted-answer').map((a) => (a as HTMLInputElement).value)).toEqual(['Oxygen', 'ऑक्सीजन']);

    await user.click(within(form).getByTestId('quiz-editor-submit'));
    expect(await within(form).findByTestId('quiz-editor-error')).toHaveTextContent('Nothing was changed.');
    await fill(user, within(numeric).getByTestId('numeric-tolerance'), '0.5');
    await user.click(within(form).getByTestId('quiz-shuffle'));
    await user.click(within(form).getByTestId('quiz-editor-submit'));
    await vi.waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    const patch = writesOf(calls)[0].body as { shuffle: boolean; questions: { id: number; tolerance?: number }[] };
    expect(Object.keys(patch).sort()).toEqual(['questions', 'shuffle']);
    expect(patch.shuffle).toBe(false);
    expect(patch.questions.map((q) => q.id)).toEqual([1, 2, 3]);
    expect(patch.questions[1].tolerance).toBe(0.5);
  });
});
