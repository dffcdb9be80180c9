import { useTranslation } from 'react-i18next';
import { addStudentSchema, GRADES, SECTIONS, type OneTimePassword, type Section } from '@prayog/contract';
import { useAddStudent } from '../../../api/learners';
import { FormModal } from '../../../components/FormModal';
import type { StaffRole } from '../../../lib/staff-role';

interface AddUserModalProps {
  role: StaffRole;
  opened: boolean;
  /** The class on screen, so a teacher adding to it only types the name. */
  grade?: number;
  section?: Section;
  onClose: () => void;
  /** The new student's username and one-time password, to show once. */
  onAdded: (answer: OneTimePassword) => void;
}

/** 'Add User' (ADR 0007): a student of the school with a name, grade and section; the server makes the username. */
export function AddUserModal({ role, opened, grade, section, onClose, onAdded }: AddUserModalProps) {
  const { t } = useTranslation('learners');
  const add = useAddStudent(role);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      busyLabel={t('add.busy')}
      schema={addStudentSchema}
      fields={[
        { name: 'name', label: t('add.name'), kind: 'text', autoComplete: 'off' },
        { name: 'grade', label: t('add.grade'), kind: 'select', options: GRADES.map((g) => ({ value: g, label: String(g) })) },
        { name: 'section', label: t('add.section'), kind: 'select', options: [...SECTIONS] },
      ]}
      initialValues={{ grade, section }}
      onSubmit={(values) => add.mutateAsync(values)}
      onSuccess={onAdded}
      errorFallback={t('add.failed')}
      testId="add-user"
    />
  );
}
