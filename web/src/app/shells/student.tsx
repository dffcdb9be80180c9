import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The student portal's sidebar at /dashboard (spec 1 §2): later issues append panels here. */
export const studentPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
  },
];

export default function StudentShell() {
  return <RolePortal panels={studentPanels} />;
}
