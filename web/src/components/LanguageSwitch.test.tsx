import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithProviders } from '../test/render';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  localStorage.removeItem('language');
  await i18next.changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it('offers the four languages, each in its own name and script', () => {
    renderWithProviders(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'], ['hi', 'हिन्दी', 'hi'], ['mr', 'मराठी', 'mr'], ['bn', 'বাংলা', 'bn'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('switches the interface, marks the page and remembers the choice in this browser', async () => {
    renderWithProviders(<LanguageSwitch />);
    // The phone's own picker sets the value and fires change, as fireEvent does (user-event's selectOptions does not
    // reach React's handler on a controlled native select in jsdom).
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'bn' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('bn'));
    await waitFor(() => expect(i18next.resolvedLanguage).toBe('bn'));
    expect(localStorage.getItem('language')).toBe('bn');
    // Its own label now reads in Bengali.
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
  });
});
