import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProgrammeDocument } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import InnovationCalendarPage from './InnovationCalendarPage';
import StemCurriculumPage from './StemCurriculumPage';
import StemSopPage from './StemSopPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['documents', 'components']);
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const doc = (key: ProgrammeDocument['key'], title: string): ProgrammeDocument => ({
  key, title, file_url: `/api/files/${key}-file/`, file_name: `${key}.pdf`, updated_at: '2026-04-01T03:30:00.000Z',
});
const pdf = () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="doc.pdf"' } });

function serve(answers: Partial<Record<string, Response | (() => Response)>>) {
  return fakeStaffApi('teacher', ({ path }) => {
    const key = /^\/api\/documents\/(\w+)\/$/.exec(path)?.[1];
    if (key) { const a = answers[key]; return typeof a === 'function' ? a() : a; }
    if (path.startsWith('/api/files/')) return pdf();
    return undefined;
  });
}

describe('programme document pages', () => {
  it.each([
    ['Innovation Calendar', 'innovation_calendar', InnovationCalendarPage],
    ['STEM-SOP', 'stem_sop', StemSopPage],
    ['STEM Curriculum', 'stem_curriculum', StemCurriculumPage],
  ] as const)('%s shows its PDF embedded, with open and download links', async (title, key, Page) => {
    const calls = serve({ [key]: () => json(doc(key, title)) });
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const frame = await screen.findByTitle(title, {}, SLOW);
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/doc');
    expect(screen.getByTestId('document-open')).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: `Download ${key}.pdf` })).toHaveAttribute('download', `${key}.pdf`);
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining([`/api/documents/${key}/`, `/api/files/${key}-file/`]));
  });

  it('says a document is not published yet, and shows a failure with its detail', async () => {
    serve({ stem_sop: json({ detail: 'Document not found.' }, 404) });
    const first = renderWithProviders(<StemSopPage />);
    expect(await screen.findByText('This document has not been published yet.', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    serve({ stem_sop: json({ detail: 'Service unavailable.' }, 503) });
    renderWithProviders(<StemSopPage />);
    expect(await screen.findByText('Error: Service unavailable.', {}, SLOW)).toBeInTheDocument();
  });
});
