import { SimpleGrid, Stack } from '@mantine/core';
import { IconBook, IconClipboardCheck, IconClipboardList, IconNotebook, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_LEARNER_DAYS, type StaffHome } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';
import { StatCard } from './StatCard';

const ICON = { size: 24, stroke: 1.8 };

/** The three cards at the top of the home (spec 3 "Dashboard home"); Active Learner opens the list of them. */
export function TopCards({ home, onShowActiveLearners }: { home: StaffHome; onShowActiveLearners: () => void }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="section" aria-label={t('cards.label')}>
      <StatCard
        label={t('cards.activeLearner')}
        value={home.active_learner_count}
        icon={<IconUserCheck {...ICON} />}
        color="teal"
        onClick={onShowActiveLearners}
        hint={t('cards.activeLearnerHint', { days: ACTIVE_LEARNER_DAYS })}
        fill
        testId="card-active-learner"
      />
      <StatCard
        label={t('cards.activeHomework')}
        description={t('cards.activeHomeworkCounts')}
        value={home.active_homework_count}
        icon={<IconClipboardList {...ICON} />}
        color="orange"
        fill
        testId="card-active-homework"
      />
      <StatCard label={t('cards.totalLearner')} description={t('cards.totalLearnerCounts')} value={home.learner_count} icon={<IconUsers {...ICON} />} color="blue" fill testId="card-total-learner" />
    </SimpleGrid>
  );
}

/**
 * Overview: the subjects offered to the school (opens All Subjects), the assessments and homework assigned. Each keeps
 * the spec's name and says under it what it counts, as the server counts it (staff-home.service.ts): one assignment
 * is one quiz given to one class, so a quiz given to three classes counts three.
 */
export function OverviewCard({ home, onShowSubjects }: { home: StaffHome; onShowSubjects: () => void }) {
  const { t } = useTranslation('staffDashboard');
  const counts = home.subject_counts;
  return (
    <SectionCard title={t('overview.title')} testId="overview-card">
      <Stack gap="sm">
        <StatCard
          label={t('overview.subjects')}
          description={t('overview.subjectsCounts')}
          value={counts.subjects}
          icon={<IconBook {...ICON} />}
          color="grape"
          onClick={onShowSubjects}
          hint={t('overview.subjectsHint')}
          testId="card-subjects"
        />
        <StatCard
          label={t('overview.assignedAssessment')}
          description={t('overview.assignedAssessmentCounts')}
          value={counts.assigned_assessments}
          icon={<IconClipboardCheck {...ICON} />}
          color="indigo"
          testId="card-assigned-assessment"
        />
        <StatCard
          label={t('overview.assignedHomework')}
          description={t('overview.assignedHomeworkCounts')}
          value={counts.assigned_homework}
          icon={<IconNotebook {...ICON} />}
          color="cyan"
          testId="card-assigned-homework"
        />
      </Stack>
    </SectionCard>
  );
}
