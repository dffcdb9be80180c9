import { useMemo } from 'react';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { changeRows, fieldLabel, formatSchoolMoment, readable, type ChangeRow } from './changes';
import { useAuditNames } from './names';

interface AuditDetailsModalProps {
  /** The entry shown; the modal is open while it is set. */
  entry: AuditEntry | null;
  onClose: () => void;
}

/** An entry's changed values: Field | Before | After, each value written out for reading. */
export function AuditDetailsModal({ entry, onClose }: AuditDetailsModalProps) {
  const { t, i18n } = useTranslation('audit');
  const names = useAuditNames();
  const columns = useMemo<DataTableColumn<ChangeRow>[]>(() => {
    const yesNo = { yes: t('yes'), no: t('no') };
    return [
      { id: 'field', header: t('details.field'), value: (r) => fieldLabel(r.field), sortable: false },
      { id: 'before', header: t('details.before'), value: (r) => readable(r.before, yesNo), sortable: false },
      { id: 'after', header: t('details.after'), value: (r) => readable(r.after, yesNo), sortable: false },
    ];
  }, [t]);
  const rows = useMemo(() => (entry ? changeRows(entry.before, entry.after) : []), [entry]);

  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('details.title')} size="xl" closeButtonProps={{ 'aria-label': t('details.close') }}>
      {entry && (
        <>
          <Text size="sm" c="dimmed" mb="sm" data-testid="audit-details-summary">
            {t('details.summary', {
              action: names.action(entry.action), what: names.entity(entry.entity), record: entry.entity_id ? `#${entry.entity_id}` : '',
              when: formatSchoolMoment(entry.at, i18n.language), who: names.who(entry),
            })}
          </Text>
          <DataTable
            columns={columns}
            data={rows}
            pageSize={50}
            emptyText={t('details.empty')}
            caption={t('details.caption')}
            // Three columns fit a phone: long values wrap instead of scrolling.
            minWidth={280}
            testId="audit-details-table"
          />
        </>
      )}
    </Modal>
  );
}
