import { useMemo, useState } from 'react';
import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createPrivacyRequestSchema, PRIVACY_REQUEST_KINDS, type PrivacyRequest, type PrivacyRequestKind } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useCreatePrivacyRequest, useStudentRequests } from '../../../api/privacy-requests';
import { formatMomentDay } from '../../../lib/format';
import { RequestDeadline, RequestStatusBadge } from './request-parts';

interface RequestsCardProps {
  username: string;
  /** Set when a parent reads about their child. */
  childName?: string;
}

/**
 * The data principal's requests (issue 31 item 3, ADR 0037): ask for a correction or an erasure, file a grievance,
 * name a nominee; each with the day the school answers by, and the school's decision and reason once made.
 */
export function RequestsCard({ username, childName }: RequestsCardProps) {
  const { t, i18n } = useTranslation('privacy');
  const requests = useStudentRequests(username);
  const create = useCreatePrivacyRequest(username);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PrivacyRequestKind>('correction');

  const columns = useMemo<DataTableColumn<PrivacyRequest>[]>(() => [
    { id: 'filed', header: t('requests.columns.filed'), value: (r) => r.created_at, cell: (r) => formatMomentDay(r.created_at, i18n.language) },
    {
      id: 'kind', header: t('requests.columns.kind'), value: (r) => t(`requests.kinds.${r.kind}.name`),
      cell: (r) => (
        <Box>
          <Text size="sm" fw={600}>{t(`requests.kinds.${r.kind}.name`)}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{r.details}</Text>
        </Box>
      ),
    },
    { id: 'status', header: t('requests.columns.status'), value: (r) => t(`requests.statuses.${r.status}`), cell: (r) => <RequestStatusBadge request={r} /> },
    { id: 'deadline', header: t('requests.columns.deadline'), value: (r) => r.due_at, cell: (r) => <RequestDeadline request={r} /> },
    { id: 'answer', header: t('requests.columns.answer'), value: (r) => r.decision_reason ?? '', cell: (r) => (r.decision_reason ? <Text size="sm">{r.decision_reason}</Text> : <Text size="sm" c="dimmed">{t('requests.noAnswerYet')}</Text>) },
  ], [t, i18n.language]);

  const fields: FormFieldSpec<'kind' | 'details' | 'nominee_name' | 'nominee_contact'>[] = [
    { name: 'kind', kind: 'select', label: t('requests.form.kind'), options: PRIVACY_REQUEST_KINDS.map((k) => ({ value: k, label: t(`requests.kinds.${k}.name`) })), description: t(`requests.kinds.${kind}.what`) },
    { name: 'details', kind: 'textarea', label: t('requests.form.details'), description: t('requests.form.detailsHelp') },
    ...(kind === 'nominee' ? [
      { name: 'nominee_name', kind: 'text', label: t('requests.form.nomineeName') } as const,
      { name: 'nominee_contact', kind: 'text', label: t('requests.form.nomineeContact') } as const,
    ] : []),
  ];

  return (
    <Card withBorder radius="md" padding="lg" data-testid="privacy-requests">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h4">{t('requests.title')}</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => { setKind('correction'); setOpen(true); }} data-testid="privacy-request-new">
            {t('requests.new')}
          </Button>
        </Group>
        <Text size="sm">{childName ? t('requests.intro.child', { name: childName }) : t('requests.intro.self')}</Text>
        <DataTable
          columns={columns}
          data={requests.data?.results}
          isLoading={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          errorText={t('requests.failed')}
          emptyText={t('requests.empty')}
          getRowId={(r) => String(r.id)}
          caption={t('requests.title')}
          testId="privacy-requests-table"
        />
      </Stack>
      <FormModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('requests.new')}
        submitLabel={t('requests.form.submit')}
        busyLabel={t('requests.form.busy')}
        schema={createPrivacyRequestSchema}
        fields={fields}
        initialValues={{ kind: 'correction' }}
        onValuesChange={(values) => setKind((values.kind as PrivacyRequestKind) || 'correction')}
        onSubmit={(values) => create.mutateAsync(values)}
        errorFallback={t('requests.form.failed')}
        testId="privacy-request-form"
      />
    </Card>
  );
}
