import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { QuizListItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QuizCountdown } from './QuizCountdown';

beforeAll(async () => {
  await i18n.loadNamespaces('quizzes');
});
beforeEach(() => { vi.useFakeTimers(); });
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const quiz: QuizListItem = {
  id: 4, quiz_name: 'Science Half-Yearly', topic: 'Forces', quiz_type: 'half_yearly', time: 20, no_of_questions: 5, text_language: 'en',
  due_date: null, assigned_at: '2026-11-01T04:00:00.000Z', closed: false, attempt: { status: 'not_started' },
};

describe('QuizCountdown', () => {
  it('counts 3, 2, 1 aloud for a screen reader, "1 second" in the singular, then starts the quiz', () => {
    const onDone = vi.fn();
    renderWithProviders(<QuizCountdown quiz={quiz} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('The quiz starts in 3 seconds');
    // Each second's timer is set once the last one has been shown.
    act(() => { vi.advanceTimersByTime(1000); });
    expect(timer).toHaveAccessibleName('The quiz starts in 2 seconds');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(timer).toHaveTextContent('1');
    expect(timer).toHaveAccessibleName('The quiz starts in 1 second');
    expect(onDone).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says it in Marathi with the singular at one second', async () => {
    await i18n.changeLanguage('mr');
    renderWithProviders(<QuizCountdown quiz={quiz} onDone={() => {}} />);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.getByRole('timer')).toHaveAccessibleName('क्विझ २ सेकंदांत सुरू होईल');
    act(() => { vi.advanceTimersByTime(1000); });
    // Numbers are written in the reader's digits.
    expect(screen.getByRole('timer')).toHaveAccessibleName('क्विझ १ सेकंदात सुरू होईल');
  });
});
