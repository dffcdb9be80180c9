import { useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createInnovationProjectSchema, GRADES, SECTIONS } from '@prayog/contract';
import { useCreateInnovationProject } from '../../../api/innovation-club';
import { todayDay } from '../../../lib/format';
import { FormModal, type FormFieldSpec, type SchemaField } from '../../../components/FormModal';
import { StudentPicker, type PickedStudent } from './StudentPicker';

type Field = SchemaField<typeof createInnovationProjectSchema>;

interface AddProjectModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Add Project': the project's fields and its students, picked from the school's (at least one). There is no School
 * field: a teacher's project is always their own school's, and the server takes it from the caller.
 */
export function AddProjectModal({ opened, onClose }: AddProjectModalProps) {
  const { t } = useTranslation('innovationClub');
  const create = useCreateInnovationProject();
  const [picked, setPicked] = useState<PickedStudent[]>([]);
  const close = () => {
    setPicked([]);
    onClose();
  };
  const toggle = (student: PickedStudent) => {
    setPicked((now) => (now.some((s) => s.username === student.username)
      ? now.filter((s) => s.username !== student.username)
      : [...now, student]));
  };

  const fields = useMemo<FormFieldSpec<Field>[]>(() => [
    { name: 'project_name', label: t('form.projectName'), kind: 'text', autoComplete: 'off' },
    { name: 'date', label: t('form.date'), kind: 'date' },
    { name: 'progress', label: t('form.progress'), kind: 'text', placeholder: t('form.progressPlaceholder'), autoComplete: 'off' },
    { name: 'grade', label: t('form.grade'), kind: 'select', options: GRADES.map((g) => ({ value: g, label: String(g) })) },
    { name: 'section', label: t('form.section'), kind: 'select', options: [...SECTIONS] },
  ], [t]);

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('form.addTitle')}
      submitLabel={t('form.add')}
      schema={createInnovationProjectSchema}
      fields={fields}
      // The picked students reach the schema through the initial values, read again at each submit.
      initialValues={{ date: todayDay(), students: picked.map((s) => s.username) }}
      // No student picked: the schema's 'Please select at least one student.' shows in the form's alert.
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={(project) => {
        setPicked([]);
        notifications.show({ color: 'green', message: t('form.added', { name: project.project_name }) });
      }}
      errorFallback={t('form.failed')}
      testId="add-project"
    >
      <StudentPicker selected={picked} onToggle={toggle} />
    </FormModal>
  );
}
