import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TRANSACTION_TYPES, inventoryChangeSchema, inventoryCreateSchema, type InventoryComponent } from '@prayog/contract';
import { useAddComponent, useChangeComponent } from '../../../api/inventory';
import { FormModal } from '../../../components/FormModal';

/** Add: a new component with its total and how many of them are available (the school is the caller's own). */
export function AddComponentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const add = useAddComponent();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={inventoryCreateSchema}
      fields={[
        { name: 'component_name', label: t('add.name'), kind: 'text', autoComplete: 'off' },
        { name: 'total_quantity', label: t('add.total'), kind: 'number' },
        { name: 'quantity_available', label: t('add.available'), kind: 'number', description: t('add.availableHint') },
      ]}
      onSubmit={(values) => add.mutateAsync(values)}
      onSuccess={(component) => notifications.show({ color: 'green', message: t('add.done', { name: component.component_name }) })}
      errorFallback={t('add.failed')}
      testId="add-component"
    />
  );
}

interface ModifyComponentModalProps {
  /** The component being changed; the modal is open while it is set. */
  component: InventoryComponent | null;
  onClose: () => void;
}

/**
 * Modify: one Credit (more arrived: total and available grow) or Debit (taken out or used up: only available falls),
 * and optionally a new name. A debit above what is available comes back as 409 'Only N available.', shown in the form.
 */
export function ModifyComponentModal({ component, onClose }: ModifyComponentModalProps) {
  const { t } = useTranslation('inventory');
  const change = useChangeComponent();
  return (
    <FormModal
      opened={component !== null}
      onClose={onClose}
      title={t('modify.title')}
      submitLabel={t('modify.submit')}
      schema={inventoryChangeSchema}
      fields={[
        { name: 'component_name', label: t('add.name'), kind: 'text', autoComplete: 'off' },
        {
          name: 'transaction_type', label: t('modify.type'), kind: 'select',
          options: INVENTORY_TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
          description: t('modify.typeHint'),
        },
        {
          name: 'quantity_change', label: t('modify.quantity'), kind: 'number',
          description: component ? t('modify.stock', { available: component.quantity_available, total: component.total_quantity }) : undefined,
        },
      ]}
      initialValues={component ? { id: component.id, component_name: component.component_name, transaction_type: 'Credit' } : undefined}
      onSubmit={(values) => change.mutateAsync(values)}
      onSuccess={(changed) => notifications.show({
        color: 'green',
        message: t('modify.done', { name: changed.component_name, available: changed.quantity_available, total: changed.total_quantity }),
      })}
      errorFallback={t('modify.failed')}
      testId="modify-component"
    />
  );
}
