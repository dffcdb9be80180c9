import { afterAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { render } from './sign-in';

afterAll(() => i18next.changeLanguage('en'));

/** The drawn screen, parsed as the browser will (the markup goes into a <template> in index.html). */
function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
}

describe('the sign-in screen drawn at build time (ADR 0032)', () => {
  it('is the app\'s own sign-in screen in English, its Sign In disabled until the app replaces it', async () => {
    const page = parse(await render('en'));
    const form = page.querySelector('[data-testid="signin-form"]')!;
    expect(form.querySelector('#signin-title')?.textContent).toBe('Sign In');
    expect(form.querySelector('input[name="username_or_email"]')).not.toBeNull();
    expect(form.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    // Buttons that need the app's code are disabled in the drawn copy (a tap would do nothing); the fields take typing.
    for (const button of ['signin-submit', 'show-signup', 'forgot-password-link']) {
      expect(page.querySelector(`[data-testid="${button}"]`)?.hasAttribute('disabled'), button).toBe(true);
    }
    expect(page.querySelector('[data-testid="language-switch"]')?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('input[name="username_or_email"]')?.hasAttribute('disabled')).toBe(false);
    // Every language in its own name and script.
    expect([...page.querySelectorAll('[data-testid="language-switch"] option')].map((o) => [o.getAttribute('value'), o.textContent]))
      .toEqual([['en', 'English'], ['hi', 'हिन्दी'], ['mr', 'मराठी'], ['bn', 'বাংলা']]);
  });

  it.each(['hi', 'mr', 'bn'])('is drawn in %s with the texts of its catalogue', async (language) => {
    const page = parse(await render(language));
    const catalogue = (await import(`../../lib/i18n/${language}.json`)).default;
    expect(page.querySelector('#signin-title')?.textContent).toBe(catalogue.accounts.signIn.title);
    expect(page.querySelector('[data-testid="signin-submit"]')?.textContent).toBe(catalogue.accounts.signIn.submit);
    expect(page.querySelector<HTMLSelectElement>('[data-testid="language-switch"]')?.value).toBe(language);
  });
});
