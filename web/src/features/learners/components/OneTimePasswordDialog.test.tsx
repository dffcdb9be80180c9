import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OneTimePassword } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

beforeAll(async () => {
  await i18n.loadNamespaces('learners');
});
afterEach(() => vi.restoreAllMocks());

const answer: OneTimePassword = {
  username: 'riya.sharma',
  name: 'Riya Sharma',
  one_time_password: 'Kite-4821-Moon',
  detail: 'The student was added. Give them this one-time password; it is shown only once, and they choose their own password when they first sign in.',
  valid_hours: 72,
  expires_at: '2026-11-30T10:00:00.000Z',
};

describe('OneTimePasswordDialog', () => {
  it('shows the username and one-time password once, copies the password, and says a new one is chosen at next sign-in', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<OneTimePasswordDialog answer={answer} kind="added" onClose={onClose} />);
    // user-event installs its own clipboard stub on setup; spy on that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const dialog = screen.getByRole('dialog', { name: 'Student added' });
    expect(dialog).toHaveTextContent(answer.detail);
    expect(screen.getByTestId('otp-username')).toHaveTextContent('riya.sharma');
    expect(screen.getByTestId('otp-password')).toHaveTextContent('Kite-4821-Moon');
    expect(screen.getByTestId('otp-must-change')).toHaveTextContent('Riya Sharma must choose a new password at the next sign-in.');
    expect(screen.getByTestId('otp-must-change')).toHaveTextContent('This password is shown only once');
    // How long it works, from the server's answer (ONE_TIME_PASSWORD_HOURS).
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(answer.expires_at));
    expect(screen.getByTestId('otp-valid-for')).toHaveTextContent(`It works for one sign-in within 72 hours, until ${until}.`);

    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('Kite-4821-Moon');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // Escape does not lose the password by accident; only Done closes.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names a reset as a one-time password and shows nothing once closed', () => {
    const { rerender } = renderWithProviders(<OneTimePasswordDialog answer={answer} kind="reset" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'One-time password' })).toBeInTheDocument();
    expect(screen.getByTestId('otp-valid-for')).toHaveTextContent('within 72 hours');
    rerender(<OneTimePasswordDialog answer={null} kind="reset" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Kite-4821-Moon')).not.toBeInTheDocument();
  });
});
