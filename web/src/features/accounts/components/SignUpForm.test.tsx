import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { SignUpForm } from './SignUpForm';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('SignUpForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => (String(input).includes('/school-choices/')
      ? json(200, { schools: [{ value: 'abl', label: 'ABL School' }] })
      : json(201, { message: 'Your account is ready. You can sign in now.', username: 'new.teacher', role: 'teacher', approval_status: 'pending' })));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('takes the success banner away as soon as the form is filled in again', async () => {
    const { user } = renderWithProviders(<SignUpForm active />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'school');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'new.school');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.school@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await screen.findByRole('option', { name: 'ABL School' });
    await user.selectOptions(screen.getByRole('combobox', { name: /School Name/ }), 'abl');
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-message')).toHaveTextContent('Your account is ready. You can sign in now.');
    expect(screen.getByTestId('signup-submit')).toHaveTextContent('Registration Successful');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'a');
    expect(screen.queryByTestId('signup-message')).not.toBeInTheDocument();
  });

  it("keeps the Sign Up button in a bar of its own at the form's bottom, and focuses the first field in error", async () => {
    const { user } = renderWithProviders(<SignUpForm active />);
    const bar = screen.getByTestId('signup-actions');
    expect(bar).toContainElement(screen.getByTestId('signup-submit'));
    expect(bar).toHaveStyle({ position: 'sticky' });
    // A username too short for the contract: the form's own check refuses, and that field takes the focus.
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'school');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.school@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/register/'))).toEqual([]);
  });
});
