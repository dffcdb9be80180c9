import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithProviders } from '../test/render';
import { TextLanguageNote } from './TextLanguageNote';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('TextLanguageNote', () => {
  it('says nothing when the text is in the screen’s language', async () => {
    await i18next.changeLanguage('hi');
    renderWithProviders(<TextLanguageNote textLanguage="hi" />);
    expect(screen.queryByTestId('text-language-note')).toBeNull();
  });

  it('says nothing on an English screen, or when the API did not say', () => {
    renderWithProviders(<><TextLanguageNote textLanguage="en" /><TextLanguageNote textLanguage={undefined} /></>);
    expect(screen.queryByTestId('text-language-note')).toBeNull();
  });

  it('tells a Hindi reader, in Hindi, that the text is shown in English', async () => {
    await i18next.changeLanguage('hi');
    renderWithProviders(<TextLanguageNote textLanguage="en" />);
    expect(await screen.findByTestId('text-language-note')).toHaveTextContent('अभी हिन्दी में नहीं है: अंग्रेज़ी में दिखाया गया है।');
  });

  it('names the screen’s language in its own script in Bengali', async () => {
    await i18next.changeLanguage('bn');
    renderWithProviders(<TextLanguageNote textLanguage="en" />);
    expect(await screen.findByTestId('text-language-note')).toHaveTextContent('এই লেখা এখনও বাংলা ভাষায় নেই');
  });
});
