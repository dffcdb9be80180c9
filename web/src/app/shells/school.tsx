import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The school dashboard's sidebar at /school_dashboard (spec 2): later issues append panels here. */
export const schoolPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
  },
];

export default function SchoolShell() {
  return <RolePortal panels={schoolPanels} />;
}
