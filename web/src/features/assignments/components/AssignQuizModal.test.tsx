import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { AvailableQuiz } from '../../../api/assignments';
import { AssignQuizModal, assignFormSchema } from './AssignQuizModal';

beforeAll(async () => {
  await i18n.loadNamespaces(['assignments', 'components']);
});

const available: AvailableQuiz[] = [
  { id: 31, quiz_name: 'Robotics Homework (Grade 9)', topic: 'Gears', grade: 9 },
  { id: 12, quiz_name: 'Coding Homework', topic: 'Loops', grade: null },
];

let requests: { url: string; method: string; body: unknown }[];
let answer: () => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests = [];
  localStorage.setItem('isAuthenticated', 'true');
  answer = () => json(201, { id: 5, quiz_id: 31, quiz_name: 'Robotics Homework (Grade 9)', grade: 9, section: 'E', due_date: '2026-12-01', students: 0, detail: 'Homework assigned successfully.' });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  }));
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
  const view = renderWithProviders(<AssignQuizModal kind={kind} opened onClose={onClose} available={available} onAssigned={onAssigned} />);
  return { ...view, onClose, onAssigned };
}

async function fill(user: ReturnType<typeof renderModal>['user'], quiz: string, grade: string, section: string) {
  await user.selectOptions(screen.getByTestId('field-quiz_id'), quiz);
  await user.selectOptions(screen.getByTestId('field-grade'), grade);
  await user.selectOptions(screen.getByTestId('field-section'), section);
}

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
    expect(requests).toHaveLength(0);
  });

  it('offers grades 1–12 and sections A–K, and quizzes for every grade first', () => {
    renderModal();
    const options = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('field-grade')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(options('field-section')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect(options('field-quiz_id')).toEqual(['Coding Homework', 'Robotics Homework (Grade 9)']);
  });

  it('shows assessments as “name - topic”', () => {
    renderModal('post');
    expect(screen.getByRole('dialog', { name: 'Assign Post-Assessment' })).toBeInTheDocument();
    expect(within(screen.getByTestId('field-quiz_id')).getByRole('option', { name: 'Coding Homework - Loops' })).toBeInTheDocument();
  });

  it('posts quiz_id, grade and section as numbers and a letter, then toasts and hands back the assignment', async () => {
    const { user, onClose, onAssigned } = renderModal();
    await fill(user, 'Robotics Homework (Grade 9)', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith(expect.objectContaining({ quiz_id: 31 })));
    expect(requests).toEqual([{ url: '/api/teacher_dashboard/homework_report/', method: 'POST', body: { quiz_id: 31, grade: 9, section: 'E' } }]);
    expect(onClose).toHaveBeenCalled();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Homework assigned successfully!' }));
  });

  it('keeps the form open on a 409 and shows the server’s detail, also as “Error: …”', async () => {
    answer = () => json(409, { detail: 'This quiz is already assigned to that class.' });
    const { user, onAssigned } = renderModal();
    await fill(user, 'Coding Homework', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    expect(await screen.findByTestId('assign-quiz-error')).toHaveTextContent('This quiz is already assigned to that class.');
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Error: This quiz is already assigned to that class.' }));
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('falls back to the spec’s failure text when the server gives no detail', async () => {
    answer = () => new Response('', { status: 500 });
    const { user } = renderModal('post');
    await fill(user, 'Coding Homework - Loops', '9', 'E');
    await user.click(screen.getByTestId('assign-quiz-submit'));
    expect(await screen.findByTestId('assign-quiz-error')).toHaveTextContent('Failed to assign post-assessment.');
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to assign post-assessment.' }));
    expect(requests[0].url).toBe('/api/teacher_dashboard/assessmentassignment/');
  });
});
