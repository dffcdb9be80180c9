import { lazy } from 'react';
import { IconBulb, IconCalendarStats, IconCertificate, IconClipboardCheck, IconClipboardList, IconNotebook, IconPresentation, IconShieldLock } from '@tabler/icons-react';
import { DashboardIcon } from '../../components/icons';
import { RolePortal } from './RolePortal';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBulb) => <Icon size={20} aria-hidden="true" />;

/** The parent dashboard's sidebar at /parent_dashboard (spec 3 "Parent dashboard", ADR 0014). */
export const parentPanels: readonly ShellPanel[] = [
  {
    key: 'dashboard',
    path: '',
    labelKey: 'shell.nav.dashboard',
    icon: <DashboardIcon />,
    Panel: lazy(() => import('../../features/parents/pages/ParentDashboardPage')),
  },
  { key: 'homeworkReport', path: 'homework-report', labelKey: 'shell.nav.homeworkReport', icon: icon(IconNotebook), Panel: lazy(() => import('./ParentReportPanel').then((m) => ({ default: m.ParentHomeworkPanel }))) },
  { key: 'innovationClub', path: 'innovation-club', labelKey: 'shell.nav.innovationClub', icon: icon(IconBulb), Panel: lazy(() => import('../../features/parents/pages/ParentInnovationClubPage')) },
  { key: 'kreativityShow', path: 'kreativity-show', labelKey: 'shell.nav.kreativityShow', icon: icon(IconPresentation), Panel: lazy(() => import('../../features/parents/pages/ParentKreativityShowPage')) },
  { key: 'preAssessment', path: 'pre-assessment', labelKey: 'shell.nav.preAssessment', icon: icon(IconClipboardList), Panel: lazy(() => import('./ParentReportPanel').then((m) => ({ default: m.ParentPrePanel }))) },
  { key: 'postAssessment', path: 'post-assessment', labelKey: 'shell.nav.postAssessment', icon: icon(IconClipboardCheck), Panel: lazy(() => import('./ParentReportPanel').then((m) => ({ default: m.ParentPostPanel }))) },
  // The exams a student's own reports list too (spec 1 §9); their own sections, after the assessments (ADR 0014).
  { key: 'halfYearlyExam', path: 'half-yearly-exam', labelKey: 'shell.nav.halfYearlyExam', icon: icon(IconCalendarStats), Panel: lazy(() => import('./ParentReportPanel').then((m) => ({ default: m.ParentHalfYearlyPanel }))) },
  { key: 'annualExam', path: 'annual-exam', labelKey: 'shell.nav.annualExam', icon: icon(IconCertificate), Panel: lazy(() => import('./ParentReportPanel').then((m) => ({ default: m.ParentAnnualPanel }))) },
  // Issue 31: what is kept about the child, and a download of all of it.
  { key: 'privacy', path: 'privacy', labelKey: 'shell.nav.privacy', icon: icon(IconShieldLock), Panel: lazy(() => import('./ParentPrivacyPanel')) },
];

export default function ParentShell() {
  return <RolePortal panels={parentPanels} basePath="/parent_dashboard" />;
}
