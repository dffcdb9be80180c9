import { lazy } from 'react';
import { IconLanguage, IconListDetails, IconSchool, IconShieldLock, IconTransfer, IconUserCircle, IconUsers, IconWriting } from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { adminSchoolPanels } from './AdminSchoolPanel';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconSchool) => <Icon size={20} aria-hidden="true" />;

/**
 * The admin dashboard's sidebar at /admin-dashboard (spec 3 "Administrator dashboard"): the administrator's own
 * sections (Dashboard, Schools, Summary, Students), then the school dashboard's screens for a chosen school (ADR 0015).
 */
export const adminPanels: readonly ShellPanel[] = [
  { key: 'dashboard', path: '', labelKey: 'shell.nav.dashboard', icon: <DashboardIcon />, Panel: lazy(() => import('../../features/admin/pages/AdminDashboardPage')) },
  { key: 'schools', path: 'schools', labelKey: 'shell.nav.schools', icon: icon(IconSchool), Panel: lazy(() => import('../../features/admin/pages/SchoolsPage')) },
  { key: 'summary', path: 'summary', labelKey: 'shell.nav.summary', icon: icon(IconListDetails), Panel: lazy(() => import('../../features/admin/pages/SummaryPage')) },
  { key: 'students', path: 'students', labelKey: 'shell.nav.students', icon: icon(IconUsers), Panel: lazy(() => import('./AdminStudentsPanel')) },
  { key: 'privacy-notice', path: 'privacy-notice', labelKey: 'shell.nav.privacyNotice', icon: icon(IconShieldLock), Panel: lazy(() => import('../../features/privacy/pages/NoticeAdminPage')) },
  { key: 'authoring', path: 'authoring', labelKey: 'shell.nav.authoring', icon: icon(IconWriting), Panel: lazy(() => import('../../features/authoring/pages/AuthoringPage')) },
  // Versions of the content in other languages, beside the English it is written in (ADR 0044).
  { key: 'translations', path: 'translations', labelKey: 'shell.nav.translations', icon: icon(IconLanguage), Panel: lazy(() => import('../../features/translations/pages/TranslationsPage')) },
  { key: 'qti', path: 'qti', labelKey: 'shell.nav.qti', icon: icon(IconTransfer), Panel: lazy(() => import('../../features/qti/pages/QtiExchangePage')) },
  ...adminSchoolPanels,
  // The administrator's own account and password change, from the Dashboard's Profile button.
  {
    key: 'profile', path: 'profile', labelKey: 'shell.nav.profile', icon: icon(IconUserCircle),
    Panel: lazy(() => import('../../features/accounts/pages/AccountDashboard')),
    hidden: true,
  },
];

export default function AdminShell() {
  return <RolePortal panels={adminPanels} basePath="/admin-dashboard" />;
}
