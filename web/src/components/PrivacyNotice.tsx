import type { ReactNode } from 'react';
import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PrivacyNotice as Notice } from '@prayog/contract';
import { useNotice } from '../api/privacy';
import { formatMomentDay } from '../lib/format';
import { QueryState } from './QueryState';

/** Hindi for a Hindi reader; English for every other language (the notice is kept in both, ADR 0032). */
const noticeLanguage = (language: string): 'en' | 'hi' => (language.startsWith('hi') ? 'hi' : 'en');

/**
 * The privacy notice as published (issue 31 item 1): its version and date, what it changed, and its sections, in the
 * reader's language. Shown on the sign-up form, in the notice step after sign-in, in the privacy centre and to
 * administrators.
 */
export function PrivacyNoticeText({ notice, showChanges = false }: { notice: Notice; showChanges?: boolean }) {
  const { t, i18n } = useTranslation('components');
  const lang = noticeLanguage(i18n.language);
  return (
    <Stack gap="sm" data-testid="privacy-notice" data-version={notice.version} lang={lang}>
      <Text size="xs" c="dimmed">{t('privacyNotice.version', { version: notice.version, date: formatMomentDay(notice.published_at, i18n.language) })}</Text>
      {showChanges && notice.changes && (
        <Alert color="blue" role="note" title={t('privacyNotice.changed')} data-testid="privacy-notice-changes">{notice.changes[lang]}</Alert>
      )}
      {notice.sections.map((s) => (
        <Stack key={s.heading.en} gap={4}>
          <Title order={3} size="h5">{s.heading[lang]}</Title>
          {s.paragraphs[lang].map((p) => <Text key={p} size="sm">{p}</Text>)}
        </Stack>
      ))}
    </Stack>
  );
}

/** The notice (the current version unless `version` is given) in a dialog, loaded when it opens. */
export function PrivacyNoticeModal({ opened, onClose, version, footer }: { opened: boolean; onClose: () => void; version?: number; footer?: ReactNode }) {
  const { t } = useTranslation('components');
  const notice = useNotice(version, { enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={t('privacyNotice.title')} size="lg">
      <QueryState query={notice} errorFallback={t('privacyNotice.failed')}>
        {(data) => <PrivacyNoticeText notice={data} />}
      </QueryState>
      {footer}
    </Modal>
  );
}
