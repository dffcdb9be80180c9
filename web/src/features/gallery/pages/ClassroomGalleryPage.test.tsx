import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassroomGallery } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json, TEST_SCHOOL, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { pageOf, turnToSecondPage } from '../../../test/server-page';
import ClassroomGalleryPage from './ClassroomGalleryPage';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['gallery', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The machine is shared: a first render can take over a second. */

const gallery = (id: number, link: string, at: string): ClassroomGallery => ({ id, school: TEST_SCHOOL.name, gallery: link, last_modified: at });
const GALLERIES = [gallery(2, 'https://photos.example/robotics', '2026-11-20T06:30:00.000Z'), gallery(1, 'https://photos.example/science', '2026-10-02T06:30:00.000Z')];

function serve(role: 'teacher' | 'school', galleries: ClassroomGallery[] | 'fail', onWrite?: (call: SeenCall) => Response) {
  return fakeStaffApi(role, (call) => {
    if (!/\/(classroom_gallery|schoolgallery)\//.test(call.path)) return undefined;
    if (call.method !== 'GET') return onWrite?.(call);
    if (galleries === 'fail') return json({}, 500);
    const { rows, ...page } = pageOf(call, galleries);
    return json({ ...page, classroom_gallery: rows });
  });
}

describe('ClassroomGalleryPage', () => {
  it('lists Last Modified and a View link that opens the album in a new tab', async () => {
    const calls = serve('teacher', GALLERIES);
    renderWithProviders(<ClassroomGalleryPage />);
    const table = await screen.findByRole('table', { name: 'Classroom Gallery' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Last Modified', 'View']);
    const links = await within(table).findAllByRole('link', {}, SLOW);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://photos.example/robotics', 'https://photos.example/science']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
    expect(calls.find((c) => c.path.endsWith('/classroom_gallery/'))).toMatchObject({ path: '/api/teacher_dashboard/classroom_gallery/', search: '?limit=20&offset=0' });
  });

  it('reaches every link a page of 20 at a time from the server', async () => {
    const many = Array.from({ length: 22 }, (_, i) => gallery(100 - i, `https://photos.example/album-${i + 1}`, '2026-11-20T06:30:00.000Z'));
    const calls = serve('teacher', many);
    const { user } = renderWithProviders(<ClassroomGalleryPage />);
    await turnToSecondPage(user, calls, '/api/teacher_dashboard/classroom_gallery/', 'gallery-table', 22);
    expect(screen.getAllByTestId('gallery-view').map((l) => l.getAttribute('href'))).toEqual(['https://photos.example/album-21', 'https://photos.example/album-22']);
  });

  it('shows each dashboard its own empty text, and the school its error text, read-only', async () => {
    serve('teacher', []);
    const first = renderWithProviders(<ClassroomGalleryPage />);
    expect(await screen.findByText('No classroom gallery data found.', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    const calls = serve('school', []);
    const second = renderWithProviders(<ClassroomGalleryPage />);
    expect(await screen.findByText('No gallery files available.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Gallery' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/school_dashboard/schoolgallery/')).toBe(true);
    second.unmount();

    serve('school', 'fail');
    renderWithProviders(<ClassroomGalleryPage />);
    expect(await screen.findByText('Failed to fetch school gallery.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a link with the own school preselected, refusing a javascript: link before sending', async () => {
    const calls = serve('teacher', GALLERIES, (call) => json(gallery(3, String((call.body as { gallery: string }).gallery), '2026-11-21T06:30:00.000Z'), 201));
    const { user } = renderWithProviders(<ClassroomGalleryPage />);
    await screen.findByRole('table', { name: 'Classroom Gallery' }, SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Gallery' })).toBeEnabled(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Gallery' });
    expect(within(dialog).getByLabelText(/School/)).toHaveValue(TEST_SCHOOL.code);
    expect(within(dialog).getByRole('option', { name: 'Select a school' })).toBeInTheDocument();

    const link = within(dialog).getByLabelText(/Gallery Link/);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery' }));
    expect(within(dialog).getByText('Enter a gallery link that starts with http:// or https://.')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://photos.example/new-album');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery' }));
    await waitFor(() => expect(writesOf(calls)).toEqual([expect.objectContaining({
      method: 'POST', path: '/api/teacher_dashboard/classroom_gallery/', body: { school: TEST_SCHOOL.code, gallery: 'https://photos.example/new-album' },
    })]), SLOW);
  });
});
