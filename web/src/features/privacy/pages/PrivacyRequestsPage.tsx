import { useMemo, useState } from 'react';
import { Alert, Box, Button, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decidePrivacyRequestSchema, PRIVACY_REQUEST_STATUSES, type PrivacyRequest, type PrivacyRequestStatus } from '@prayog/contract';
import { useDecidePrivacyRequest, useRequestQueue } from '../../../api/privacy-requests';
import { useServerPage } from '../../../api/paging';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormModal } from '../../../components/FormModal';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatMomentDay } from '../../../lib/format';
import { schoolParam, useStaffScope } from '../../../lib/staff-role';
import { RequestDeadline, RequestStatusBadge } from '../components/request-parts';

/**
 * Privacy requests (issue 31 item 4, ADR 0037): the school office's queue of its students' and parents' requests, open
 * ones first by deadline; each decided with a reason. An erasure decided "done" erases the child for good, so its form
 * says so first. An administrator reads a chosen school's queue and may decide too.
 */
export default function PrivacyRequestsPage() {
  const { t, i18n } = useTranslation('privacy');
  const scope = useStaffScope();
  const [status, setStatus] = useState<PrivacyRequestStatus | null>('open');
  const [deciding, setDeciding] = useState<PrivacyRequest | null>(null);
  const { page, tableProps } = useServerPage(50);
  const list = useRequestQueue({ ...schoolParam(scope), status: status ?? undefined }, page);
  const decide = useDecidePrivacyRequest();

  const columns = useMemo<DataTableColumn<PrivacyRequest>[]>(() => [
    {
      id: 'student', header: t('requests.columns.student'), value: (r) => r.student_name ?? t('requests.erasedStudent'),
      cell: (r) => (
        <Box>
          <Text size="sm">{r.student_name ?? t('requests.erasedStudent')}</Text>
          {r.class_name && <Text size="xs" c="dimmed">{t('requests.classOf', { name: r.class_name })}</Text>}
        </Box>
      ),
    },
    {
      id: 'kind', header: t('requests.columns.kind'), value: (r) => t(`requests.kinds.${r.kind}.name`),
      cell: (r) => (
        <Box>
          <Text size="sm" fw={600}>{t(`requests.kinds.${r.kind}.name`)}</Text>
          {r.details && <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>{r.details}</Text>}
          {r.nominee_name && <Text size="xs" c="dimmed">{t('requests.nominee', { name: r.nominee_name, contact: r.nominee_contact })}</Text>}
          {r.erased && <Text size="xs" c="dimmed">{t('requests.erasedCount', { count: Object.values(r.erased).reduce((a, b) => a + b, 0) })}</Text>}
        </Box>
      ),
    },
    {
      id: 'by', header: t('requests.columns.by'),
      value: (r) => (r.requested_by_name ? `${r.requested_by_name} (${t(`requests.roles.${r.requested_by_role}`)})` : t(`requests.roles.${r.requested_by_role}`)),
    },
    { id: 'filed', header: t('requests.columns.filed'), value: (r) => r.created_at, cell: (r) => formatMomentDay(r.created_at, i18n.language) },
    {
      // The state and the deadline clock together: the badge stays whole beside a wide request.
      id: 'deadline', header: t('requests.columns.deadline'), value: (r) => r.due_at, csv: (r) => `${r.status} ${r.due_at}`,
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <RequestStatusBadge request={r} />
          <RequestDeadline request={r} />
        </Stack>
      ),
    },
    {
      id: 'actions', header: t('requests.columns.actions'), value: (r) => r.decision_reason ?? '',
      cell: (r) => (r.status === 'open' && !scope.readOnly
        ? (
          <Button size="xs" variant="light" onClick={() => setDeciding(r)} data-testid={`request-decide-${r.id}`}
            aria-label={t('requests.decideLabel', { kind: t(`requests.kinds.${r.kind}.name`), name: r.student_name ?? '' })}>
            {t('requests.decide')}
          </Button>
        )
        : <Text size="sm">{r.decision_reason ?? ''}</Text>),
    },
  ], [t, i18n.language, scope.readOnly]);

  const erasing = deciding?.kind === 'erasure';
  return (
    <Stack gap={0} data-testid="privacy-requests-panel">
      <PanelHeader title={t('requests.queueTitle')} description={t('requests.queueIntro')} />
      <DataTable
        columns={columns}
        data={list.data?.results}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        errorText={t('requests.failed')}
        emptyText={t('requests.queueEmpty')}
        {...tableProps(list.data)}
        getRowId={(r) => String(r.id)}
        caption={t('requests.queueTitle')}
        csvFileName="privacy-requests"
        minWidth={900}
        testId="privacy-request-queue"
        toolbar={(
          <Select
            label={t('requests.statusFilter')} placeholder={t('requests.anyStatus')} clearable value={status}
            onChange={(v) => setStatus(v as PrivacyRequestStatus | null)} w={{ base: '100%', xs: 200 }}
            data={PRIVACY_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
            data-testid="privacy-request-status-filter"
          />
        )}
      />
      <FormModal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding ? t('requests.decideTitle', { kind: t(`requests.kinds.${deciding.kind}.name`), name: deciding.student_name ?? '' }) : ''}
        submitLabel={t('requests.form.save')}
        busyLabel={t('requests.form.busy')}
        schema={decidePrivacyRequestSchema}
        fields={[
          { name: 'status', kind: 'select', label: t('requests.form.decision'), options: [{ value: 'done', label: t(erasing ? 'requests.form.erase' : 'requests.form.done') }, { value: 'refused', label: t('requests.form.refuse') }] },
          { name: 'reason', kind: 'textarea', label: t('requests.form.reason'), description: t('requests.form.reasonHelp') },
        ]}
        onSubmit={(body) => decide.mutateAsync({ id: deciding!.id, body })}
        errorFallback={t('requests.form.failed')}
        testId="privacy-decision-form"
      >
        {erasing && <Alert color="red" role="note" mt="sm">{t('requests.form.eraseWarning', { name: deciding?.student_name ?? '' })}</Alert>}
      </FormModal>
    </Stack>
  );
}
