import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ApiError } from '../lib/api-error';
import { renderWithProviders } from '../test/render';
import { OfflineQueue } from '../offline/queue';
import { openQueueStore } from '../offline/queue-store';
import { OfflineBanner } from './OfflineBanner';

/** A queue on a fake network the test switches on and off. */
function fakeQueue() {
  let online = true;
  let n = 0;
  const queue = new OfflineQueue({
    openStore: openQueueStore,
    send: async () => {
      if (!online) throw new ApiError(0);
      return {};
    },
    owner: () => 'asha',
    now: () => Date.now(),
    newKey: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    exclusive: (task) => task(),
  });
  return { queue, setOnline: (value: boolean) => { online = value; } };
}

const beat = { call: 'trackActivity' as const, body: { time_spent: 30 } };
let current: OfflineQueue | null = null;
afterEach(async () => {
  await current?.forget();
  await i18next.changeLanguage('en');
});

describe('OfflineBanner', () => {
  it('shows nothing online, then offline state and how many changes wait, and nothing again once they are sent', async () => {
    const { queue, setOnline } = fakeQueue();
    current = queue;
    renderWithProviders(<OfflineBanner queue={queue} />);
    await act(() => queue.add(beat).outcome);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    setOnline(false);
    act(() => queue.setOnline(false));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText('What you do now is kept on this phone and sent when the connection returns.')).toBeInTheDocument();
    await act(async () => {
      await queue.add(beat).stored;
      await queue.add(beat).stored;
      await queue.flush();
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 changes are kept on this phone and will be sent when the connection returns.');

    setOnline(true);
    await act(async () => {
      queue.setOnline(true);
      await queue.flush();
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await i18next.changeLanguage('hi');
    const { queue, setOnline } = fakeQueue();
    current = queue;
    setOnline(false);
    queue.setOnline(false);
    renderWithProviders(<OfflineBanner queue={queue} />);
    await act(async () => {
      await queue.add(beat).stored;
    });
    expect(await screen.findByText('आप ऑफ़लाइन हैं')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 बदलाव इस फ़ोन पर रखा है और इंटरनेट लौटने पर भेज दिया जाएगा।');
  });
});
