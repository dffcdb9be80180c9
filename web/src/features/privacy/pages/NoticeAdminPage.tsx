import { useMemo, useState } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { publishNoticeRequestSchema, type NoticeVersion } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { PanelHeader } from '../../../components/PanelHeader';
import { PrivacyNoticeText } from '../../../components/PrivacyNotice';
import { QueryState } from '../../../components/QueryState';
import { useNotice, useNoticeVersions, usePublishNotice } from '../../../api/privacy';
import { formatCount, formatMoment } from '../../../lib/format';
import { SchoolAgreementsCard } from '../components/SchoolAgreementsCard';
import { BreachRegisterCard } from '../components/BreachRegisterCard';

type FieldName = 'contact_name' | 'contact_email' | 'changes_en' | 'changes_hi';

/**
 * The administrators' Privacy notice section (issue 31 item 1, ADR 0032): the current version as people read it, every
 * version with how many accepted it, and publishing a new one (the programme's grievance contact and what changed, in
 * English and Hindi), after which everyone is asked to accept it.
 */
export default function NoticeAdminPage() {
  const { t, i18n } = useTranslation('privacy');
  const notice = useNotice();
  const versions = useNoticeVersions();
  const publish = usePublishNotice();
  const [publishing, setPublishing] = useState(false);
  const columns = useMemo<DataTableColumn<NoticeVersion>[]>(() => [
    { id: 'version', header: t('notice.columns.version'), value: (v) => v.version, align: 'right' },
    { id: 'published', header: t('notice.columns.published'), value: (v) => v.published_at, cell: (v) => formatMoment(v.published_at, i18n.language) },
    { id: 'by', header: t('notice.columns.by'), value: (v) => v.published_by ?? t('notice.byProduct') },
    { id: 'contact', header: t('notice.columns.contact'), value: (v) => v.contact_email ?? t('notice.schoolsOnly') },
    { id: 'acceptances', header: t('notice.columns.acceptances'), value: (v) => v.acceptances, cell: (v) => formatCount(v.acceptances, i18n.language), align: 'right' },
  ], [t, i18n.language]);
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'contact_name', label: t('notice.form.contactName'), kind: 'text', description: t('notice.form.contactHint') },
    { name: 'contact_email', label: t('notice.form.contactEmail'), kind: 'email' },
    { name: 'changes_en', label: t('notice.form.changesEn'), kind: 'textarea', description: t('notice.form.changesHint') },
    { name: 'changes_hi', label: t('notice.form.changesHi'), kind: 'textarea' },
  ], [t]);
  const current = notice.data?.contact;

  return (
    <Stack gap="md" data-testid="notice-admin">
      <PanelHeader
        title={t('notice.title')}
        description={t('notice.description')}
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPublishing(true)} data-testid="notice-publish">{t('notice.publish')}</Button>}
      />
      <DataTable
        columns={columns}
        data={versions.data?.results}
        isLoading={versions.isPending}
        error={versions.error}
        onRetry={() => void versions.refetch()}
        getRowId={(v) => String(v.version)}
        errorText={t('notice.failed')}
        emptyText={t('notice.failed')}
        caption={t('notice.versions')}
        testId="notice-versions"
      />
      <Card withBorder radius="md" padding="lg" maw={760}>
        <Stack gap="sm">
          <Title order={2} size="h4">{t('notice.current')}</Title>
          <QueryState query={notice} errorFallback={t('notice.failed')}>{(data) => <PrivacyNoticeText notice={data} showChanges />}</QueryState>
        </Stack>
      </Card>
      <SchoolAgreementsCard />
      <BreachRegisterCard />
      <FormModal
        opened={publishing}
        onClose={() => setPublishing(false)}
        title={t('notice.form.title')}
        submitLabel={t('notice.form.submit')}
        schema={publishNoticeRequestSchema}
        fields={fields}
        initialValues={current ? { contact_name: current.name, contact_email: current.email } : undefined}
        onSubmit={(values) => publish.mutateAsync(values)}
        onSuccess={(published) => notifications.show({ color: 'green', message: t('notice.form.published', { version: published.version }) })}
        errorFallback={t('notice.form.failed')}
        testId="notice-publish-form"
      />
    </Stack>
  );
}
