import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { kreativityShowInputSchema, type KreativityShow } from '@prayog/contract';
import { useCreateKreativityShow, useUpdateKreativityShow } from '../../../api/kreativity-show';
import { FormModal, type FormFieldSpec, type SchemaField } from '../../../components/FormModal';
import { todayDay } from '../../../lib/format';

/** What the form is for: a new show, or changing one. */
export type ShowEditing = { mode: 'add' } | { mode: 'edit'; show: KreativityShow };

interface ShowFormModalProps {
  opened: boolean;
  editing: ShowEditing | null;
  onClose: () => void;
}

/**
 * Add and Update Kreativity Show: day, project and students as comma-separated usernames. The server refuses
 * usernames that are not students of the school by name, under the Students field, and saves nothing. There is no
 * School field: a teacher's show is always their own school's, and the server takes it from the caller.
 */
export function ShowFormModal({ opened, editing, onClose }: ShowFormModalProps) {
  const { t } = useTranslation('kreativityShow');
  const create = useCreateKreativityShow();
  const update = useUpdateKreativityShow();
  const show = editing?.mode === 'edit' ? editing.show : null;

  const fields = useMemo<FormFieldSpec<SchemaField<typeof kreativityShowInputSchema>>[]>(() => [
    { name: 'date_assigned', label: t('form.date'), kind: 'date' },
    { name: 'project_name', label: t('form.project'), kind: 'text', autoComplete: 'off' },
    { name: 'students', label: t('form.students'), kind: 'textarea', description: t('form.studentsHint'), placeholder: t('form.studentsPlaceholder') },
  ], [t]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(show ? 'form.editTitle' : 'form.addTitle')}
      submitLabel={t(show ? 'form.save' : 'form.add')}
      schema={kreativityShowInputSchema}
      fields={fields}
      initialValues={show
        ? { date_assigned: show.date_assigned, project_name: show.project_name, students: show.students }
        : { date_assigned: todayDay() }}
      // The schema hands over the usernames as a list; the server takes the spec's comma-separated text.
      onSubmit={(values) => {
        const body = { ...values, students: values.students.join(', ') };
        if (!show) return create.mutateAsync(body);
        return update.mutateAsync({ id: show.id, ...body }).catch((error: unknown) => {
          notifications.show({ color: 'red', message: t('updateFailed') });
          throw error;
        });
      }}
      onSuccess={() => notifications.show({ color: 'green', message: t(show ? 'updated' : 'added') })}
      errorFallback={t(show ? 'updateFailed' : 'form.failed')}
      testId="show-form"
    />
  );
}
