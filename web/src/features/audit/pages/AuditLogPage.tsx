import { useMemo, useState } from 'react';
import { Box, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditEntry } from '@prayog/contract';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditFilters } from '../../../api/audit';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { AuditDetailsModal } from '../components/AuditDetailsModal';
import { changeRows, fieldLabel, formatSchoolMoment, readable } from '../components/changes';
import { useAuditNames } from '../components/names';

/**
 * Audit Log (issue 10, ADR 0012): the school's changes, newest first, filtered and paged on the server. Who did what
 * and when, and a Details dialog with each changed value before and after.
 */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('audit');
  const names = useAuditNames();
  const [entity, setEntity] = useState<AuditEntity | null>(null);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const [details, setDetails] = useState<AuditEntry | null>(null);
  // A username is asked for once the typing pauses, not at every key.
  const [typedActor] = useDebouncedValue(actor.trim(), 400);
  const datesInOrder = !from || !to || from <= to;

  // Dates out of order are not sent: the field says why and the last good answer stays.
  const [filters, setFilters] = useState<AuditFilters>({});
  const wanted: AuditFilters = {
    entity: entity ?? undefined, action: action ?? undefined, actor: typedActor || undefined, from: from || undefined, to: to || undefined,
  };
  if (datesInOrder && JSON.stringify(wanted) !== JSON.stringify(filters)) {
    setFilters(wanted);
    setOffset(0);
  }
  const log = useAuditLog(filters, offset);

  const clear = () => {
    setEntity(null); setAction(null); setActor(''); setFrom(''); setTo('');
  };

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => {
    const yesNo = { yes: t('yes'), no: t('no') };
    return [
      { id: 'when', header: t('columns.when'), value: (e) => formatSchoolMoment(e.at, i18n.language), csv: (e) => e.at, sortable: false },
      {
        id: 'who', header: t('columns.who'), value: names.who, sortable: false,
        cell: (e) => (e.actor ? (
          <Box>
            <Text size="sm">{e.actor.name}</Text>
            <Text size="xs" c="dimmed">{e.actor.username} · {names.role(e.actor.role)}</Text>
          </Box>
        ) : <Text size="sm" c="dimmed">{t('unknownActor')}</Text>),
      },
      { id: 'action', header: t('columns.action'), value: (e) => names.action(e.action), sortable: false },
      { id: 'what', header: t('columns.what'), value: (e) => names.entity(e.entity), sortable: false },
      { id: 'record', header: t('columns.record'), value: (e) => e.entity_id ?? '', sortable: false },
      {
        id: 'details', header: t('columns.details'),
        // The file carries the changes themselves; the screen opens them in the dialog.
        csv: (e) => changeRows(e.before, e.after).map((r) => `${fieldLabel(r.field)}: ${readable(r.before, yesNo)} → ${readable(r.after, yesNo)}`).join('; '),
        cell: (e) => (
          <Button size="xs" variant="light" onClick={() => setDetails(e)} aria-label={t('detailsLabel', { id: e.id })} data-testid="audit-details">
            {t('detailsButton')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language, names]);

  const all = t('filters.all');
  return (
    <Stack gap="sm" data-testid="audit-log">
      <PanelHeader
        title={t('title')} description={t('description')}
        actions={<Button variant="light" onClick={clear} data-testid="audit-filter-clear">{t('filters.clear')}</Button>}
      />
      <Group component="form" role="search" aria-label={t('filters.label')} align="flex-end" gap="sm" wrap="wrap" onSubmit={(ev) => ev.preventDefault()}>
        <Select
          label={t('filters.entity')} placeholder={all} clearable value={entity} w={{ base: '100%', xs: 200 }}
          data={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
          onChange={(v) => setEntity(v as AuditEntity | null)} data-testid="audit-filter-entity"
        />
        <Select
          label={t('filters.action')} placeholder={all} clearable value={action} w={{ base: '100%', xs: 160 }}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          onChange={(v) => setAction(v as AuditAction | null)} data-testid="audit-filter-action"
        />
        <TextInput
          label={t('filters.actor')} placeholder={t('filters.actorPlaceholder')} value={actor} maxLength={150} w={{ base: '100%', xs: 160 }}
          onChange={(ev) => setActor(ev.currentTarget.value)} autoComplete="off" data-testid="audit-filter-actor"
        />
        <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <TextInput type="date" label={t('filters.from')} value={from} onChange={(ev) => setFrom(ev.currentTarget.value)} style={{ flex: 1 }} data-testid="audit-filter-from" />
          <TextInput
            type="date" label={t('filters.to')} value={to} onChange={(ev) => setTo(ev.currentTarget.value)} style={{ flex: 1 }}
            error={datesInOrder ? undefined : t('filters.fromAfterTo')} data-testid="audit-filter-to"
          />
        </Group>
      </Group>
      <DataTable
        columns={columns}
        data={log.data?.results}
        isLoading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        errorText={t('failed')}
        emptyText={t('empty')}
        pageSize={AUDIT_PAGE_SIZE}
        // The offset of the rows on screen (the previous page stays while the next loads).
        serverPaging={{ total: log.data?.count ?? 0, offset: log.data?.offset ?? offset, onOffsetChange: setOffset }}
        getRowId={(e) => String(e.id)}
        caption={t('title')}
        csvFileName="audit-log"
        minWidth={760}
        testId="audit-table"
      />
      <AuditDetailsModal entry={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
