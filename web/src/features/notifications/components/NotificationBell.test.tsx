import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { NotificationItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

beforeAll(async () => {
  await i18n.loadNamespaces('notifications');
});

const item = (id: number): NotificationItem => ({
  id, subject: `Notice ${id}`, message: 'Bring your kits', sent_by: 'Neha Verma', link: null,
  notification_type: 'info', created_at: '2026-11-23T10:00:00.000Z', read: false, text_language: 'en',
});

let unread: NotificationItem[];
let push: (frame: string) => void;
let endStream: () => void;
let calls: SeenCall[];

beforeEach(() => {
  unread = [item(1)];
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('authToken', 'tok');
  const encoder = new TextEncoder();
  calls = fakeApi(({ path }) => {
    if (path === '/api/notifications/stream') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (frame) => controller.enqueue(encoder.encode(frame));
          endStream = () => controller.close();
          push(': connected\n\n');
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return path === '/api/notifications' ? json({ count: unread.length, notifications: unread }) : undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The token each opening of the stream was sent with. */
const streamTokens = () => calls.filter((c) => c.path === '/api/notifications/stream').map((c) => c.headers.get('Authorization'));

describe('NotificationBell', () => {
  it('names the unread count and updates it as soon as the stream brings a notification', async () => {
    const { unmount } = renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await waitFor(() => expect(bell).toHaveAttribute('data-live', 'true'));

    unread = [item(2), item(1)];
    push(`event: notification\ndata: ${JSON.stringify({ type: 'notification', notification: item(2) })}\n\n`);
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeInTheDocument();

    // Something that is not a notification event changes nothing.
    unread = [item(3), item(2), item(1)];
    push('event: notification\ndata: not json\n\n: keep-alive\n\n');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Notifications: 2 unread' })).toBeInTheDocument();

    // Unmounting (logout takes the shell away) closes the stream.
    unmount();
    expect(streamTokens()).toEqual(['Token tok']);
  });

  it('falls back to polling while the stream is down', async () => {
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await waitFor(() => expect(bell).toHaveAttribute('data-live', 'true'));
    endStream();
    await waitFor(() => expect(bell).not.toHaveAttribute('data-live'));
    expect(streamTokens()).toEqual(['Token tok']);
  });
});
