import { lazy } from 'react';
import { IconReportAnalytics, IconUserCheck, IconUserCircle } from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

/**
 * The school dashboard's sections at /school_dashboard, in the spec's sidebar order (spec 2 §2.2); a section is
 * listed once it is built. Approvals is the school's confirmation of its teachers and parents (ADR 0007).
 */
export const schoolPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/staff-dashboard/pages/SchoolHomePage')),
  },
  {
    key: 'report',
    path: 'report',
    labelKey: 'shell.nav.report',
    icon: <IconReportAnalytics size={20} aria-hidden="true" />,
    Panel: lazy(() => import('./StaffReportPanel')),
  },
  {
    key: 'approvals',
    path: 'approvals',
    labelKey: 'shell.nav.approvals',
    icon: <IconUserCheck size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/approvals/pages/ApprovalsPage')),
  },
  {
    // Not in spec 2's settings menu (Logout only), but a school account changes its own name, phone and password too.
    key: 'profile',
    path: 'profile',
    labelKey: 'shell.nav.profile',
    icon: <IconUserCircle size={20} aria-hidden="true" />,
    Panel: lazy(() => import('../../features/accounts/pages/StaffProfilePage')),
    hidden: true,
  },
];

export default function SchoolShell() {
  return <RolePortal panels={schoolPanels} basePath="/school_dashboard" />;
}
