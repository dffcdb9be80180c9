import { useState } from 'react';
import { Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { modifyInnovationProjectSchema, type InnovationProject } from '@prayog/contract';
import { useModifyInnovationProject } from '../../../api/innovation-club';
import { FormModal } from '../../../components/FormModal';

interface ModifyProjectModalProps {
  /** The project being modified; the modal is open while it is set. */
  project: InnovationProject | null;
  onClose: () => void;
}

/** Modify: a new progress and the students to take off the project (a project keeps at least one, ADR 0008). */
export function ModifyProjectModal({ project, onClose }: ModifyProjectModalProps) {
  const { t } = useTranslation('innovationClub');
  const modify = useModifyInnovationProject();
  const [removing, setRemoving] = useState<string[]>([]);
  const close = () => {
    setRemoving([]);
    onClose();
  };
  return (
    <FormModal
      opened={project !== null}
      onClose={close}
      title={t('modify.title')}
      submitLabel={t('modify.save')}
      schema={modifyInnovationProjectSchema}
      fields={[{ name: 'progress', label: t('form.progress'), kind: 'text', placeholder: t('form.progressPlaceholder'), autoComplete: 'off' }]}
      initialValues={project ? { id: project.id, progress: project.progress, remove_students: removing } : undefined}
      onSubmit={(values) => modify.mutateAsync(values)}
      onSuccess={(changed) => {
        setRemoving([]);
        notifications.show({ color: 'green', message: t('modify.saved', { name: changed.project_name }) });
      }}
      // The server names the usernames it could not find ('Some students not found: …'); anything else gets the spec's text.
      errorFallback={t('modify.failed')}
      testId="modify-project"
    >
      {project && (
        <Checkbox.Group label={t('modify.remove')} description={t('modify.removeHint')} value={removing} onChange={setRemoving} data-testid="remove-students">
          <Stack gap={6} mt={6}>
            {project.students.map((s) => (
              <Checkbox key={s.user.username} value={s.user.username} label={t('modify.studentOption', { name: s.name, username: s.user.username, grade: s.grade, section: s.section })} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FormModal>
  );
}
