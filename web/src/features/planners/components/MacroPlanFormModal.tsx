import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createMacroPlanSchema, modifyMacroPlanSchema, type PlannerMonth } from '@prayog/contract';
import { FormModal } from '../../../components/FormModal';
import { useCreateMacroPlan, useModifyMacroPlan } from '../../../api/planners';
import { gradeFormOptions, monthLabel, monthOptions } from './planner-options';

/** What the form is for: a new topic (grade preset to the page's grade) or one row of the table. */
export type MacroEditing =
  | { mode: 'add'; grade: number | null }
  | { mode: 'modify'; plan: { id: number; grade: number; month: PlannerMonth; topic: string } };

interface Props {
  opened: boolean;
  editing: MacroEditing | null;
  onClose: () => void;
  /** After an add: the page shows the grade the topic went to. */
  onSaved: (grade: number) => void;
  /** An Add for a grade and month that already have their topic: the page opens that one for modifying. */
  onExisting: (plan: { id: number; grade: number; month: PlannerMonth; topic: string }) => void;
}

/**
 * Add and Modify of the Macro Planner (teachers): grade, month and topic. A grade and month hold one topic, so an
 * Add for a taken one (the server's 409) opens the existing topic for modifying instead, and says so.
 */
export function MacroPlanFormModal({ opened, editing, onClose, onSaved, onExisting }: Props) {
  const { t } = useTranslation('planners');
  const create = useCreateMacroPlan();
  const modify = useModifyMacroPlan();
  const fields = [
    { name: 'grade' as const, label: t('grade'), kind: 'select' as const, options: gradeFormOptions },
    { name: 'month' as const, label: t('month'), kind: 'select' as const, options: monthOptions(t) },
    { name: 'topic' as const, label: t('macro.topic'), kind: 'textarea' as const },
  ];
  const done = (plan: { grade: number; month: PlannerMonth }, added: boolean) => {
    notifications.show({ color: 'green', message: added ? t('macro.added', { grade: plan.grade, month: monthLabel(t, plan.month) }) : t('macro.changed') });
    onSaved(plan.grade);
  };

  if (editing?.mode === 'modify') {
    return (
      <FormModal
        // Its own form per plan: an Add that turns into a Modify of the existing plan starts from that plan's values.
        key={`modify-${editing.plan.id}`}
        opened={opened}
        onClose={onClose}
        title={t('macro.modifyTitle')}
        submitLabel={t('saveChanges')}
        schema={modifyMacroPlanSchema}
        fields={fields}
        initialValues={editing.plan}
        onSubmit={(values) => modify.mutateAsync(values)}
        onSuccess={(plan) => done(plan, false)}
        errorFallback={t('macro.saveFailed')}
        testId="macro-form"
      />
    );
  }
  return (
    <FormModal
      key="add"
      opened={opened}
      onClose={onClose}
      title={t('macro.addTitle')}
      submitLabel={t('add')}
      schema={createMacroPlanSchema}
      fields={fields}
      initialValues={editing?.grade ? { grade: editing.grade, month: 'April' } : { month: 'April' }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={(outcome) => {
        if ('added' in outcome) return done(outcome.added, true);
        const plan = outcome.existing;
        notifications.show({ color: 'blue', message: t('macro.exists', { grade: plan.grade, month: monthLabel(t, plan.month) }) });
        onSaved(plan.grade);
        onExisting(plan);
      }}
      errorFallback={t('macro.saveFailed')}
      testId="macro-form"
    />
  );
}
