import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, TARGET_LANGUAGES, type Language } from '@prayog/contract';

/**
 * The language the versions are written in: every language but English, each named in its own script, so an author
 * finds theirs whatever language the screen is in (in the language switch's own font cut, so বাংলা reads on a Hindi
 * screen too).
 */
export function LanguagePicker({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('translations');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>{t('language')}</Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={TARGET_LANGUAGES.map((code) => ({ value: code, label: <span lang={code} data-language-label>{LANGUAGE_NAMES[code]}</span> }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="translations-language"
      />
    </Stack>
  );
}
