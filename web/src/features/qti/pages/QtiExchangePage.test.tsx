import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuthoringSubject, QtiImportResult, QtiPreview } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json } from '../../../test/fake-api';
import { fakeUploads, jsonUpload } from '../../../test/fake-uploads';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import QtiExchangePage from './QtiExchangePage';

beforeAll(async () => {
  await i18n.loadNamespaces(['qti', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const subject = (id: number, name: string): AuthoringSubject => ({
  id, grade: 7, name, slug: name.toLowerCase(), description: '', image_url: null, school_ids: [], lesson_count: 8, archived: false, in_use: false,
});
const SUBJECTS = [subject(3, 'Robotics'), subject(9, 'Electronics')];
const PREVIEW: QtiPreview = {
  items: 3,
  taken: [
    { identifier: 'item-1', kind: 'numeric', quiz_kind: 'graded', text: 'How many volts has a AA cell?', marks: 2, answers: 1, tags: ['cells'] },
    { identifier: 'item-2', kind: 'multiple', quiz_kind: 'graded', text: 'Which metals conduct?', marks: 3, answers: 4, tags: [] },
  ],
  not_taken: [{ identifier: 'spot', reason: 'qti-hotspot-interaction is not supported.' }],
  quizzes: [{ name: 'Imported questions (1)', kind: 'graded', question_count: 2 }],
};
const RESULT: QtiImportResult = { detail: '2 questions were imported into 1 quiz.', questions: 2, not_taken: 1, quizzes: [{ id: 41, name: 'Imported questions (1)', kind: 'graded', question_count: 2 }] };

/** The administrator signed in, and the server's subjects and package. */
function serve() {
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('isSuperUser', 'true');
  return fakeApi(({ path }) => {
    if (path === '/api/authoring/subjects/') return json({ count: 2, limit: 200, offset: 0, results: SUBJECTS });
    if (path === '/api/authoring/subjects/3/qti/') {
      return new Response('PK zip', { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="robotics-grade-7-qti.zip"' } });
    }
    return undefined;
  });
}

async function choose(user: ReturnType<typeof renderWithProviders>['user'], label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }, SLOW));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('QtiExchangePage', () => {
  it('downloads a subject’s package under the server’s name', async () => {
    const calls = serve();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qti'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const { user } = renderWithProviders(<MemoryRouter><QtiExchangePage /></MemoryRouter>);
    expect(await screen.findByRole('button', { name: 'Download QTI package' }, SLOW)).toBeDisabled();
    await choose(user, 'Subject', 'Grade 7 · Robotics');
    await user.click(screen.getByRole('button', { name: 'Download QTI package' }));
    await waitFor(() => expect(saved).toEqual(['robotics-grade-7-qti.zip']));
    expect(calls.some((c) => c.path === '/api/authoring/subjects/3/qti/')).toBe(true);
  });

  it('checks a file with a dry run into the chosen subject, shows what is and is not taken, then imports on confirmation', async () => {
    serve();
    const uploads = fakeUploads(({ url }) => (url.includes('dry_run=true') ? jsonUpload(PREVIEW) : jsonUpload(RESULT, 201)));
    const { user } = renderWithProviders(<MemoryRouter><QtiExchangePage /></MemoryRouter>);
    const card = await screen.findByTestId('qti-import', {}, SLOW);
    const file = new File(['PK'], 'bank.zip', { type: 'application/zip' });
    await choose(user, 'Import into', 'Grade 7 · Electronics');
    await user.upload(card.querySelector('input[type="file"]') as HTMLInputElement, file);

    expect(await within(card).findByTestId('qti-summary', {}, SLOW)).toHaveTextContent('3 items in bank.zip: 2 can be imported, 1 cannot.');
    expect(uploads.map((u) => u.url)).toEqual(['/api/authoring/subjects/9/qti/?dry_run=true']);
    expect(uploads[0].file?.name).toBe('bank.zip');
    expect(within(card).getByTestId('qti-planned-quizzes')).toHaveTextContent('Imported questions (1): 2 questions');
    expect(within(card).getByTestId('qti-refused-table')).toHaveTextContent('qti-hotspot-interaction is not supported.');
    expect(within(card).getByTestId('qti-taken-table')).toHaveTextContent('Multiple select');

    await user.click(within(card).getByRole('button', { name: 'Import 2 questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
    expect(dialog).toHaveTextContent('Import 2 questions into Electronics? The new quizzes they become (1 in all) are for every school.');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 questions' }));
    expect(await within(card).findByTestId('qti-done', {}, SLOW)).toHaveTextContent('2 questions were imported into 1 quiz. Find them in Authoring › Quizzes.');
    expect(uploads.map((u) => u.url)).toEqual(['/api/authoring/subjects/9/qti/?dry_run=true', '/api/authoring/subjects/9/qti/?dry_run=false']);
    expect(within(card).queryByTestId('qti-preview')).not.toBeInTheDocument();
  });

  it('says why a file is refused, and asks for the subject before the file', async () => {
    serve();
    fakeUploads(() => jsonUpload({ detail: 'The package has no imsmanifest.xml.' }, 400));
    const { user } = renderWithProviders(<MemoryRouter><QtiExchangePage /></MemoryRouter>);
    const card = await screen.findByTestId('qti-import', {}, SLOW);
    expect(within(card).getByText('Choose the subject to import into first.')).toBeInTheDocument();
    await choose(user, 'Import into', 'Grade 7 · Robotics');
    await user.upload(card.querySelector('input[type="file"]') as HTMLInputElement, new File(['PK'], 'empty.zip'));
    expect(await within(card).findByText('The package has no imsmanifest.xml.', {}, SLOW)).toBeInTheDocument();
  });
});
