import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@prayog/contract';
import { currentLanguage } from '../lib/i18n';
import { applyLanguage } from '../lib/i18n/language';
import { storage } from '../lib/storage';
import { useAppStarted } from '../lib/use-app-started';

/** Each language is offered in its own name, so someone who cannot read the current one still finds theirs. */
const OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
];

/**
 * English / हिन्दी, on the sign-in page and in every dashboard's top bar. This browser remembers the choice; so
 * does the account once someone is signed in (the API module loads only then, keeping the sign-in page small).
 */
async function choose(language: Language): Promise<void> {
  await applyLanguage(language);
  if (storage.isAuthenticated()) {
    const { saveLanguage } = await import('../api/accounts');
    await saveLanguage(language).catch(() => undefined);
  }
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const started = useAppStarted();
  return (
    <SegmentedControl
      // Disabled in the sign-in screen drawn at build time (ADR 0032); aria-disabled says so of its labels too.
      disabled={!started}
      aria-disabled={!started || undefined}
      size="xs"
      aria-label={t('common.language')}
      value={currentLanguage()}
      onChange={(value) => void choose(value as Language)}
      data={OPTIONS.map((o) => ({ value: o.value, label: <span lang={o.value} data-language-label>{o.label}</span> }))}
      data-testid="language-switch"
    />
  );
}
