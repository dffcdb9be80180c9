import { lazy } from 'react';
import { IconBook2, IconCalendarCheck, IconNotebook, IconReportAnalytics, IconUserCircle } from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBook2) => <Icon size={20} aria-hidden="true" />;

/**
 * The teacher dashboard's sections at /teacher_dashboard, in the spec's sidebar order (spec 3); a section is
 * listed once it is built. Profile and My Reflections open from the settings menu of the home page.
 */
export const teacherPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/staff-dashboard/pages/TeacherHomePage')),
  },
  {
    key: 'curriculum',
    path: 'curriculum',
    labelKey: 'shell.nav.curriculum',
    icon: icon(IconBook2),
    Panel: lazy(() => import('../../features/lessons/pages/CurriculumViewerPage')),
  },
  {
    key: 'report',
    path: 'report',
    labelKey: 'shell.nav.report',
    icon: icon(IconReportAnalytics),
    Panel: lazy(() => import('./StaffReportPanel')),
  },
  {
    key: 'holidayReport',
    path: 'holiday-report',
    labelKey: 'shell.nav.holidayReport',
    icon: icon(IconCalendarCheck),
    Panel: lazy(() => import('../../features/homework/pages/HolidayReportPage')),
  },
  {
    key: 'profile',
    path: 'profile',
    labelKey: 'shell.nav.profile',
    icon: icon(IconUserCircle),
    Panel: lazy(() => import('../../features/accounts/pages/StaffProfilePage')),
    hidden: true,
  },
  {
    key: 'reflections',
    path: 'my-reflections',
    labelKey: 'shell.nav.reflections',
    icon: icon(IconNotebook),
    Panel: lazy(() => import('../../features/reflections/pages/MyReflectionsPage')),
    hidden: true,
  },
];

export default function TeacherShell() {
  return <RolePortal panels={teacherPanels} basePath="/teacher_dashboard" />;
}
