import { lazy } from 'react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/** The parent dashboard's sidebar at /parent_dashboard (spec 3): later issues append panels here. */
export const parentPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
  },
];

export default function ParentShell() {
  return <RolePortal panels={parentPanels} basePath="/parent_dashboard" />;
}
