import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderWithProviders } from '../test/render';
import { appUpdate, useAppUpdateShown } from './app-update';
import UpdateNotice from './UpdateNotice';

/** What main.tsx renders: the notice while a new version waits and the reader has not closed it. */
function Slot() {
  return useAppUpdateShown() ? <UpdateNotice /> : null;
}

afterEach(async () => {
  act(() => appUpdate.reset());
  document.body.querySelectorAll('[data-testid="quiz-runner"]').forEach((n) => n.remove());
  await i18next.changeLanguage('en');
});

describe('UpdateNotice', () => {
  it('shows nothing until the service worker says a new version waits, then says it is used next time', async () => {
    renderWithProviders(<Slot />);
    expect(screen.queryByTestId('update-notice')).toBeNull();
    act(() => appUpdate.offer(async () => undefined));
    expect(await screen.findByText('A new version of Prayog is ready. It will be used the next time you open the app.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('takes the new version at once on Reload now', async () => {
    const apply = vi.fn(async () => undefined);
    renderWithProviders(<Slot />);
    act(() => appUpdate.offer(apply));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload now' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('offers no reload while a quiz attempt is on the screen, and offers it again once the quiz is over', async () => {
    const runner = document.createElement('div');
    runner.dataset.testid = 'quiz-runner';
    document.body.appendChild(runner);
    renderWithProviders(<Slot />);
    act(() => appUpdate.offer(async () => undefined));
    expect(await screen.findByTestId('update-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload now' })).toBeNull();
    act(() => runner.remove());
    expect(await screen.findByRole('button', { name: 'Reload now' })).toBeInTheDocument();
  });

  it('goes away when closed (the new version still comes on the next visit)', async () => {
    renderWithProviders(<Slot />);
    act(() => appUpdate.offer(async () => undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('update-notice')).toBeNull());
  });

  it('speaks Hindi', async () => {
    await i18next.changeLanguage('hi');
    renderWithProviders(<Slot />);
    act(() => appUpdate.offer(async () => undefined));
    expect(await screen.findByText('Prayog का नया संस्करण तैयार है। अगली बार ऐप खोलने पर इसी का उपयोग होगा।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी दोबारा लोड करें' })).toBeInTheDocument();
  });
});
