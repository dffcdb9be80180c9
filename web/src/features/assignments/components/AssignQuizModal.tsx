import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_DEFAULT_DAYS, GRADES, SECTIONS, assignQuizSchema, type Assignment } from '@prayog/contract';
import { FormModal } from '../../../components/FormModal';
import { isApiError } from '../../../lib/api';
import { useAssignQuiz, type AvailableQuiz, type ReportKind } from '../../../api/assignments';

interface AssignQuizModalProps {
  kind: ReportKind;
  opened: boolean;
  onClose: () => void;
  /** The quizzes of this kind the school can assign (the report's available list). */
  available: readonly AvailableQuiz[];
  /** After the server accepted it and the modal closed: the screen shows that quiz's refreshed report. */
  onAssigned: (assignment: Assignment) => void;
}

const FIELDS = ['quiz_id', 'grade', 'section'] as const;
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * The spec's single message when any of the three is missing (spec 3 §5), shown at the top of the form; each empty
 * field is marked too. `when` runs the check even though the fields' own checks already failed.
 */
export function assignFormSchema(requiredText: string) {
  return assignQuizSchema.pick({ quiz_id: true, grade: true, section: true }).superRefine((value, ctx) => {
    const raw = value as Record<string, unknown>;
    if (FIELDS.some((field) => isBlank(raw[field]))) ctx.addIssue({ code: 'custom', message: requiredText, path: [] });
  }, { when: () => true });
}

/** The teacher's 'Assign Homework' / pre / post dialog: Quiz, Grade (1–12) and Section (A–K). */
export function AssignQuizModal({ kind, opened, onClose, available, onAssigned }: AssignQuizModalProps) {
  const { t } = useTranslation('assignments');
  const assign = useAssignQuiz(kind);
  const schema = useMemo(() => assignFormSchema(t('form.required')), [t]);

  // Quizzes for every grade first, then by grade and name, so a class's quizzes sit together.
  const quizOptions = useMemo(() => [...available]
    .sort((a, b) => (a.grade ?? 0) - (b.grade ?? 0) || a.quiz_name.localeCompare(b.quiz_name))
    .map((quiz) => ({
      value: quiz.id,
      // Assessments read 'name - topic' (spec 3); homework names are enough on their own.
      label: kind === 'homework' ? quiz.quiz_name : t('quizOption', { name: quiz.quiz_name, topic: quiz.topic }),
    })), [available, kind, t]);

  const fields = useMemo(() => [
    {
      name: 'quiz_id' as const, label: t('form.quiz'), kind: 'select' as const, options: quizOptions,
      description: quizOptions.length ? t('form.quizHint', { days: ASSIGNMENT_DEFAULT_DAYS }) : t('form.noQuizzes'),
    },
    { name: 'grade' as const, label: t('form.grade'), kind: 'select' as const, options: GRADES },
    { name: 'section' as const, label: t('form.section'), kind: 'select' as const, options: SECTIONS },
  ], [quizOptions, t]);

  const submit = async (values: { quiz_id: number; grade: number; section: (typeof SECTIONS)[number] }) => {
    try {
      return await assign.mutateAsync(values);
    } catch (error) {
      // The spec's alert, as a toast; the form keeps the server's detail beside the fields as well.
      const detail = isApiError(error) ? error.detail : undefined;
      notifications.show({ color: 'red', message: detail ? t('error', { message: detail }) : t(`kinds.${kind}.assignFailed`) });
      throw error;
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(`kinds.${kind}.modalTitle`)}
      submitLabel={t('form.submit')}
      busyLabel={t('form.busy')}
      schema={schema}
      fields={fields}
      onSubmit={submit}
      onSuccess={(assignment) => {
        notifications.show({ color: 'green', message: t(`kinds.${kind}.assigned`) });
        onAssigned(assignment);
      }}
      errorFallback={t(`kinds.${kind}.assignFailed`)}
      size="md"
      testId="assign-quiz"
    />
  );
}
