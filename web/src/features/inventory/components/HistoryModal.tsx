import { useMemo } from 'react';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InventoryComponent, InventoryTransaction } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { formatMoment } from '../../../lib/format';

interface HistoryModalProps {
  /** The component whose history shows; the modal is open while it is set. */
  component: InventoryComponent | null;
  onClose: () => void;
}

/** 'View History' (spec 2 §2.2): every credit and debit of a component, newest first, with who made it. */
export function HistoryModal({ component, onClose }: HistoryModalProps) {
  const { t, i18n } = useTranslation('inventory');
  const columns = useMemo<DataTableColumn<InventoryTransaction>[]>(() => [
    { id: 'type', header: t('history.type'), value: (h) => t(`type.${h.transaction_type}`) },
    {
      id: 'change', header: t('history.change'), align: 'right',
      // A debit reads as a minus, so the column adds up to what is available.
      value: (h) => (h.transaction_type === 'Debit' ? -h.quantity_change : h.quantity_change),
      cell: (h) => (
        <Text span size="sm" c={h.transaction_type === 'Debit' ? 'red.8' : 'teal.8'} fw={500}>
          {h.transaction_type === 'Debit' ? `−${h.quantity_change}` : `+${h.quantity_change}`}
        </Text>
      ),
    },
    { id: 'when', header: t('history.when'), value: (h) => h.modified_date, cell: (h) => formatMoment(h.modified_date, i18n.language), csv: (h) => h.modified_date },
    { id: 'by', header: t('history.by'), value: (h) => h.modified_by ?? t('history.unknown') },
  ], [t, i18n.language]);
  // The list carries the history oldest first; the newest change is what a reader looks for.
  const rows = useMemo(() => (component ? [...component.history].reverse() : []), [component]);

  return (
    <Modal opened={component !== null} onClose={onClose} title={t('history.title')} size="xl" closeButtonProps={{ 'aria-label': t('history.close') }}>
      {component && (
        <>
          <Text size="sm" c="dimmed" mb="sm" data-testid="history-of">
            {t('history.of', { name: component.component_name, id: component.component_id, available: component.quantity_available, total: component.total_quantity })}
          </Text>
          {component.history_count > component.history.length && (
            <Text size="sm" c="dimmed" mb="sm">{t('history.partial', { shown: component.history.length, total: component.history_count })}</Text>
          )}
          <DataTable
            columns={columns}
            data={rows}
            emptyText={t('empty')}
            caption={t('history.caption', { name: component.component_name })}
            csvFileName={`inventory-history-${component.component_id}`}
            minWidth={520}
            testId="history-table"
          />
        </>
      )}
    </Modal>
  );
}
