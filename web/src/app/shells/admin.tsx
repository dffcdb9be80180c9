import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The admin dashboard's sidebar at /admin-dashboard (spec 3): later issues append panels here. */
export const adminPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
  },
];

export default function AdminShell() {
  return <RolePortal panels={adminPanels} basePath="/admin-dashboard" />;
}
