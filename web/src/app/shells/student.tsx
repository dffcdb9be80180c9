import { lazy } from 'react';
import { Stack } from '@mantine/core';
import { IconCalendarStats, IconReportAnalytics, IconChartBar, IconTrophy } from '@tabler/icons-react';
import { IconClipboardText, IconUserCircle } from '@tabler/icons-react';
import { IconCalendarEvent } from '@tabler/icons-react';
import { IconListCheck } from '@tabler/icons-react';
import { IconBooks, IconShieldLock } from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import { OfflineBanner } from '../../components/OfflineBanner';
import type { ShellPanel } from './types';

/** The sidebar order of the student portal (spec 1 §2); entries below may be listed in any order. */
const panelOrder = ['dashboard', 'subjects', 'progress', 'assessment', 'quizzes', 'leaderboard', 'projects', 'events', 'profileSetting', 'loginActivity', 'privacy'];

const entries: ShellPanel[] = [
  {
    key: 'subjects',
    path: 'subjects',
    labelKey: 'shell.nav.subjects',
    icon: <IconBooks size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/lessons/pages/SubjectsPage')),
  },
  {
    key: 'quizzes',
    path: 'assessments',
    labelKey: 'shell.nav.quizzes',
    icon: <IconListCheck size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/quizzes/pages/QuizzesPage')),
  },
  {
    key: 'projects',
    path: 'holiday-homework',
    labelKey: 'shell.nav.projects',
    icon: <IconClipboardText size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/homework/pages/HolidayHomeworkPage')),
  },
  {
    key: 'profileSetting',
    path: 'profile',
    labelKey: 'shell.nav.profileSetting',
    icon: <IconUserCircle size={20} aria-hidden="true" />,
    // The profile feature's page with the accounts feature's password change below it (features never import
    // each other, so the shell puts them together); both chunks load at once.
    Panel: lazy(async () => {
      const [{ default: ProfileSettingPage }, { ChangePasswordCard }] = await Promise.all([
        import('../../features/profile/pages/ProfileSettingPage'),
        import('../../features/accounts/components/ChangePasswordCard'),
      ]);
      return {
        default: function ProfileSettingPanel() {
          return (
            <Stack gap="lg" maw={760}>
              <ProfileSettingPage />
              <ChangePasswordCard />
            </Stack>
          );
        },
      };
    }),
  },
  {
    key: 'assessment',
    path: 'assessment-report',
    labelKey: 'shell.nav.assessment',
    icon: <IconChartBar size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/reports/pages/AssessmentReportPage')),
  },
  {
    key: 'leaderboard',
    path: 'leaderboard',
    labelKey: 'shell.nav.leaderboard',
    icon: <IconTrophy size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/leaderboard/pages/LeaderboardPage')),
  },
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/student-dashboard/pages/StudentDashboardPage')),
  },
  {
    key: 'events',
    path: 'upcoming-events',
    labelKey: 'shell.nav.events',
    icon: <IconCalendarEvent size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/events/pages/UpcomingEventsPage')),
  },
  {
    key: 'progress',
    path: 'course-report',
    labelKey: 'shell.nav.progress',
    icon: <IconReportAnalytics size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/course-report/pages/CourseReportPage')),
  },
  {
    key: 'loginActivity',
    path: 'login-activity',
    labelKey: 'shell.nav.loginActivity',
    icon: <IconCalendarStats size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/login-activity/pages/LoginActivityPage')),
  },
  {
    key: 'privacy',
    path: 'privacy',
    labelKey: 'shell.nav.privacy',
    icon: <IconShieldLock size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/privacy/pages/PrivacyPage')),
  },
];

/** The student portal's panels at /dashboard; a feature adds its panel by adding one entry above. */
export const studentPanels: readonly ShellPanel[] = [...entries].sort((a, b) => panelOrder.indexOf(a.key) - panelOrder.indexOf(b.key));

export default function StudentShell() {
  // Offline state and the changes waiting on the phone (issue 29 part 4).
  return <RolePortal panels={studentPanels} basePath="/dashboard" banner={<OfflineBanner />} />;
}
