import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MeResponse } from '@prayog/contract';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetailsCard } from './ProfileDetailsCard';

const ME: MeResponse = {
  username: 'demo.teacher', email: 'demo.teacher@prayog.example', name: 'Neha Verma', role: 'teacher', is_superuser: false,
  dashboard_url: '/teacher_dashboard', language: null, phone_number: null, must_change_password: false, privacy_notice_due: false, time_zone: 'Asia/Kolkata', school: null,
};

describe('ProfileDetailsCard', () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the fields, then saves name and phone with PATCH /account/me/', async () => {
    const calls = fakeApi(({ method, path }) => (method === 'PATCH' && path === '/api/account/me/' ? json({ ...ME, name: 'Neha V.', phone_number: '98765 43210' }) : undefined));
    const { user } = renderWithProviders(<ProfileDetailsCard me={ME} />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Phone Number/), 'call me');
    await user.click(save);
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Name/), 'Neha V.');
    await user.clear(screen.getByLabelText(/^Phone Number/));
    await user.type(screen.getByLabelText(/^Phone Number/), '98765 43210');
    await user.click(save);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/account/me/' });
    expect(calls[0].body).toEqual({ name: 'Neha V.', phone_number: '98765 43210' });
    // Saved: the form holds the stored values and has nothing left to save.
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Neha V.');
  });
});
