import { lazy } from 'react';
import {
  IconBooks, IconHistory, IconShieldLock, IconUserCheck, IconUsers,
} from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import { plannersToReport, staffSections } from './staff-sections';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBooks) => <Icon size={20} aria-hidden="true" />;

/**
 * The school dashboard's sections at /school_dashboard, in the spec's sidebar order (spec 2 §2.2); a section is
 * listed once it is built. Approvals (the school's confirmation of its teachers and parents, ADR 0007) and the
 * Audit Log (who changed what, issue 10) follow the spec's entries.
 */
export const schoolPanels: readonly ShellPanel[] = [
  { key: 'dashboard', path: '', labelKey: 'shell.nav.dashboard', icon: <DashboardIcon />, Panel: lazy(() => import('../../features/staff-dashboard/pages/SchoolHomePage')) },
  ...plannersToReport,
  staffSections.innovationCalendar,
  staffSections.inventory,
  staffSections.advocacyReport,
  { key: 'stemCurriculum', path: 'stem-curriculum', labelKey: 'shell.nav.stemCurriculum', icon: icon(IconBooks), Panel: lazy(() => import('../../features/documents/pages/StemCurriculumPage')) },
  { key: 'approvals', path: 'approvals', labelKey: 'shell.nav.approvals', icon: icon(IconUserCheck), Panel: lazy(() => import('./SchoolApprovalsPanel')) },
  { key: 'auditLog', path: 'audit-log', labelKey: 'shell.nav.auditLog', icon: icon(IconHistory), Panel: lazy(() => import('../../features/audit/pages/AuditLogPage')) },
  // Deactivating and reactivating the school's teachers, parents and students (ADR 0025).
  { key: 'accounts', path: 'accounts', labelKey: 'shell.nav.accounts', icon: icon(IconUsers), Panel: lazy(() => import('../../features/accounts/pages/SchoolAccountsPage')) },
  // Requests about students' data, answered by the school office within their deadline (issue 31, ADR 0037).
  { key: 'privacyRequests', path: 'privacy-requests', labelKey: 'shell.nav.privacyRequests', icon: icon(IconShieldLock), Panel: lazy(() => import('../../features/privacy/pages/PrivacyRequestsPage')) },
  staffSections.itemAnalysis,
  // Not in spec 2's settings menu (Logout only), but a school account changes its own name, phone and password too.
  staffSections.profile,
];

export default function SchoolShell() {
  return <RolePortal panels={schoolPanels} basePath="/school_dashboard" />;
}
