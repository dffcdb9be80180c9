import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useNotifyStudents } from '../../../api/notifications';
import { GRADE_OPTIONS, notifyFormSchema, SECTION_OPTIONS, toFormError, toNotifyRequest, type NotifyForm } from '../lib/notify-form';

type FieldName = keyof NotifyForm;

/**
 * The Push Notification modal (spec 3): to one or more students by username (Individual) or to a class (Group).
 * Both modes' fields are shown under the mode, each saying which mode it is for; the checks ask only for the
 * chosen mode's (FormModal draws a fixed list of fields).
 * Sent as type 'info'; 'Notification sent successfully!' on success, the server's detail on failure.
 */
export function PushNotificationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staffDashboard');
  const notify = useNotifyStudents();
  const schema = useMemo(() => notifyFormSchema(t('notify.required')), [t]);
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'mode', label: t('notify.mode'), kind: 'select', options: [{ value: 'individual', label: t('notify.individual') }, { value: 'group', label: t('notify.group') }] },
    { name: 'student_id', label: t('notify.studentId'), kind: 'text', description: t('notify.studentIdHint'), autoComplete: 'off' },
    { name: 'grade', label: t('notify.grade'), kind: 'select', options: GRADE_OPTIONS, description: t('notify.gradeHint') },
    { name: 'section', label: t('notify.section'), kind: 'select', options: SECTION_OPTIONS, description: t('notify.sectionHint') },
    { name: 'subject', label: t('notify.subject'), kind: 'text' },
    { name: 'message', label: t('notify.message'), kind: 'textarea' },
    { name: 'link', label: t('notify.link'), kind: 'url', description: t('notify.linkHint'), placeholder: 'https://' },
  ], [t]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('notify.title')}
      submitLabel={t('notify.submit')}
      busyLabel={t('notify.busy')}
      schema={schema}
      fields={fields}
      initialValues={{ mode: 'individual' }}
      onSubmit={(values) => notify.mutateAsync(toNotifyRequest(values)).catch((error: unknown) => { throw toFormError(error); })}
      onSuccess={({ recipients }) => notifications.show({
        color: 'green', title: t('notify.sent'), message: t('notify.recipients', { count: recipients }),
      })}
      errorFallback={t('notify.failed')}
      testId="push-notification"
    />
  );
}
