import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { FirstPasswordStep } from './FirstPasswordStep';
import { PasswordChangeGate } from './PasswordChangeGate';

const CHANGE_PASSWORD = '/api/account/change-password/';

describe('FirstPasswordStep', () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the one-time password as the current one and goes on when the new one is saved', async () => {
    const calls = fakeApi(({ path }) => (path === CHANGE_PASSWORD ? json({ detail: 'Your password has been changed.', signed_out_sessions: 0 }) : undefined));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<FirstPasswordStep username="kabir" oneTimePassword="ot-123456" onDone={onDone} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/One-time password/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^New Password/), 'kabir-secret-1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'kabir-secret-2');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'kabir-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].path).toBe(CHANGE_PASSWORD);
    expect(calls[0].body).toEqual({ current_password: 'ot-123456', new_password: 'kabir-secret-1' });
  });

  it("shows the server's refusal under the new password and stays", async () => {
    const message = 'This password is too common. Please choose one that is harder to guess.';
    fakeApi(({ path }) => (path === CHANGE_PASSWORD ? json({ detail: message, errors: [{ field: 'new_password', message }] }, 400) : undefined));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<FirstPasswordStep username="kabir" oneTimePassword="ot-123456" onDone={onDone} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText(/^New Password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('"Sign in as someone else" ends the session', async () => {
    const calls = fakeApi(({ path }) => (path === '/api/account/logout/' ? json({ detail: 'Logged out.' }) : undefined));
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<FirstPasswordStep username="kabir" oneTimePassword="ot-123456" onDone={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(calls[0].path).toBe('/api/account/logout/');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('PasswordChangeGate', () => {
  const me = (mustChange: boolean) => ({
    username: 'kabir', email: 'kabir@school.example', name: 'Kabir', role: 'student', is_superuser: false, dashboard_url: '/dashboard',
    language: null, phone_number: null, must_change_password: mustChange, privacy_notice_due: false, time_zone: 'Asia/Kolkata', school: null,
  });
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the one-time password and a new one while the account must change it, then lets the shell through', async () => {
    // The account must change its password until the change has been sent.
    const calls = fakeApi(({ path }) => (path === CHANGE_PASSWORD
      ? json({ detail: 'Your password has been changed.', signed_out_sessions: 0 })
      : json(me(!calls.some((c) => c.path === CHANGE_PASSWORD)))));
    const { user } = renderWithProviders(<PasswordChangeGate />);
    const current = await screen.findByLabelText(/^One-time password/);
    await user.type(current, 'ot-123456');
    await user.type(screen.getByLabelText(/^New Password/), 'kabir-secret-1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'kabir-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.queryByTestId('first-password-form')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === CHANGE_PASSWORD)?.body).toEqual({ current_password: 'ot-123456', new_password: 'kabir-secret-1' });
  });

  it('shows nothing for an account with its own password', async () => {
    const calls = fakeApi(() => json(me(false)));
    renderWithProviders(<PasswordChangeGate />);
    await waitFor(() => expect(calls).not.toHaveLength(0));
    expect(screen.queryByTestId('first-password-form')).not.toBeInTheDocument();
  });
});
