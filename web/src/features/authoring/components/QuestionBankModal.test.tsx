import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BankQuestion } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { API, page } from '../test/fixtures';
import { QuestionBankModal } from './QuestionBankModal';

beforeAll(async () => {
  await i18n.loadNamespaces(['authoring', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bankQuestion = (over: Partial<BankQuestion>): BankQuestion => ({
  id: 1, text: 'A question', quiz_id: 70, quiz_name: 'Forces test', quiz_type: 'homework', quiz_kind: 'graded', kind: 'single', marks: 1,
  tolerance: null, tags: [], answers: [{ text: 'Yes', is_correct: true }, { text: 'No', is_correct: false }], ...over,
});
const BANK = [
  bankQuestion({ id: 1, text: 'Which are forces?', kind: 'multiple', marks: 2, tags: ['forces', 'motion'], answers: [
    { text: 'Push', is_correct: true }, { text: 'Pull', is_correct: true }, { text: 'Colour', is_correct: false }] }),
  bankQuestion({ id: 2, text: 'g in m/s²', kind: 'numeric', marks: 3, tolerance: 0.1, tags: ['motion'], answers: [{ text: '9.8', is_correct: true }] }),
  bankQuestion({ id: 3, text: 'A magnet has two poles.', kind: 'true_false', tags: ['magnets'], answers: [
    { text: 'True', is_correct: true }, { text: 'False', is_correct: false }] }),
];

describe('QuestionBankModal', () => {
  it('shows kinds, marks and tags, filters by a tag on the server and adds all with that tag at once', async () => {
    const calls: SeenCall[] = fakeStaffApi('teacher', ({ path, query }) => {
      if (path !== `${API}/subjects/5/question-bank/`) return undefined;
      const tag = query.get('tag');
      return json(page(tag ? BANK.filter((q) => q.tags.includes(tag)) : BANK));
    });
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <QuestionBankModal opened subjectId={5} kind="graded" taken={new Set([3])} room={100} onAdd={onAdd} onClose={() => {}} />,
    );
    const bank = await screen.findByTestId('question-bank');
    await within(bank).findByText('Which are forces?', {}, SLOW);
    const cards = within(bank).getAllByTestId('bank-question');
    expect(within(cards[0]).getByTestId('bank-question-kind')).toHaveTextContent('Multiple select');
    expect(within(cards[0]).getByText('2 marks')).toBeInTheDocument();
    expect(within(cards[1]).getByText('9.8 (± 0.1)')).toBeInTheDocument();
    expect(within(cards[2]).getByTestId('bank-add')).toBeDisabled();
    expect(within(bank).queryByTestId('bank-add-tagged')).toBeNull();

    // A question's tag shows the questions with that tag, asked of the server.
    await user.click(within(cards[1]).getByRole('button', { name: 'Show the questions tagged motion' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('tag') === 'motion')).toBe(true), SLOW);
    const addAll = await within(bank).findByTestId('bank-add-tagged', {}, SLOW);
    expect(within(bank).getByTestId('question-bank-tag')).toHaveValue('motion');
    expect(within(bank).getAllByTestId('bank-question')).toHaveLength(2);
    expect(addAll).toHaveTextContent('Add all with this tag (2)');
    await user.click(addAll);
    expect(onAdd).toHaveBeenCalledWith([BANK[0], BANK[1]]);

    // Typed too: a tag no question has finds nothing.
    await user.clear(within(bank).getByTestId('question-bank-tag'));
    await user.type(within(bank).getByTestId('question-bank-tag'), 'optics');
    expect(await within(bank).findByText('No question matches.', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.query.get('tag') === 'optics')).toBe(true);
  });
});
