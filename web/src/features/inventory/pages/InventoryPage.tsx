import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InventoryComponent } from '@prayog/contract';
import { useInventory } from '../../../api/inventory';
import { useServerPage } from '../../../api/paging';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatMoment } from '../../../lib/format';
import { useStaffScope } from '../../../lib/staff-role';
import { HistoryModal } from '../components/HistoryModal';
import { AddComponentModal, ModifyComponentModal } from '../components/InventoryModals';

/**
 * Inventory (spec 3, spec 2 §2.2): the school's components by name with their stock and history. The teacher adds
 * components and credits or debits them; the school account reads the table and the histories.
 */
export default function InventoryPage() {
  const { t, i18n } = useTranslation('inventory');
  const scope = useStaffScope();
  // The teacher changes these records; the school account and an administrator (read-only) read them.
  const canEdit = scope.role === 'teacher' && !scope.readOnly;
  const { page, tableProps } = useServerPage();
  const inventory = useInventory(scope, page);
  const [adding, setAdding] = useState(false);
  const [modifying, setModifying] = useState<InventoryComponent | null>(null);
  const [historyOf, setHistoryOf] = useState<InventoryComponent | null>(null);

  const columns = useMemo<DataTableColumn<InventoryComponent>[]>(() => [
    { id: 'name', header: t('columns.name'), value: (c) => c.component_name, searchable: true },
    { id: 'total', header: t('columns.total'), value: (c) => c.total_quantity, align: 'right' },
    { id: 'available', header: t('columns.available'), value: (c) => c.quantity_available, align: 'right' },
    { id: 'difference', header: t('columns.difference'), value: (c) => c.difference_in_quantity, align: 'right' },
    { id: 'added', header: t('columns.added'), value: (c) => c.created_date, cell: (c) => formatMoment(c.created_date, i18n.language) },
    {
      id: 'history', header: t('columns.history'),
      cell: (c) => (
        <Button size="xs" variant="light" onClick={() => setHistoryOf(c)} aria-label={t('historyLabel', { name: c.component_name })} data-testid="component-history">
          {t('viewHistory')}
        </Button>
      ),
    },
    ...(canEdit ? [{
      id: 'modify', header: t('columns.modify'),
      cell: (c: InventoryComponent) => (
        <Button size="xs" variant="light" color="orange" onClick={() => setModifying(c)} aria-label={t('modifyLabel', { name: c.component_name })} data-testid="component-modify">
          {t('modify.button')}
        </Button>
      ),
    }] : []),
  ], [t, i18n.language, canEdit]);

  const data = inventory.data;
  return (
    <Stack gap="sm" data-testid="inventory">
      <PanelHeader
        title={t('title')}
        description={t(canEdit ? 'description.teacher' : scope.school === undefined ? 'description.school' : 'description.admin')}
        actions={canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} data-testid="component-add">{t('add.button')}</Button>
        )}
      />
      <DataTable
        columns={columns}
        data={data?.results}
        {...tableProps(data)}
        isLoading={inventory.isPending}
        error={inventory.error}
        onRetry={() => void inventory.refetch()}
        errorText={t('failed')}
        emptyText={t('empty')}
        searchLabel={t('search')}
        getRowId={(c) => String(c.id)}
        caption={t('title')}
        csvFileName="inventory"
        minWidth={canEdit ? 820 : 720}
        testId="inventory-table"
      />
      <HistoryModal component={historyOf} onClose={() => setHistoryOf(null)} />
      {canEdit && (
        <>
          <AddComponentModal opened={adding} onClose={() => setAdding(false)} />
          <ModifyComponentModal component={modifying} onClose={() => setModifying(null)} />
        </>
      )}
    </Stack>
  );
}
