import { useCallback, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_DEFAULT_DAYS, GRADES, SECTIONS, assignQuizSchema, type Assignment } from '@prayog/contract';
import { FormModal, type RawValues } from '../../../components/FormModal';
import { useAssignableQuizzes, useAssignQuiz, type AvailableQuiz, type ReportKind } from '../../../api/assignments';

interface AssignQuizModalProps {
  kind: ReportKind;
  opened: boolean;
  onClose: () => void;
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

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The teacher's 'Assign Homework' / pre / post dialog (issue 28): the class (grade and section) first, then only the
 * quizzes that class can take — its grade's and every grade's, by name — each saying which of the school's classes
 * already have it; one the chosen class has cannot be chosen (the server would refuse it with 409).
 */
export function AssignQuizModal({ kind, opened, onClose, onAssigned }: AssignQuizModalProps) {
  const { t } = useTranslation('assignments');
  const assign = useAssignQuiz(kind);
  const schema = useMemo(() => assignFormSchema(t('form.required')), [t]);
  const [chosen, setChosen] = useState<{ grade: number | null; section: string | null }>({ grade: null, section: null });
  const quizzes = useAssignableQuizzes(kind, opened ? chosen.grade : null);

  const onValuesChange = useCallback((values: RawValues) => {
    const grade = numberOrNull(values.grade);
    const section = values.section === '' || values.section == null ? null : String(values.section);
    setChosen((now) => (now.grade === grade && now.section === section ? now : { grade, section }));
  }, []);
  const close = () => {
    setChosen({ grade: null, section: null });
    onClose();
  };

  const quizOptions = useMemo(() => (chosen.grade === null ? [] : (quizzes.data ?? [])).map((quiz: AvailableQuiz) => {
    // Assessments read 'name - topic' (spec 3); homework names are enough on their own.
    const name = kind === 'homework' ? quiz.quiz_name : t('quizOption', { name: quiz.quiz_name, topic: quiz.topic });
    const given = quiz.assigned_classes.map((c) => t('classPlain', { grade: c.grade, section: c.section }));
    const hasIt = chosen.section !== null && quiz.assigned_classes.some((c) => c.grade === chosen.grade && c.section === chosen.section);
    return {
      value: quiz.id,
      label: given.length ? t('form.alreadyGiven', { name, classes: given.join(', ') }) : name,
      disabled: hasIt,
    };
  }), [quizzes.data, chosen, kind, t]);

  const quizHint = chosen.grade === null
    ? t('form.chooseClassFirst')
    : quizzes.isPending ? t('form.loadingQuizzes')
      : quizOptions.length ? t('form.quizHint', { days: ASSIGNMENT_DEFAULT_DAYS, grade: chosen.grade }) : t('form.noQuizzes', { grade: chosen.grade });

  const fields = useMemo(() => [
    { name: 'grade' as const, label: t('form.grade'), kind: 'select' as const, options: GRADES },
    { name: 'section' as const, label: t('form.section'), kind: 'select' as const, options: SECTIONS },
    { name: 'quiz_id' as const, label: t('form.quiz'), kind: 'select' as const, options: quizOptions, description: quizHint },
  ], [quizOptions, quizHint, t]);

  // A refusal shows once, in the form (FormModal), never also as a toast (issue 28, web/src/components/README.md).
  const submit = (values: { quiz_id: number; grade: number; section: (typeof SECTIONS)[number] }) => assign.mutateAsync(values);

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t(`kinds.${kind}.modalTitle`)}
      submitLabel={t('form.submit')}
      busyLabel={t('form.busy')}
      schema={schema}
      fields={fields}
      onValuesChange={onValuesChange}
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
