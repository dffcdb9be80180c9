import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { SignInForm } from './SignInForm';

/** The sign-in screen drawn at build time, as public/prerendered.js puts it into the page (ADR 0032), typed into. */
function drawnScreen(username: string, password: string): void {
  document.body.insertAdjacentHTML('afterbegin', `<div id="root" data-prerendered="en"><form data-testid="signin-form">
    <input name="username_or_email"><input name="password" type="password"><button type="submit" disabled>Sign In</button></form></div>`);
  const [user, secret] = ['username_or_email', 'password'].map((name) => document.querySelector<HTMLInputElement>(`#root input[name="${name}"]`)!);
  user.value = username;
  secret.value = password;
  secret.focus();
}

const signInForm = () => renderWithProviders(<MemoryRouter><SignInForm /></MemoryRouter>);
const field = (name: string) => document.querySelector<HTMLInputElement>(`form:not(#root form) input[name="${name}"]`)!;

afterEach(() => document.getElementById('root')?.remove());

describe('SignInForm over the screen drawn at build time', () => {
  it('starts with what was typed into the drawn form, the focus where it was; a later form starts empty', async () => {
    drawnScreen('asha.k', 'secret-words');
    const first = signInForm();
    expect(field('username_or_email')).toHaveValue('asha.k');
    expect(field('password')).toHaveValue('secret-words');
    expect(field('password')).toHaveFocus();
    expect(screen.getByTestId('signin-submit')).toBeEnabled();
    // Read once: the drawn screen is the app's from now on.
    expect(document.getElementById('root')).not.toHaveAttribute('data-prerendered');
    first.unmount();

    // After a sign-out on a shared phone, the next person's form shows nothing of the last one's.
    signInForm();
    expect(field('username_or_email')).toHaveValue('');
    expect(field('password')).toHaveValue('');
  });
});
