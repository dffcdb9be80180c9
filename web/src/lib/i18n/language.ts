import i18next from 'i18next';
import { isLanguage, type Language } from '@prayog/contract';
import { storage } from '../storage';

/** The language this browser chose before; else Hindi for a browser set to Hindi; else English. */
export function initialLanguage(): Language {
  const chosen = storage.language();
  if (isLanguage(chosen)) return chosen;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

let devanagariFont: Promise<unknown> | null = null;

/**
 * Devanagari comes from the self-hosted Noto Sans Devanagari (not the machine's fonts), so Hindi reads the same
 * everywhere; it downloads only once Hindi is chosen.
 */
function loadDevanagariFont(): Promise<unknown> {
  devanagariFont ??= Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]);
  return devanagariFont;
}

/** Marks the page with its language (screen readers, fonts, hyphenation) and fetches the font Hindi needs. */
export function markDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (language === 'hi') void loadDevanagariFont();
}

/** Switches the interface and remembers the choice in this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  storage.setLanguage(language);
  markDocumentLanguage(language);
  if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
}
