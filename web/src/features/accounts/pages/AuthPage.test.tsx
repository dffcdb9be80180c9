import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AuthPage } from './AuthPage';

// The sign-up form's module, counted when it is loaded (its real form has its own tests).
const signUpLoaded = vi.hoisted(() => vi.fn());
vi.mock('../components/SignUpForm', () => {
  signUpLoaded();
  return { SignUpForm: () => <form data-testid="signup-form" /> };
});

beforeAll(async () => {
  await i18n.loadNamespaces('accounts');
});
beforeEach(() => {
  // Only the page's idle timer is faked: React and the lazy imports keep their own clocks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server whose sign-in never answers (the moment under test is before it does); everything else is a 404. */
const slowServer = () => fakeApi(({ path }) => (path === '/api/account/login/' ? new Promise<Response>(() => undefined) : undefined));

function authPage() {
  const preloadSignedIn = vi.fn();
  renderWithProviders(<MemoryRouter><AuthPage preloadSignedIn={preloadSignedIn} /></MemoryRouter>);
  const form = screen.getByTestId('signin-form');
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { preloadSignedIn, field, submit: () => fireEvent.click(screen.getByTestId('signin-submit')) };
}

describe('AuthPage while a person signs in (issue 29: the signed-in code before the server answers)', () => {
  it('asks for the signed-in screens\' code when a filled form is sent, and then no longer loads the sign-up form', async () => {
    const calls = slowServer();
    const page = authPage();
    page.submit();
    // An empty form goes nowhere, so nothing is loaded for it.
    expect(page.preloadSignedIn).not.toHaveBeenCalled();

    fireEvent.change(page.field('username_or_email'), { target: { value: 'demo.student' } });
    fireEvent.change(page.field('password'), { target: { value: 'prayog-demo' } });
    page.submit();
    expect(page.preloadSignedIn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/account/login/'));

    // The idle moment passes while the server has not answered: the sign-up form is not fetched behind the sign-in.
    vi.advanceTimersByTime(5000);
    await vi.dynamicImportSettled();
    expect(signUpLoaded).not.toHaveBeenCalled();
    expect(page.preloadSignedIn).toHaveBeenCalledTimes(1);
  });

  it('loads the signed-in code and the sign-up form once the page has been idle', async () => {
    slowServer();
    const page = authPage();
    vi.advanceTimersByTime(1499);
    expect(page.preloadSignedIn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.preloadSignedIn).toHaveBeenCalledTimes(1);
    await vi.dynamicImportSettled();
    expect(signUpLoaded).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByTestId('signup-form')).toBeInTheDocument();
  });
});
