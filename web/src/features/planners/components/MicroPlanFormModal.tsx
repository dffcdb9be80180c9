import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createMicroPlanSchema, modifyMicroPlanSchema, type MicroEntry, type PlannerMonth } from '@prayog/contract';
import { FormModal } from '../../../components/FormModal';
import { useCreateMicroPlan, useModifyMicroPlan } from '../../../api/planners';
import { gradeFormOptions, monthLabel, monthOptions } from './planner-options';

/** A new plan (month preset to the page's month) or one row of the table. */
export type MicroEditing =
  | { mode: 'add'; month: PlannerMonth }
  | { mode: 'modify'; plan: MicroEntry & { grade: number; month: PlannerMonth } };

interface Props {
  opened: boolean;
  editing: MicroEditing | null;
  onClose: () => void;
  /** After a save: the page shows the month the plan is in. */
  onSaved: (month: PlannerMonth) => void;
  /** An Add for a grade and month that already have their plan: the page opens that one for modifying. */
  onExisting: (plan: MicroEntry & { grade: number; month: PlannerMonth }) => void;
}

/**
 * Add and Modify of the Micro Planner (teachers); activity names are typed comma-separated (spec 3 §5). A grade and
 * month hold one plan, so an Add for a taken one (the server's 409) opens the existing plan for modifying instead.
 */
export function MicroPlanFormModal({ opened, editing, onClose, onSaved, onExisting }: Props) {
  const { t } = useTranslation('planners');
  const create = useCreateMicroPlan();
  const modify = useModifyMicroPlan();
  const fields = [
    { name: 'grade' as const, label: t('grade'), kind: 'select' as const, options: gradeFormOptions },
    { name: 'month' as const, label: t('month'), kind: 'select' as const, options: monthOptions(t) },
    { name: 'no_of_sessions' as const, label: t('micro.sessions'), kind: 'number' as const },
    { name: 'name_of_activity' as const, label: t('micro.activities'), kind: 'textarea' as const, description: t('micro.activitiesHint') },
    { name: 'extra_activity' as const, label: t('micro.extra'), kind: 'text' as const },
  ];
  const done = (plan: { grade: number; month: PlannerMonth }, added: boolean) => {
    notifications.show({ color: 'green', message: added ? t('micro.added', { grade: plan.grade, month: monthLabel(t, plan.month) }) : t('micro.changed') });
    onSaved(plan.month);
  };

  if (editing?.mode === 'modify') {
    const { plan } = editing;
    return (
      <FormModal
        // Its own form per plan: an Add that turns into a Modify of the existing plan starts from that plan's values.
        key={`modify-${plan.id}`}
        opened={opened}
        onClose={onClose}
        title={t('micro.modifyTitle')}
        submitLabel={t('saveChanges')}
        schema={modifyMicroPlanSchema}
        fields={fields}
        initialValues={{ ...plan, name_of_activity: plan.name_of_activity.join(', ') }}
        onSubmit={(values) => modify.mutateAsync(values)}
        onSuccess={(saved) => done(saved, false)}
        errorFallback={t('micro.saveFailed')}
        testId="micro-form"
      />
    );
  }
  return (
    <FormModal
      key="add"
      opened={opened}
      onClose={onClose}
      title={t('micro.addTitle')}
      submitLabel={t('add')}
      schema={createMicroPlanSchema}
      fields={fields}
      initialValues={{ month: editing?.month ?? 'April' }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={(outcome) => {
        if ('added' in outcome) return done(outcome.added, true);
        const plan = outcome.existing;
        notifications.show({ color: 'blue', message: t('micro.exists', { grade: plan.grade, month: monthLabel(t, plan.month) }) });
        onSaved(plan.month);
        onExisting(plan);
      }}
      errorFallback={t('micro.saveFailed')}
      testId="micro-form"
    />
  );
}
