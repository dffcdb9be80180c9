import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@prayog/contract';

/**
 * The small note beside learning content that has no version in the screen's language yet (ADR 0044): the API says
 * which language an item's text came in (`text_language`); when it is not the screen's, the learner is told it is
 * shown in English, so a Hindi-medium student knows the English is a fallback, not a mistake.
 */
export function TextLanguageNote({ textLanguage, size = 'xs' }: { textLanguage: Language | null | undefined; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('components');
  const screen = (i18n.resolvedLanguage ?? 'en') as Language;
  if (!textLanguage || textLanguage === screen) return null;
  return (
    <Text size={size} c="dimmed" fs="italic" data-testid="text-language-note">
      {t('textLanguage.note', { language: LANGUAGE_NAMES[screen] ?? screen })}
    </Text>
  );
}
