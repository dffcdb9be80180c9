import { useMemo } from 'react';
import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSENT_BASIS, CONSENT_PURPOSES, type ConsentEntry, type ConsentPurpose } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useConsents, useSetConsent } from '../../../api/privacy';
import { errorDetail } from '../../../lib/api';
import { formatMoment } from '../../../lib/format';

/** Each purpose's key in the catalogue. */
const PURPOSE_KEYS = { learning_records: 'learning_records', leaderboards: 'leaderboards', notifications: 'notifications' } as const satisfies Record<ConsentPurpose, string>;

interface ConsentCardProps {
  username: string;
  /** Set when a parent reads about their child: they decide; a student only reads. */
  childName?: string;
}

/**
 * Parents' consent per purpose (issue 31 item 2, ADR 0035): a parent gives or withdraws each purpose with one switch,
 * and it applies at once; the student sees what their parents decided. A purpose the school's teaching runs shows on
 * until a parent turns it off, and says so. Below, every decision, newest first.
 */
export function ConsentCard({ username, childName }: ConsentCardProps) {
  const { t, i18n } = useTranslation('privacy');
  const consents = useConsents(username);
  const decide = useSetConsent(username);
  const parent = childName !== undefined;
  const columns = useMemo<DataTableColumn<ConsentEntry>[]>(() => [
    { id: 'when', header: t('consent.columns.when'), value: (e) => e.withdrawn_at ?? e.given_at ?? '', cell: (e) => formatMoment(e.withdrawn_at ?? e.given_at ?? '', i18n.language) },
    { id: 'purpose', header: t('consent.columns.purpose'), value: (e) => t(`consent.purposes.${PURPOSE_KEYS[e.purpose]}.name`) },
    { id: 'decision', header: t('consent.columns.decision'), value: (e) => (e.withdrawn_at ? t('consent.withdrawn') : t('consent.given')) },
    { id: 'parent', header: t('consent.columns.parent'), value: (e) => e.parent_name ?? t('consent.gone') },
    { id: 'verified', header: t('consent.columns.verified'), value: (e) => t('consent.verifiedBy', { name: e.verified_by ?? t('consent.gone'), version: e.notice_version }) },
  ], [t, i18n.language]);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="privacy-consents">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('consent.title')}</Title>
        <Text size="sm">{parent ? t('consent.intro.parent', { name: childName }) : t('consent.intro.self')}</Text>
        {CONSENT_PURPOSES.map((purpose) => {
          const state = consents.data?.purposes.find((p) => p.purpose === purpose);
          const key = PURPOSE_KEYS[purpose];
          return (
            <Switch
              key={purpose}
              checked={state?.given ?? false}
              disabled={!parent || !consents.data || decide.isPending}
              onChange={(event) => decide.mutate({ purpose, given: event.currentTarget.checked })}
              label={t(`consent.purposes.${key}.name`)}
              description={CONSENT_BASIS[purpose] === 'educational' ? `${t(`consent.purposes.${key}.what`)} ${t('consent.basis.educational')}` : t(`consent.purposes.${key}.what`)}
              data-testid={`consent-${purpose}`}
            />
          );
        })}
        {decide.isError && <Alert color="red" role="alert">{errorDetail(decide.error, t('consent.failed'))}</Alert>}
        <DataTable
          columns={columns}
          data={consents.data?.history}
          isLoading={consents.isPending}
          error={consents.error}
          onRetry={() => void consents.refetch()}
          errorText={t('consent.loadFailed')}
          emptyText={t('consent.empty')}
          caption={t('consent.history')}
          minWidth={560}
          testId="consent-history"
        />
      </Stack>
    </Card>
  );
}
