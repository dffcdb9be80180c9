import { useCallback } from 'react';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TARGET_LANGUAGES, isTargetLanguage, type Language } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { CoverageTable, type CoverageTarget } from '../components/CoverageTable';
import { LanguagePicker } from '../components/LanguagePicker';
import { TranslationEditor } from '../components/TranslationEditor';

/** `?open=12` is subject 12, `?open=news` the news and updates; anything else is the coverage list. */
const targetOf = (value: string | null): CoverageTarget | null => {
  if (value === 'news') return 'news';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Translations (issue 33 item 1, ADR 0044): the content in other languages. The coverage list says per subject what is
 * missing in the chosen language; a row opens the side-by-side editor. The language and the open subject are in the
 * address (?language=hi&open=12), so Back and shared links work.
 */
export default function TranslationsPage() {
  const { t, i18n } = useTranslation('translations');
  const [params, setParams] = useSearchParams();
  // First the screen's own language when versions are written in it (a Marathi author sees Marathi), else the first.
  const fallback: Language = isTargetLanguage(i18n.language) ? i18n.language : TARGET_LANGUAGES[0];
  const asked = params.get('language');
  const language: Language = asked && isTargetLanguage(asked) ? asked : fallback;
  const open = targetOf(params.get('open'));
  const openTarget = useCallback((target: CoverageTarget) => setParams({ language, open: String(target) }), [language, setParams]);

  if (open !== null) {
    return <TranslationEditor key={`${open}-${language}`} of={open} language={language}
      onLanguage={(next) => setParams({ language: next, open: String(open) }, { replace: true })} onBack={() => setParams({ language })} />;
  }
  return (
    <Stack gap="md" data-testid="translations-page">
      <PanelHeader title={t('title')} description={t('description')} />
      <LanguagePicker value={language} onChange={(next) => setParams({ language: next }, { replace: true })} />
      <CoverageTable language={language} onOpen={openTarget} />
    </Stack>
  );
}
