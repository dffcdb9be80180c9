import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { QuizListItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import QuizzesPage from './QuizzesPage';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});

const TOTAL = 30;
const quiz = (id: number): QuizListItem => ({
  id, quiz_name: `Quiz ${id}`, topic: 'Sensors', quiz_type: 'homework', time: 10, no_of_questions: 6, text_language: 'en',
  due_date: null, assigned_at: '2025-09-01T10:00:00.000Z', closed: false, attempt: { status: 'not_started' },
});

let calls: SeenCall[];
beforeEach(() => {
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(({ query }) => {
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 12);
    const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => offset + i + 1);
    return json({ count: TOTAL, limit, offset, results: ids.map(quiz) });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('QuizzesPage', () => {
  it('names the pagination controls: Previous page, Next page, Page N', async () => {
    const { user } = renderWithProviders(<QuizzesPage />);
    const pages = await screen.findByRole('navigation', { name: 'Quiz pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(calls.map((c) => c.query.get('offset'))).toContain('12'));
    expect(await screen.findByText('Quiz 13')).toBeInTheDocument();
  });
});
