import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The sidebar order of the student portal (spec 1 §2); entries below may be listed in any order. */
const panelOrder = ['dashboard', 'subjects', 'progress', 'assessment', 'quizzes', 'leaderboard', 'projects', 'events', 'profileSetting', 'loginActivity'];

const entries: ShellPanel[] = [
  {
    key: 'dashboard',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
  },
];

/** The student portal's panels at /dashboard; a feature adds its panel by adding one entry above. */
export const studentPanels: readonly ShellPanel[] = [...entries].sort((a, b) => panelOrder.indexOf(a.key) - panelOrder.indexOf(b.key));

export default function StudentShell() {
  return <RolePortal panels={studentPanels} />;
}
