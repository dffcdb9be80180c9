import { lazy } from 'react';
import {
  IconBulb, IconCalendarEvent, IconCalendarStats, IconCalendarTime, IconFileReport, IconPackages, IconPhoto, IconPresentation, IconReportAnalytics, IconSpeakerphone, IconUserCircle,
} from '@tabler/icons-react';
import type { ShellPanel } from './types';

const icon = (Icon: typeof IconBulb) => <Icon size={20} aria-hidden="true" />;

/**
 * The sections the teacher's portal and the school account's both have (spec 2 §2.2, spec 3), each defined once: the
 * two shells list them in their own sidebar order among their own sections. Profile opens from the settings menu.
 */
export const staffSections = {
  macroPlanner: { key: 'macroPlanner', path: 'macro-planner', labelKey: 'shell.nav.macroPlanner', icon: icon(IconCalendarStats), Panel: lazy(() => import('../../features/planners/pages/MacroPlannerPage')) },
  microPlanner: { key: 'microPlanner', path: 'micro-planner', labelKey: 'shell.nav.microPlanner', icon: icon(IconCalendarTime), Panel: lazy(() => import('../../features/planners/pages/MicroPlannerPage')) },
  innovationClub: { key: 'innovationClub', path: 'innovation-club', labelKey: 'shell.nav.innovationClub', icon: icon(IconBulb), Panel: lazy(() => import('../../features/innovation-club/pages/InnovationClubPage')) },
  classroomGallery: { key: 'classroomGallery', path: 'classroom-gallery', labelKey: 'shell.nav.classroomGallery', icon: icon(IconPhoto), Panel: lazy(() => import('../../features/gallery/pages/ClassroomGalleryPage')) },
  monthlyReports: { key: 'monthlyReports', path: 'monthly-reports', labelKey: 'shell.nav.monthlyReports', icon: icon(IconFileReport), Panel: lazy(() => import('../../features/monthly-reports/pages/MonthlyReportsPage')) },
  kreativityShow: { key: 'kreativityShow', path: 'kreativity-show', labelKey: 'shell.nav.kreativityShow', icon: icon(IconPresentation), Panel: lazy(() => import('../../features/kreativity-show/pages/KreativityShowPage')) },
  report: { key: 'report', path: 'report', labelKey: 'shell.nav.report', icon: icon(IconReportAnalytics), Panel: lazy(() => import('./StaffReportPanel')) },
  innovationCalendar: { key: 'innovationCalendar', path: 'innovation-calendar', labelKey: 'shell.nav.innovationCalendar', icon: icon(IconCalendarEvent), Panel: lazy(() => import('../../features/documents/pages/InnovationCalendarPage')) },
  inventory: { key: 'inventory', path: 'inventory', labelKey: 'shell.nav.inventory', icon: icon(IconPackages), Panel: lazy(() => import('../../features/inventory/pages/InventoryPage')) },
  advocacyReport: { key: 'advocacyReport', path: 'advocacy-report', labelKey: 'shell.nav.advocacyReport', icon: icon(IconSpeakerphone), Panel: lazy(() => import('../../features/advocacy/pages/AdvocacyReportPage')) },
  // Reached from a quiz's report (Report → a quiz → Item analysis), not the sidebar (issue 32 item 5, ADR 0042).
  itemAnalysis: { key: 'itemAnalysis', path: 'item-analysis', labelKey: 'shell.nav.itemAnalysis', icon: icon(IconReportAnalytics), Panel: lazy(() => import('../../features/item-analysis/pages/ItemAnalysisPage')), hidden: true },
  profile: { key: 'profile', path: 'profile', labelKey: 'shell.nav.profile', icon: icon(IconUserCircle), Panel: lazy(() => import('../../features/accounts/pages/StaffProfilePage')), hidden: true },
} satisfies Record<string, ShellPanel>;

/** The run both sidebars list in the same order, from the planners to the report (spec 2 §2.2, spec 3). */
export const plannersToReport: readonly ShellPanel[] = [
  staffSections.macroPlanner,
  staffSections.microPlanner,
  staffSections.innovationClub,
  staffSections.classroomGallery,
  staffSections.monthlyReports,
  staffSections.kreativityShow,
  staffSections.report,
];
