import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Reflection } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import MyReflectionsPage from './MyReflectionsPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['reflections', 'components']);
});

/** The machine is shared: a first render can take over a second. */

let notes: Reflection[];
let calls: SeenCall[];
const note = (id: number, date: string, text: string): Reflection => ({ id, date, note: text, updated_at: `${date}T10:00:00.000Z` });

beforeEach(() => {
  notes = [note(2, '2026-11-20', 'The sensor lesson went well.'), note(1, '2026-11-12', 'Grade 7 needed more time on circuits.')];
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(({ method, path, query, body: sent }) => {
    const body = sent as Partial<Reflection> | undefined;
    const id = Number(path.split('/').at(-2));
    if (method === 'POST') {
      const made = note(3, body!.date!, body!.note!);
      notes = [made, ...notes];
      return json(made, 201);
    }
    if (method === 'PATCH') {
      notes = notes.map((n) => (n.id === id ? { ...n, ...body } : n));
      return json(notes.find((n) => n.id === id));
    }
    if (method === 'DELETE') {
      notes = notes.filter((n) => n.id !== id);
      return json({ detail: 'Reflection deleted.' });
    }
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    return json({ count: notes.length, limit, offset, results: notes.slice(offset, offset + limit) });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const writes = () => writesOf(calls).map(({ method, path, search, body }) => ({ method, path, search, body }));

describe('MyReflectionsPage', () => {
  it('lists the notes as the server orders them (newest first), each under its date', async () => {
    renderWithProviders(<MyReflectionsPage />);
    const cards = await screen.findAllByTestId('reflection-card', {}, SLOW);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Friday, November 20, 2026', 'Thursday, November 12, 2026']);
    expect(within(cards[0]).getByTestId('reflection-note')).toHaveTextContent('The sensor lesson went well.');
    expect(screen.getByTestId('reflections-range')).toHaveTextContent('Reflections 1–2 of 2');
    expect(calls[0].search).toBe('?limit=10&offset=0');
  });

  it('shows its own empty text when there are no notes', async () => {
    notes = [];
    renderWithProviders(<MyReflectionsPage />);
    expect(await screen.findByText('No reflections yet. Use Add Reflection to write your first note.', {}, SLOW)).toBeInTheDocument();
  });

  it('checks the form before sending: an empty note is required, a too long one is refused', async () => {
    const { user } = renderWithProviders(<MyReflectionsPage />);
    await screen.findAllByTestId('reflection-card', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Reflection' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Reflection' });
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Reflection/));
    await user.paste('x'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));
    expect(within(dialog).getByText('A reflection can be at most 5000 characters.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('adds a note with the chosen date and text', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MyReflectionsPage />);
    await screen.findAllByTestId('reflection-card', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Reflection' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Reflection' });
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), '2026-11-23');
    await user.type(within(dialog).getByLabelText(/Reflection/), '  Students built a rain alarm.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Reflection saved.' })), SLOW);
    expect(writes()).toEqual([{ method: 'POST', path: '/api/teacher_dashboard/reflections/', search: '', body: { date: '2026-11-23', note: 'Students built a rain alarm.' } }]);
    expect(await screen.findByText('Students built a rain alarm.', {}, SLOW)).toBeInTheDocument();
  });

  it('edits a note from its current values', async () => {
    const { user } = renderWithProviders(<MyReflectionsPage />);
    await screen.findAllByTestId('reflection-card', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Edit the reflection of Nov 12, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reflection' });
    const text = within(dialog).getByLabelText(/Reflection/);
    expect(text).toHaveValue('Grade 7 needed more time on circuits.');
    await user.type(text, ' Next week: a recap.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Grade 7 needed more time on circuits. Next week: a recap.', {}, SLOW)).toBeInTheDocument();
    expect(writes()).toEqual([{
      method: 'PATCH', path: '/api/teacher_dashboard/reflections/1/', search: '',
      body: { date: '2026-11-12', note: 'Grade 7 needed more time on circuits. Next week: a recap.' },
    }]);
  });

  it('asks before deleting and shows the server message', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<MyReflectionsPage />);
    await screen.findAllByTestId('reflection-card', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Delete the reflection of Nov 20, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reflection' });
    expect(dialog).toHaveTextContent('Delete your reflection of Nov 20, 2026? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the reflection of Nov 20, 2026' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete reflection' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Reflection deleted.' })), SLOW);
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/teacher_dashboard/reflections/2/', search: '', body: undefined }]);
    await waitFor(() => expect(screen.getAllByTestId('reflection-card')).toHaveLength(1), SLOW);
  });

  it('pages through many notes and steps back when the last page empties', async () => {
    notes = Array.from({ length: 11 }, (_, i) => note(100 - i, `2026-10-${String(30 - i).padStart(2, '0')}`, `Note ${i + 1}`));
    const { user } = renderWithProviders(<MyReflectionsPage />);
    await screen.findAllByTestId('reflection-card', {}, SLOW);
    const pages = screen.getByRole('navigation', { name: 'Reflection pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Note 11', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('reflections-range')).toHaveTextContent('Reflections 11–11 of 11');

    await user.click(screen.getByRole('button', { name: /^Delete the reflection/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete reflection' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('reflections-range')).toHaveTextContent('Reflections 1–10 of 10'), SLOW);
    expect(screen.queryByRole('navigation', { name: 'Reflection pages' })).not.toBeInTheDocument();
  });
});
