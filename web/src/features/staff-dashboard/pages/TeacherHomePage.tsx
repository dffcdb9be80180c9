import { useState } from 'react';
import { IconBell, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaffHome } from '../components/StaffHome';
import { PushNotificationModal } from '../components/PushNotificationModal';
import type { QuickActivity } from '../components/QuickActivities';
import type { SettingsLink } from '../components/SettingsMenu';

const SETTINGS_LINKS: readonly SettingsLink[] = [
  { key: 'profile', to: '/teacher_dashboard/profile' },
  { key: 'reflections', to: '/teacher_dashboard/my-reflections' },
];

/**
 * The teacher dashboard's home (spec 3 "Dashboard home"): 'Welcome {name}', the school's figures, and the
 * quick activities Push Notification and Add User (the learners tab of the report opens its Add User dialog).
 * The spec's Add Subjects and Add Lesson are left out on purpose: they led to an external admin site, and this
 * product has no content authoring yet; a later issue adds it, and the buttons with it.
 */
export default function TeacherHomePage() {
  const { t } = useTranslation('staffDashboard');
  const [notifying, setNotifying] = useState(false);
  const quickActivities = (): QuickActivity[] => [
    { key: 'push-notification', label: t('quick.pushNotification'), icon: <IconBell size={18} aria-hidden="true" />, onClick: () => setNotifying(true) },
    { key: 'add-user', label: t('quick.addUser'), icon: <IconUserPlus size={18} aria-hidden="true" />, to: '/teacher_dashboard/report?tab=learners&add=1' },
  ];
  return (
    <>
      <StaffHome
        role="teacher"
        heading={(home) => ({ title: t('welcome', { name: home.profile.name }), description: t('teacherSubtitle', { school: home.profile.school.short_name }) })}
        settingsLinks={SETTINGS_LINKS}
        quickActivities={quickActivities}
        errorText={t('errors.teacher')}
      />
      <PushNotificationModal opened={notifying} onClose={() => setNotifying(false)} />
    </>
  );
}
