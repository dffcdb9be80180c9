import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reflectionInputSchema, type Reflection } from '@prayog/contract';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useCreateReflection, useUpdateReflection } from '../../../api/reflections';
import { todayDay } from './format';

/** The contract's longest note; the form says so before the server has to. */
export const NOTE_MAX_LENGTH = reflectionInputSchema.shape.note.maxLength ?? 5000;

/** Adding a new note, or changing one. */
export type ReflectionEditing = { mode: 'add' } | { mode: 'edit'; reflection: Reflection };

interface ReflectionFormModalProps {
  opened: boolean;
  /** What the form is for; kept while it closes, so its title does not change as it fades out. */
  editing: ReflectionEditing | null;
  onClose: () => void;
  /** After a new note is saved (the list shows the newest first). */
  onAdded?: () => void;
}

/**
 * The contract's input schema with the too-long message in the reader's language (the contract's is English).
 * An empty note is caught by the form itself ('This field is required').
 */
function useLocalizedSchema() {
  const { t } = useTranslation('reflections');
  return useMemo(() => reflectionInputSchema.extend({
    // The contract's rule (trimmed, 1 to NOTE_MAX_LENGTH characters) with this message: the first error wins.
    note: z.string().trim().min(1).max(NOTE_MAX_LENGTH, t('form.noteTooLong', { max: NOTE_MAX_LENGTH })),
  }), [t]);
}

type ReflectionForm = z.output<typeof reflectionInputSchema>;

/** Add Reflection / Edit Reflection: a date (today by default) and the note. */
export function ReflectionFormModal({ opened, editing, onClose, onAdded }: ReflectionFormModalProps) {
  const { t } = useTranslation('reflections');
  const schema = useLocalizedSchema();
  const create = useCreateReflection();
  const update = useUpdateReflection();
  const fields = useMemo<FormFieldSpec<'date' | 'note'>[]>(() => [
    { name: 'date', label: t('form.date'), kind: 'date' },
    {
      name: 'note', label: t('form.note'), kind: 'textarea',
      placeholder: t('form.notePlaceholder'), description: t('form.noteHint', { max: NOTE_MAX_LENGTH }),
    },
  ], [t]);

  const isEdit = editing?.mode === 'edit';
  const initialValues = editing?.mode === 'edit'
    ? { date: editing.reflection.date, note: editing.reflection.note }
    : { date: todayDay() };

  const submit = (values: ReflectionForm) => (editing?.mode === 'edit'
    ? update.mutateAsync({ id: editing.reflection.id, ...values })
    : create.mutateAsync(values));

  return (
    <FormModal
      opened={opened && editing !== null}
      onClose={onClose}
      title={isEdit ? t('form.editTitle') : t('form.addTitle')}
      submitLabel={isEdit ? t('form.saveChanges') : t('form.save')}
      schema={schema}
      fields={fields}
      initialValues={initialValues}
      onSubmit={submit}
      onSuccess={() => {
        notifications.show({ color: 'green', message: isEdit ? t('form.changed') : t('form.added') });
        if (!isEdit) onAdded?.();
      }}
      errorFallback={t('form.failed')}
      testId="reflection-form"
    />
  );
}
