import { lazy } from 'react';
import {
  IconBook2, IconBulb, IconCalendarCheck, IconCalendarEvent, IconCalendarStats, IconCalendarTime, IconFileDescription,
  IconFileReport, IconListCheck, IconNotebook, IconPackages, IconPhoto, IconPresentation, IconReportAnalytics, IconSpeakerphone, IconUserCheck, IconUserCircle,
} from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBook2) => <Icon size={20} aria-hidden="true" />;

/**
 * The teacher dashboard's sections at /teacher_dashboard, in the spec's sidebar order (spec 3); a section is
 * listed once it is built. Profile and My Reflections open from the settings menu of the home page.
 */
export const teacherPanels: readonly ShellPanel[] = [
  { key: 'dashboard', path: '', labelKey: 'shell.nav.dashboard', icon: <DashboardIcon />, Panel: lazy(() => import('../../features/staff-dashboard/pages/TeacherHomePage')) },
  { key: 'curriculum', path: 'curriculum', labelKey: 'shell.nav.curriculum', icon: icon(IconBook2), Panel: lazy(() => import('../../features/lessons/pages/CurriculumViewerPage')) },
  { key: 'macroPlanner', path: 'macro-planner', labelKey: 'shell.nav.macroPlanner', icon: icon(IconCalendarStats), Panel: lazy(() => import('../../features/planners/pages/MacroPlannerPage')) },
  { key: 'microPlanner', path: 'micro-planner', labelKey: 'shell.nav.microPlanner', icon: icon(IconCalendarTime), Panel: lazy(() => import('../../features/planners/pages/MicroPlannerPage')) },
  { key: 'innovationClub', path: 'innovation-club', labelKey: 'shell.nav.innovationClub', icon: icon(IconBulb), Panel: lazy(() => import('../../features/innovation-club/pages/InnovationClubPage')) },
  { key: 'classroomGallery', path: 'classroom-gallery', labelKey: 'shell.nav.classroomGallery', icon: icon(IconPhoto), Panel: lazy(() => import('../../features/gallery/pages/ClassroomGalleryPage')) },
  { key: 'monthlyReports', path: 'monthly-reports', labelKey: 'shell.nav.monthlyReports', icon: icon(IconFileReport), Panel: lazy(() => import('../../features/monthly-reports/pages/MonthlyReportsPage')) },
  { key: 'kreativityShow', path: 'kreativity-show', labelKey: 'shell.nav.kreativityShow', icon: icon(IconPresentation), Panel: lazy(() => import('../../features/kreativity-show/pages/KreativityShowPage')) },
  { key: 'report', path: 'report', labelKey: 'shell.nav.report', icon: icon(IconReportAnalytics), Panel: lazy(() => import('./StaffReportPanel')) },
  { key: 'holidayReport', path: 'holiday-report', labelKey: 'shell.nav.holidayReport', icon: icon(IconCalendarCheck), Panel: lazy(() => import('../../features/homework/pages/HolidayReportPage')) },
  { key: 'innovationCalendar', path: 'innovation-calendar', labelKey: 'shell.nav.innovationCalendar', icon: icon(IconCalendarEvent), Panel: lazy(() => import('../../features/documents/pages/InnovationCalendarPage')) },
  { key: 'inventory', path: 'inventory', labelKey: 'shell.nav.inventory', icon: icon(IconPackages), Panel: lazy(() => import('../../features/inventory/pages/InventoryPage')) },
  { key: 'advocacyReport', path: 'advocacy-report', labelKey: 'shell.nav.advocacyReport', icon: icon(IconSpeakerphone), Panel: lazy(() => import('../../features/advocacy/pages/AdvocacyReportPage')) },
  { key: 'stemSop', path: 'stem-sop', labelKey: 'shell.nav.stemSop', icon: icon(IconFileDescription), Panel: lazy(() => import('../../features/documents/pages/StemSopPage')) },
  // The teacher writes their school's quizzes (issue 12); subjects and lessons are the administrator's.
  { key: 'authoringQuizzes', path: 'quizzes', labelKey: 'shell.nav.authoringQuizzes', icon: icon(IconListCheck), Panel: lazy(() => import('../../features/authoring/pages/TeacherQuizzesPage')) },
  // Students of the school asking to move to another class (ADR 0024).
  { key: 'approvals', path: 'approvals', labelKey: 'shell.nav.approvals', icon: icon(IconUserCheck), Panel: lazy(() => import('../../features/approvals/pages/ClassChangesPage')) },
  { key: 'profile', path: 'profile', labelKey: 'shell.nav.profile', icon: icon(IconUserCircle), Panel: lazy(() => import('../../features/accounts/pages/StaffProfilePage')), hidden: true },
  { key: 'reflections', path: 'my-reflections', labelKey: 'shell.nav.reflections', icon: icon(IconNotebook), Panel: lazy(() => import('../../features/reflections/pages/MyReflectionsPage')), hidden: true },
];

export default function TeacherShell() {
  return <RolePortal panels={teacherPanels} basePath="/teacher_dashboard" />;
}
