import { IconBook, IconClipboardList, IconReportAnalytics, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortSchoolName } from '@prayog/contract';
import { StaffHome } from '../components/StaffHome';
import type { QuickActivity } from '../components/QuickActivities';
import type { SettingsLink } from '../components/SettingsMenu';

const ICON = { size: 18, 'aria-hidden': true } as const;
// Spec 2's menu holds Logout only; Profile is added so the school account can change its details and password.
const SETTINGS_LINKS: readonly SettingsLink[] = [{ key: 'profile', to: '/school_dashboard/profile' }];

/**
 * The school dashboard's home (spec 2 §2.2): the school's name (the text before the first comma), its figures,
 * a settings menu with Logout, and quick links to the subjects and the report's tabs. Read-only, like every
 * school-account screen.
 */
export default function SchoolHomePage() {
  const { t } = useTranslation('staffDashboard');
  const quickActivities = ({ showSubjects }: { showSubjects: () => void }): QuickActivity[] => [
    { key: 'view-subjects', label: t('quick.viewSubjects'), icon: <IconBook {...ICON} />, onClick: showSubjects },
    { key: 'view-homework', label: t('quick.viewHomework'), icon: <IconClipboardList {...ICON} />, to: '/school_dashboard/report?tab=homework' },
    { key: 'view-report', label: t('quick.viewReport'), icon: <IconReportAnalytics {...ICON} />, to: '/school_dashboard/report?tab=assessment' },
    { key: 'view-learner', label: t('quick.viewLearner'), icon: <IconUsers {...ICON} />, to: '/school_dashboard/report?tab=learners' },
  ];
  return (
    <StaffHome
      role="school"
      heading={(home) => ({ title: shortSchoolName(home.profile.school.name), description: t('schoolSubtitle') })}
      settingsLinks={SETTINGS_LINKS}
      quickActivities={quickActivities}
      errorText={t('errors.school')}
    />
  );
}
