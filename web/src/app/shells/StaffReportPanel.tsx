import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { PanelHeader } from '../../components/PanelHeader';
import { useStaffScope, type StaffRole } from '../../lib/staff-role';

// The assignments tabs read the staff scope themselves; the leaderboard and learners tabs take the role.
type TabPanel = LazyExoticComponent<ComponentType<{ role: StaffRole }>>;

/**
 * Report (Student Report, spec 3; Report, spec 2 §2.2): four tabs from three features, put together here because
 * features never import each other. The open tab is in the address (?tab=), so the school's quick activities and
 * shared links open the right one; each tab's code loads when it is first opened.
 */
const tabs: readonly { value: string; label: (role: StaffRole) => ParseKeys; Panel: TabPanel }[] = [
  {
    value: 'homework',
    label: () => 'shell.report.homework',
    Panel: lazy(() => import('../../features/assignments/components/HomeworkReportTab').then((m) => ({ default: m.HomeworkReportTab }))),
  },
  {
    value: 'assessment',
    label: () => 'shell.report.assessment',
    Panel: lazy(() => import('../../features/assignments/components/AssessmentReportTab').then((m) => ({ default: m.AssessmentReportTab }))),
  },
  {
    value: 'leaderboard',
    label: () => 'shell.report.leaderboard',
    Panel: lazy(() => import('../../features/leaderboard/components/StaffLeaderboardTab').then((m) => ({ default: m.StaffLeaderboardTab }))),
  },
  {
    value: 'learners',
    // The teacher's tab reads "Learner's Assigned", the school's "Learner's Onboard" (spec 3; spec 2 §2.2).
    label: (role) => (role === 'school' ? 'shell.report.learnersOnboard' : 'shell.report.learnersAssigned'),
    // With the school's Import Students beside Add User (composed in the shell: features never import each other).
    Panel: lazy(() => import('./StaffLearnersTab').then((m) => ({ default: m.StaffLearnersTab }))),
  },
];

export default function StaffReportPanel() {
  const { t } = useTranslation();
  const { role } = useStaffScope();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  return (
    <>
      <PanelHeader title={t(role === 'school' ? 'shell.nav.report' : 'shell.report.title')} />
      <Tabs
        value={active.value}
        onChange={(value) => value && setParams({ tab: value }, { replace: false })}
        keepMounted={false}
        data-testid="report-tabs"
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} data-testid={`report-tab-${tab.value}`}>{t(tab.label(role))}</Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Suspense fallback={<ContentSkeleton />}>
              <Panel role={role} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
