import { lazy } from 'react';
import {
  IconBook2, IconCalendarCheck, IconFileDescription, IconLanguage, IconListCheck, IconNotebook, IconUserCheck,
} from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import { plannersToReport, staffSections } from './staff-sections';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBook2) => <Icon size={20} aria-hidden="true" />;

/**
 * The teacher dashboard's sections at /teacher_dashboard, in the spec's sidebar order (spec 3); a section is
 * listed once it is built. Profile and My Reflections open from the settings menu of the home page.
 */
export const teacherPanels: readonly ShellPanel[] = [
  { key: 'dashboard', path: '', labelKey: 'shell.nav.dashboard', icon: <DashboardIcon />, Panel: lazy(() => import('../../features/staff-dashboard/pages/TeacherHomePage')) },
  { key: 'curriculum', path: 'curriculum', labelKey: 'shell.nav.curriculum', icon: icon(IconBook2), Panel: lazy(() => import('../../features/lessons/pages/CurriculumViewerPage')) },
  ...plannersToReport,
  { key: 'holidayReport', path: 'holiday-report', labelKey: 'shell.nav.holidayReport', icon: icon(IconCalendarCheck), Panel: lazy(() => import('../../features/homework/pages/HolidayReportPage')) },
  staffSections.innovationCalendar,
  staffSections.inventory,
  staffSections.advocacyReport,
  { key: 'stemSop', path: 'stem-sop', labelKey: 'shell.nav.stemSop', icon: icon(IconFileDescription), Panel: lazy(() => import('../../features/documents/pages/StemSopPage')) },
  // The teacher writes their school's quizzes (issue 12); subjects and lessons are the administrator's.
  { key: 'authoringQuizzes', path: 'quizzes', labelKey: 'shell.nav.authoringQuizzes', icon: icon(IconListCheck), Panel: lazy(() => import('../../features/authoring/pages/TeacherQuizzesPage')) },
  // The versions in other languages of what the teacher may edit: their school's quizzes (ADR 0044).
  { key: 'translations', path: 'translations', labelKey: 'shell.nav.translations', icon: icon(IconLanguage), Panel: lazy(() => import('../../features/translations/pages/TranslationsPage')) },
  // Students of the school asking to move to another class (ADR 0024).
  { key: 'approvals', path: 'approvals', labelKey: 'shell.nav.approvals', icon: icon(IconUserCheck), Panel: lazy(() => import('../../features/approvals/pages/ClassChangesPage')) },
  staffSections.itemAnalysis,
  staffSections.profile,
  { key: 'reflections', path: 'my-reflections', labelKey: 'shell.nav.reflections', icon: icon(IconNotebook), Panel: lazy(() => import('../../features/reflections/pages/MyReflectionsPage')), hidden: true },
];

export default function TeacherShell() {
  return <RolePortal panels={teacherPanels} basePath="/teacher_dashboard" />;
}
