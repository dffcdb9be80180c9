import i18next from 'i18next';
import { isLanguage, type Language } from '@prayog/contract';
import { storage } from '../storage';

/** The language this browser chose before; else the browser's own when the app speaks it (hi-IN → hi); else English. */
export function initialLanguage(): Language {
  const chosen = storage.language();
  if (isLanguage(chosen)) return chosen;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase().split('-')[0];
  return isLanguage(browser) ? browser : 'en';
}

/**
 * Marks the page with its language (screen readers, fonts, hyphenation). Hindi and Marathi are set in the self-hosted
 * Noto Sans Devanagari, Bengali in Noto Sans Bengali (app/global.css): its @font-face rules are in the stylesheet, so the browser downloads the font only once
 * Devanagari text is drawn in it, before the app's code runs too (the sign-in screen drawn at build time, ADR 0032).
 */
export function markDocumentLanguage(language: Language): void {
  // No document when the sign-in screen is drawn at build time (app/prerender).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}

/** Switches the interface and remembers the choice in this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  storage.setLanguage(language);
  markDocumentLanguage(language);
  if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
}
