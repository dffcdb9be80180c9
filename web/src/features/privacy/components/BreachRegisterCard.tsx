import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { recordBreachSchema, type BreachIncident } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useAgreements } from '../../../api/privacy';
import { useBreachActions, useBreaches } from '../../../api/privacy-breaches';
import { errorDetail } from '../../../lib/api';
import { formatCount, formatMoment } from '../../../lib/format';

type FieldName = 'title' | 'discovered_at' | 'what_happened' | 'consequences' | 'measures' | 'advice' | 'contact';

/** The 72-hour clock of one incident: the time left, overdue, or when it was reported. */
function Clock({ incident }: { incident: BreachIncident }) {
  const { t, i18n } = useTranslation('privacy');
  if (incident.reported_at) {
    return (
      <Stack gap={2} align="flex-start" data-testid={`breach-clock-${incident.id}`}>
        <Badge color="teal" variant="light">{t('breaches.reported')}</Badge>
        <Text size="xs">{formatMoment(incident.reported_at, i18n.language)}</Text>
      </Stack>
    );
  }
  const hours = Math.max(0, Math.floor((Date.parse(incident.report_due_at) - Date.now()) / 3_600_000));
  return (
    <Stack gap={2} align="flex-start" data-testid={`breach-clock-${incident.id}`}>
      <Badge color={incident.overdue ? 'red' : 'orange'} variant="light">{incident.overdue ? t('breaches.overdue') : t('breaches.hoursLeft', { count: hours })}</Badge>
      <Text size="xs">{t('breaches.dueBy', { date: formatMoment(incident.report_due_at, i18n.language) })}</Text>
    </Stack>
  );
}

/**
 * The breach register (issue 31 item 7, ADR 0039): record an incident, check it, tell the affected accounts (in the
 * app, by email where the server sends it), download the draft of the report to the Data Protection Board, and mark it
 * sent; each incident's 72-hour clock in view.
 */
export function BreachRegisterCard() {
  const { t, i18n } = useTranslation('privacy');
  const breaches = useBreaches();
  const schools = useAgreements();
  const actions = useBreachActions();
  const [recording, setRecording] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const failed = [actions.notify, actions.reported, actions.report].find((m) => m.isError);

  const columns = useMemo<DataTableColumn<BreachIncident>[]>(() => [
    {
      id: 'title', header: t('breaches.columns.title'), value: (b) => b.title,
      cell: (b) => (
        <Box>
          <Text size="sm" fw={600}>{b.title}</Text>
          <Text size="xs" c="dimmed">{t('breaches.known', { date: formatMoment(b.discovered_at, i18n.language) })}</Text>
        </Box>
      ),
    },
    { id: 'schools', header: t('breaches.columns.schools'), value: (b) => (b.schools.length ? b.schools.map((s) => s.name).join(', ') : t('breaches.everySchool')) },
    { id: 'affected', header: t('breaches.columns.affected'), value: (b) => b.affected_accounts, cell: (b) => formatCount(b.affected_accounts, i18n.language), align: 'right' },
    { id: 'clock', header: t('breaches.columns.clock'), value: (b) => b.report_due_at, cell: (b) => <Clock incident={b} /> },
    {
      id: 'told', header: t('breaches.columns.told'), value: (b) => b.notified_at ?? '',
      cell: (b) => (b.notified_at
        ? <Text size="sm">{t('breaches.toldOn', { date: formatMoment(b.notified_at, i18n.language), count: b.notified_count, emailed: b.emailed_count })}</Text>
        : <Button size="xs" color="red" variant="light" loading={actions.notify.isPending && actions.notify.variables === b.id} onClick={() => actions.notify.mutate(b.id)} data-testid={`breach-notify-${b.id}`}>{t('breaches.notify')}</Button>),
    },
    {
      id: 'actions', header: t('breaches.columns.actions'),
      cell: (b) => (
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => actions.report.mutate(b.id)} data-testid={`breach-report-${b.id}`}>{t('breaches.draft')}</Button>
          {!b.reported_at && <Button size="xs" variant="light" color="teal" onClick={() => actions.reported.mutate(b.id)} data-testid={`breach-reported-${b.id}`}>{t('breaches.markReported')}</Button>}
        </Group>
      ),
    },
  ], [t, i18n.language, actions.notify, actions.report, actions.reported]);

  const fields: FormFieldSpec<FieldName>[] = [
    { name: 'title', label: t('breaches.form.title'), kind: 'text' },
    { name: 'discovered_at', label: t('breaches.form.discovered'), kind: 'datetime', description: t('breaches.form.discoveredHint') },
    { name: 'what_happened', label: t('breaches.form.what'), kind: 'textarea' },
    { name: 'consequences', label: t('breaches.form.consequences'), kind: 'textarea' },
    { name: 'measures', label: t('breaches.form.measures'), kind: 'textarea' },
    { name: 'advice', label: t('breaches.form.advice'), kind: 'textarea' },
    { name: 'contact', label: t('breaches.form.contact'), kind: 'textarea' },
  ];

  return (
    <Card withBorder radius="md" padding="lg" data-testid="breach-register">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h4">{t('breaches.title')}</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} color="red" onClick={() => { setChosen([]); setRecording(true); }} data-testid="breach-record">
            {t('breaches.record')}
          </Button>
        </Group>
        <Text size="sm">{t('breaches.intro')}</Text>
        {failed && <Alert color="red" role="alert">{errorDetail(failed.error, t('breaches.failed'))}</Alert>}
        <DataTable
          columns={columns}
          data={breaches.data?.results}
          isLoading={breaches.isPending}
          error={breaches.error}
          onRetry={() => void breaches.refetch()}
          errorText={t('breaches.loadFailed')}
          emptyText={t('breaches.empty')}
          getRowId={(b) => String(b.id)}
          caption={t('breaches.title')}
          minWidth={900}
          testId="breach-table"
        />
      </Stack>
      <FormModal
        opened={recording}
        onClose={() => setRecording(false)}
        title={t('breaches.record')}
        submitLabel={t('breaches.form.save')}
        busyLabel={t('breaches.form.busy')}
        schema={recordBreachSchema}
        fields={fields}
        initialValues={{ school_ids: chosen.map(Number) }}
        onSubmit={(values) => actions.record.mutateAsync(values)}
        errorFallback={t('breaches.failed')}
        size="lg"
        testId="breach-form"
      >
        <MultiSelect
          mt="sm"
          label={t('breaches.form.schools')}
          description={t('breaches.form.schoolsHint')}
          placeholder={chosen.length ? undefined : t('breaches.everySchool')}
          data={(schools.data?.results ?? []).map((s) => ({ value: String(s.school_id), label: s.school_name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          data-testid="breach-schools"
        />
      </FormModal>
    </Card>
  );
}
