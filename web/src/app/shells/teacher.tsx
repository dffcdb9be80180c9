import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The teacher dashboard's sidebar at /teacher_dashboard (spec 3): later issues append panels here. */
export const teacherPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() =>
      import('../../features/accounts/pages/AccountDashboard').then((m) => ({ default: m.TeacherAccountDashboard })),
    ),
  },
];

export default function TeacherShell() {
  return <RolePortal panels={teacherPanels} />;
}
