import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MeResponse } from '@prayog/contract';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetailsCard } from './ProfileDetailsCard';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

const ME: MeResponse = {
  username: 'demo.teacher', email: 'demo.teacher@prayog.example', name: 'Neha Verma', role: 'teacher', is_superuser: false,
  dashboard_url: '/teacher_dashboard', language: null, phone_number: null, must_change_password: false, time_zone: 'Asia/Kolkata', school: null,
};

describe('ProfileDetailsCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the fields, then saves name and phone with PATCH /account/me/', async () => {
    fetchMock.mockResolvedValueOnce(json({ ...ME, name: 'Neha V.', phone_number: '98765 43210' }));
    const { user } = renderWithProviders(<ProfileDetailsCard me={ME} />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Phone Number/), 'call me');
    await user.click(save);
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Name/), 'Neha V.');
    await user.clear(screen.getByLabelText(/^Phone Number/));
    await user.type(screen.getByLabelText(/^Phone Number/), '98765 43210');
    await user.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/account/me/');
    expect(init?.method).toBe('PATCH');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ name: 'Neha V.', phone_number: '98765 43210' });
    // Saved: the form holds the stored values and has nothing left to save.
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Neha V.');
  });
});
