import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_RESET_MESSAGES } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import ForgotPasswordDialog from './ForgotPasswordDialog';

beforeAll(async () => {
  await i18n.loadNamespaces('accounts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser whose server sends email (`email`) or not. */
const serve = (email: boolean) => fakeApi(({ method, path }) => {
  if (path !== '/api/account/password-reset/') return undefined;
  return method === 'GET' ? json({ email_reset: email }) : json({ detail: PASSWORD_RESET_MESSAGES.requested }, 202);
});

describe('ForgotPasswordDialog', () => {
  it('says whom to ask; without email on the server, nothing else', async () => {
    const calls = serve(false);
    renderWithProviders(<ForgotPasswordDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' }, SLOW);
    expect(dialog).toHaveTextContent('Students: ask your teacher for a one-time password.');
    expect(dialog).toHaveTextContent("Teachers and school staff: ask your school's account or an administrator for a one-time password.");
    expect(dialog).toHaveTextContent("Parents: ask your child's school.");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('forgot-password-form')).not.toBeInTheDocument();
  });

  it('with email, asks for a link by username or email and shows the same answer for anyone', async () => {
    const calls = serve(true);
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ForgotPasswordDialog onClose={onClose} />);
    const form = await screen.findByTestId('forgot-password-form', {}, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Send link' }));
    expect(within(form).getByText('Please enter your username or email.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Username or email/ }), '  asha.k ');
    await user.click(within(form).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(PASSWORD_RESET_MESSAGES.requested);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/password-reset/', body: { username_or_email: 'asha.k' } });
    await user.click(screen.getByTestId('forgot-password-close'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
