import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createGallerySchema } from '@prayog/contract';
import { useCreateGallery } from '../../../api/gallery';
import { useSchoolChoices } from '../../../api/schools';
import { FormModal, type FormFieldSpec, type SchemaField } from '../../../components/FormModal';

interface AddGalleryModalProps {
  opened: boolean;
  /** The caller's own school among the choices, preselected. */
  ownSchool: string | undefined;
  onClose: () => void;
}

/** 'Add Gallery': the school (preselected; the server takes only the caller's own) and the album's http(s) link. */
export function AddGalleryModal({ opened, ownSchool, onClose }: AddGalleryModalProps) {
  const { t } = useTranslation('gallery');
  const create = useCreateGallery();
  const schools = useSchoolChoices();

  const fields = useMemo<FormFieldSpec<SchemaField<typeof createGallerySchema>>[]>(() => [
    { name: 'school', label: t('form.school'), kind: 'select', placeholder: t('form.schoolPlaceholder'), options: schools.data?.schools ?? [] },
    { name: 'gallery', label: t('form.link'), kind: 'url', placeholder: t('form.linkPlaceholder'), description: t('form.linkHint'), autoComplete: 'url' },
  ], [t, schools.data]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      submitLabel={t('form.submit')}
      schema={createGallerySchema}
      fields={fields}
      initialValues={{ school: ownSchool }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={() => notifications.show({ color: 'green', message: t('added') })}
      errorFallback={t('form.failed')}
      testId="gallery-form"
    />
  );
}
