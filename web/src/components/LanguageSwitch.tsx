import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@prayog/contract';
import { currentLanguage } from '../lib/i18n';
import { applyLanguage } from '../lib/i18n/language';
import { storage } from '../lib/storage';
import { useAppStarted } from '../lib/use-app-started';

/**
 * The interface language, on the sign-in page, in every dashboard's top bar and in the lesson viewer. This browser
 * remembers the choice; so does the account once someone is signed in (the API module loads only then, keeping the
 * sign-in page small).
 */
async function choose(language: Language): Promise<void> {
  await applyLanguage(language);
  if (storage.isAuthenticated()) {
    const { saveLanguage } = await import('../api/accounts');
    await saveLanguage(language).catch(() => undefined);
  }
}

/**
 * A native select: four languages fit a phone's top bar only as one, and the phone's own picker reads them out. Each is
 * offered in its own name (LANGUAGE_NAMES), set in the label font that carries their letters (app/global.css).
 */
const LABEL_FONT = "'Prayog Language Label', var(--mantine-font-family)";

export function LanguageSwitch() {
  const { t } = useTranslation();
  const started = useAppStarted();
  return (
    <NativeSelect
      // Disabled in the sign-in screen drawn at build time (ADR 0032) until the app has started.
      disabled={!started}
      size="xs"
      aria-label={t('common.language')}
      value={currentLanguage()}
      onChange={(event) => void choose(event.currentTarget.value as Language)}
      data-testid="language-switch"
      styles={{ input: { fontFamily: LABEL_FONT } }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>{LANGUAGE_NAMES[language]}</option>
      ))}
    </NativeSelect>
  );
}
