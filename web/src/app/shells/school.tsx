import { lazy } from 'react';
import {
  IconBooks, IconBulb, IconCalendarEvent, IconCalendarStats, IconCalendarTime, IconFileReport, IconHistory, IconPackages,
  IconPhoto, IconPresentation, IconReportAnalytics, IconSpeakerphone, IconUserCheck, IconUserCircle, IconUsers,
} from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBooks) => <Icon size={20} aria-hidden="true" />;

/**
 * The school dashboard's sections at /school_dashboard, in the spec's sidebar order (spec 2 §2.2); a section is
 * listed once it is built. Approvals (the school's confirmation of its teachers and parents, ADR 0007) and the
 * Audit Log (who changed what, issue 10) follow the spec's entries.
 */
export const schoolPanels: readonly ShellPanel[] = [
  { key: 'dashboard', path: '', labelKey: 'shell.nav.dashboard', icon: <DashboardIcon />, Panel: lazy(() => import('../../features/staff-dashboard/pages/SchoolHomePage')) },
  { key: 'macroPlanner', path: 'macro-planner', labelKey: 'shell.nav.macroPlanner', icon: icon(IconCalendarStats), Panel: lazy(() => import('../../features/planners/pages/MacroPlannerPage')) },
  { key: 'microPlanner', path: 'micro-planner', labelKey: 'shell.nav.microPlanner', icon: icon(IconCalendarTime), Panel: lazy(() => import('../../features/planners/pages/MicroPlannerPage')) },
  { key: 'innovationClub', path: 'innovation-club', labelKey: 'shell.nav.innovationClub', icon: icon(IconBulb), Panel: lazy(() => import('../../features/innovation-club/pages/InnovationClubPage')) },
  { key: 'classroomGallery', path: 'classroom-gallery', labelKey: 'shell.nav.classroomGallery', icon: icon(IconPhoto), Panel: lazy(() => import('../../features/gallery/pages/ClassroomGalleryPage')) },
  { key: 'monthlyReports', path: 'monthly-reports', labelKey: 'shell.nav.monthlyReports', icon: icon(IconFileReport), Panel: lazy(() => import('../../features/monthly-reports/pages/MonthlyReportsPage')) },
  { key: 'kreativityShow', path: 'kreativity-show', labelKey: 'shell.nav.kreativityShow', icon: icon(IconPresentation), Panel: lazy(() => import('../../features/kreativity-show/pages/KreativityShowPage')) },
  { key: 'report', path: 'report', labelKey: 'shell.nav.report', icon: icon(IconReportAnalytics), Panel: lazy(() => import('./StaffReportPanel')) },
  { key: 'innovationCalendar', path: 'innovation-calendar', labelKey: 'shell.nav.innovationCalendar', icon: icon(IconCalendarEvent), Panel: lazy(() => import('../../features/documents/pages/InnovationCalendarPage')) },
  { key: 'inventory', path: 'inventory', labelKey: 'shell.nav.inventory', icon: icon(IconPackages), Panel: lazy(() => import('../../features/inventory/pages/InventoryPage')) },
  { key: 'advocacyReport', path: 'advocacy-report', labelKey: 'shell.nav.advocacyReport', icon: icon(IconSpeakerphone), Panel: lazy(() => import('../../features/advocacy/pages/AdvocacyReportPage')) },
  { key: 'stemCurriculum', path: 'stem-curriculum', labelKey: 'shell.nav.stemCurriculum', icon: icon(IconBooks), Panel: lazy(() => import('../../features/documents/pages/StemCurriculumPage')) },
  { key: 'approvals', path: 'approvals', labelKey: 'shell.nav.approvals', icon: icon(IconUserCheck), Panel: lazy(() => import('./SchoolApprovalsPanel')) },
  { key: 'auditLog', path: 'audit-log', labelKey: 'shell.nav.auditLog', icon: icon(IconHistory), Panel: lazy(() => import('../../features/audit/pages/AuditLogPage')) },
  // Deactivating and reactivating the school's teachers, parents and students (ADR 0025).
  { key: 'accounts', path: 'accounts', labelKey: 'shell.nav.accounts', icon: icon(IconUsers), Panel: lazy(() => import('../../features/accounts/pages/SchoolAccountsPage')) },
  // Not in spec 2's settings menu (Logout only), but a school account changes its own name, phone and password too.
  { key: 'profile', path: 'profile', labelKey: 'shell.nav.profile', icon: icon(IconUserCircle), Panel: lazy(() => import('../../features/accounts/pages/StaffProfilePage')), hidden: true },
];

export default function SchoolShell() {
  return <RolePortal panels={schoolPanels} basePath="/school_dashboard" />;
}
