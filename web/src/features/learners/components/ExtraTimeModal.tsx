import { useTranslation } from 'react-i18next';
import { MAX_EXTRA_MINUTES, TIME_FACTOR_CHOICES, timeAccommodationSchema, type LearnerRow, type SetAccommodationResponse } from '@prayog/contract';
import { useSetAccommodation } from '../../../api/learners';
import { FormModal } from '../../../components/FormModal';
import type { StaffRole } from '../../../lib/staff-role';

/** Whose extra time is being set: one learner, or every learner of the class on screen. */
export interface ExtraTimeTarget {
  learners: readonly LearnerRow[];
  /** 'Grade 7 A' for a class; absent for one learner. */
  className?: string;
}

interface ExtraTimeModalProps {
  role: StaffRole;
  target: ExtraTimeTarget | null;
  onClose: () => void;
  onSaved: (answer: SetAccommodationResponse) => void;
}

/**
 * Extra time in timed quizzes (ADR 0040) for one learner or a whole class: a factor of each quiz's time and minutes
 * added. It applies to every quiz the students start from now on; 1× and 0 minutes removes it. One learner's form starts
 * from what they have.
 */
export function ExtraTimeModal({ role, target, onClose, onSaved }: ExtraTimeModalProps) {
  const { t } = useTranslation('learners');
  const save = useSetAccommodation(role);
  const learners = target?.learners ?? [];
  const current = learners.length === 1 ? learners[0].extra_time : null;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.className ? t('extraTime.titleClass', { name: target.className, count: learners.length }) : t('extraTime.title', { name: learners[0]?.name ?? '' })}
      submitLabel={t('extraTime.submit')}
      schema={timeAccommodationSchema}
      fields={[
        {
          name: 'time_factor', label: t('extraTime.factor'), kind: 'select', description: t('extraTime.factorHelp'),
          options: TIME_FACTOR_CHOICES.map((f) => ({ value: f, label: f === 1 ? t('extraTime.noFactor') : t('extraTime.factorOption', { factor: f }) })),
        },
        { name: 'extra_minutes', label: t('extraTime.minutes'), kind: 'number', description: t('extraTime.minutesHelp', { max: MAX_EXTRA_MINUTES }) },
      ]}
      initialValues={{ time_factor: current?.time_factor ?? 1.25, extra_minutes: current?.extra_minutes ?? 0 }}
      onSubmit={(values) => save.mutateAsync({ ...values, student_usernames: learners.map((l) => l.user.username) })}
      onSuccess={onSaved}
      errorFallback={t('extraTime.failed')}
      testId="extra-time"
    />
  );
}
