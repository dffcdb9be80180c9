import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GRADES, notifySchoolSchema, SECTIONS, type SchoolSummaryRow } from '@prayog/contract';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useNotifySchool } from '../../../api/admin';

type FieldName = 'school' | 'subject' | 'message' | 'link' | 'grade' | 'section';
const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: String(grade) }));

interface NotifySchoolModalProps {
  opened: boolean;
  onClose: () => void;
  schools: readonly SchoolSummaryRow[];
}

/**
 * Send Notification: to every student of a school, of one grade, or of one class (type 'info', spec 3 §9). The
 * success is the app's green notice, 'Notification sent successfully!' with how many students it reached.
 */
export function NotifySchoolModal({ opened, onClose, schools }: NotifySchoolModalProps) {
  const { t } = useTranslation('admin');
  const notify = useNotifySchool();
  // A section names a class only with its grade.
  const schema = useMemo(() => notifySchoolSchema.check(
    z.refine((v) => v.section === undefined || v.grade !== undefined, { path: ['section'], message: t('notify.sectionNeedsGrade') }),
  ), [t]);
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'school', label: t('notify.school'), kind: 'select', options: schools.map((s) => ({ value: s.id, label: s.school_name })) },
    { name: 'subject', label: t('notify.subject'), kind: 'text' },
    { name: 'message', label: t('notify.message'), kind: 'textarea' },
    { name: 'link', label: t('notify.link'), kind: 'url', description: t('notify.linkHint'), placeholder: 'https://' },
    { name: 'grade', label: t('notify.grade'), kind: 'select', options: GRADE_OPTIONS, description: t('notify.gradeHint') },
    { name: 'section', label: t('notify.section'), kind: 'select', options: [...SECTIONS], description: t('notify.sectionHint') },
  ], [t, schools]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('notify.title')}
      submitLabel={t('notify.submit')}
      busyLabel={t('notify.busy')}
      schema={schema}
      fields={fields}
      onSubmit={(values) => notify.mutateAsync(values)}
      onSuccess={({ recipients }) => notifications.show({
        color: 'green', title: t('notify.sent'), message: t('notify.recipients', { count: recipients }),
      })}
      errorFallback={t('notify.failed')}
      testId="notify-school"
    />
  );
}
