import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { COVERAGE, ROBOTICS, translationsApi } from '../test/fixtures';
import TranslationsPage from './TranslationsPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['translations', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage(at = '/admin-dashboard/translations', superuser = true, coverage = COVERAGE) {
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('isSuperUser', String(superuser));
  const calls = fakeApi(translationsApi(ROBOTICS, coverage));
  return { calls, ...renderWithProviders(<MemoryRouter initialEntries={[at]}><TranslationsPage /></MemoryRouter>) };
}

const coverageCalls = (calls: ReturnType<typeof renderPage>['calls']) =>
  calls.filter((c) => c.path === '/api/authoring/translations/').map((c) => c.query.get('language'));

describe('TranslationsPage, coverage', () => {
  it('lists per subject what is missing in the chosen language, the news row too, and another language on picking it', async () => {
    const { calls, user } = renderPage();
    const table = await screen.findByRole('table', { name: 'What is missing in हिन्दी' }, SLOW);
    await within(table).findByText('Robotics', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Grade 7Robotics106\s*40%Open$/),
      expect.stringMatching(/^Grade 7Electronics80\s*100%Open$/),
      expect.stringMatching(/^—News, updates and notifications41\s*75%Open$/),
    ]);
    // Each language named in its own script, English not among them.
    const picker = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(picker).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['hi', 'mr', 'bn']);
    expect(picker).toHaveTextContent('हिन्दीमराठीবাংলা');
    expect(coverageCalls(calls)).toEqual(['hi']);

    await user.click(within(picker).getByText('मराठी'));
    await waitFor(() => expect(screen.getByRole('table', { name: 'What is missing in मराठी' })).toHaveTextContent('Robotics'), SLOW);
    expect(coverageCalls(calls)).toEqual(['hi', 'mr']);
  });

  it('opens a subject’s side-by-side editor in the language, and goes back to the list', async () => {
    const { calls, user } = renderPage('/admin-dashboard/translations?language=bn');
    await screen.findByText('Robotics', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Open Robotics in বাংলা' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics in বাংলা' }, SLOW)).toBeInTheDocument();
    const view = calls.find((c) => c.path === '/api/authoring/translations/subjects/3/');
    expect(view?.query.get('language')).toBe('bn');

    await user.click(screen.getByRole('button', { name: 'All subjects' }));
    expect(await screen.findByRole('table', { name: 'What is missing in বাংলা' }, SLOW)).toBeInTheDocument();
  });

  it('opens the news, updates and notifications', async () => {
    const { calls, user } = renderPage();
    await screen.findByText('News, updates and notifications', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Open News, updates and notifications in हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News, updates and notifications in हिन्दी' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/authoring/translations/news/' && c.query.get('language') === 'hi')).toBe(true));
    expect(await screen.findByText('There is nothing to translate here.')).toBeInTheDocument();
  });

  it('gives a teacher who has sent notifications a row of them, opening their notifications', async () => {
    // The server's row for a teacher (only when they have sent some); the screen names it in its own words.
    const teacher = { ...COVERAGE, rows: [COVERAGE.rows[0], { subject_id: null, name: 'Notifications you sent', grade: null, fields: 2, missing: 2 }] };
    const { calls, user } = renderPage('/teacher-dashboard/translations', false, teacher);
    const table = await screen.findByRole('table', { name: 'What is missing in हिन्दी' }, SLOW);
    await within(table).findByText('Notifications you sent', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Open Notifications you sent in हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications you sent in हिन्दी' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/authoring/translations/news/')).toBe(true));
  });
});
