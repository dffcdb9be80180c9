import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import type { AvailableQuiz } from '../../../api/assignments';
import { AssignQuizModal, assignFormSchema } from './AssignQuizModal';

beforeAll(async () => {
  await i18n.loadNamespaces(['assignments', 'components']);
});

/** What the server lists for grade 9 (its own quizzes and every grade's), by name, with the classes that have them. */
const available: AvailableQuiz[] = [
  { id: 12, quiz_name: 'Coding Homework', topic: 'Loops', grade: null, assigned_classes: [{ grade: 9, section: 'A' }] },
  { id: 31, quiz_name: 'Robotics Homework (Grade 9)', topic: 'Gears', grade: 9, assigned_classes: [] },
];
let calls: SeenCall[];
let answer: () => Response;

beforeEach(() => {
  answer = () => json({ id: 5, quiz_id: 31, quiz_name: 'Robotics Homework (Grade 9)', grade: 9, section: 'E', due_date: '2026-12-01', students: 0, detail: 'Homework assigned successfully.' }, 201);
  calls = fakeStaffApi('teacher', ({ method }) => {
    if (method === 'GET') {
      // The report with ?grade=: only the quizzes that grade can take.
      const lists = { available_quizzes: available, available_post_assessments: available };
      return json({ homework_reports: [], postassessment_reports: [], ...lists });
    }
    return answer();
  });
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderModal(kind: 'homework' | 'post' = 'homework') {
  const onClose = vi.fn();
  const onAssigned = vi.fn();
  const view = renderWithProviders(<AssignQuizModal kind={kind} opened onClose={onClose} onAssigned={onAssigned} />);
  return { ...view, onClose, onAssigned };
}

/** The class first, then a quiz of the list the server gives for its grade. */
async function fill(user: ReturnType<typeof renderModal>['user'], quiz: string, grade: string, section: string) {
  await user.selectOptions(screen.getByTestId('field-grade'), grade);
  await user.selectOptions(screen.getByTestId('field-section'), section);
  const option = await within(screen.getByTestId('field-quiz_id')).findByRole('option', { name: (name) => name.startsWith(quiz) });
  await user.selectOptions(screen.getByTestId('field-quiz_id'), option);
}
const requests = () => calls.map(({ method, path, search, body }) => ({ url: path + search, method, body }));
const posts = () => requests().filter((r) => r.method === 'POST');
const optionTexts = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('option').slice(1).map((o) => o.textContent);

describe('the assign form schema', () => {
  const schema = assignFormSchema('Quiz ID, Grade, and Section are required.');

  it('gives the spec’s one message when any of quiz, grade or section is missing', () => {
    for (const input of [{}, { quiz_id: 3, grade: 9 }, { grade: 9, section: 'A' }, { quiz_id: 3, section: 'A' }]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.filter((issue) => issue.path.length === 0).map((issue) => issue.message))
        .toEqual(['Quiz ID, Grade, and Section are required.']);
    }
  });

  it('takes a whole quiz number, a grade from 1 to 12 and a section from A to K', () => {
    expect(schema.parse({ quiz_id: '7', grade: '9', section: 'K' })).toEqual({ quiz_id: 7, grade: 9, section: 'K' });
    expect(schema.safeParse({ quiz_id: 7, grade: 13, section: 'A' }).success).toBe(false);
    expect(schema.safeParse({ quiz_id: 7, grade: 9, section: 'L' }).success).toBe(false);
  });
});

describe('AssignQuizModal', () => {
  it('refuses an empty form with the spec’s message and sends nothing', async () => {
    const { user } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Assign Homework' })).toBeInTheDocument();
    await user.click(screen.getByTestId('assign-quiz-submit'));
    expect(await screen.findByTestId('assign-quiz-error')).toHaveTextContent('Quiz ID, Grade, and Section are required.');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('asks for the class first, then lists only that grade’s quizzes from the server, by name, each with the classes that have it', async () => {
    const { user } = renderModal();
    const labels = within(screen.getByRole('dialog')).getAllByRole('combobox').map((select) => select.getAttribute('name'));
    expect(labels).toEqual(['grade', 'section', 'quiz_id']);
    expect(optionTexts('field-grade')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(optionTexts('field-section')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    // No class yet: no quizzes, and nothing asked of the server.
    expect(optionTexts('field-quiz_id')).toEqual([]);
    expect(screen.getByText('Choose the grade and section first: the quizzes of that grade are listed then.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.selectOptions(screen.getByTestId('field-grade'), '9');
    await within(screen.getByTestId('field-quiz_id')).findByRole('option', { name: 'Robotics Homework (Grade 9)' });
    expect(requests().map((r) => [r.method, r.url])).toEqual([['GET', '/api/teacher_dashboard/homework_report/?grade=9']]);
    expect(optionTexts('field-quiz_id')).toEqual(['Coding Homework — already given to 9 A', 'Robotics Homework (Grade 9)']);
  });

  it('marks a quiz the chosen class already has and lets nobody choose it; another section may have it', async () => {
    const { user } = renderModal();
    await user.selectOptions(screen.getByTestId('field-grade'), '9');
    await user.selectOptions(screen.getByTestId('field-section'), 'A');
    const given = await within(screen.getByTestId('field-quiz_id')).findByRole('option', { name: 'Coding Homework — already given to 9 A' });
    expect(given).toBeDisabled();
    expect(within(screen.getByTestId('field-quiz_id')).getByRole('option', { name: 'Robotics Homework (Grade 9)' })).toBeEnabled();
    await user.selectOptions(screen.getByTestId('field-section'), 'B');
    await waitFor(() => expect(given).toBeEnabled());
    await user.selectOptions(screen.getByTestId('field-quiz_id'), given);
    // Back to 9 A: the chosen quiz is one the class has, so the choice is cleared rather than sent to a 409.
    await user.selectOptions(screen.getByTestId('field-section'), 'A');
    await waitFor(() => expect(screen.getByTestId('field-quiz_id')).toHaveValue(''));
  });

  it('shows assessments as “name - topic”', async () => {
    const { user } = renderModal('post');
    expect(screen.getByRole('dialog', { name: 'Assign Post-Assessment' })).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('field-grade'), '9');
    expect(await within(screen.getByTestId('field-quiz_id')).findByRole('option', { name: 'Robotics Homework (Grade 9) - Gears' })).toBeInTheDocument();
    expect(requests()[0].url).toBe('/api/teacher_dashboard/assessmentassignment/?grade=9');
  });

  it('posts quiz_id, grade and section as numbers and a letter, then toasts and hands back the assignment', async () => {
    const { user, onClose, onAssigned } = renderModal();
    await fill(user, 'Robotics Homework (Grade 9)', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith(expect.objectContaining({ quiz_id: 31 })));
    expect(posts()).toEqual([{ url: '/api/teacher_dashboard/homework_report/', method: 'POST', body: { quiz_id: 31, grade: 9, section: 'E' } }]);
    expect(onClose).toHaveBeenCalled();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Homework assigned successfully!' }));
  });

  it('keeps the form open on a 409 and shows the server’s detail once, in the form, with no toast', async () => {
    answer = () => json({ detail: 'This quiz is already assigned to that class.' }, 409);
    const { user, onAssigned } = renderModal();
    await fill(user, 'Coding Homework', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    expect(await screen.findByTestId('assign-quiz-error')).toHaveTextContent('This quiz is already assigned to that class.');
    expect(notifications.show).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('falls back to the spec’s failure text when the server gives no detail', async () => {
    answer = () => new Response('', { status: 500 });
    const { user } = renderModal('post');
    await fill(user, 'Coding Homework - Loops', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    expect(await screen.findByTestId('assign-quiz-error')).toHaveTextContent('Failed to assign post-assessment.');
    expect(notifications.show).not.toHaveBeenCalled();
    expect(posts()[0].url).toBe('/api/teacher_dashboard/assessmentassignment/');
  });
});
