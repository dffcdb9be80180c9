import { useState } from 'react';
import { IconBell, IconListCheck, IconUserPlus } from '@tabler/icons-react';
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
 * quick activities Push Notification, Add User (the learners tab of the report opens its Add User dialog) and Add
 * Quiz (the authoring a teacher may do: their school's quizzes). The spec's Add Subjects and Add Lesson are not
 * offered: subjects and lessons are the administrator's to author (ADR 0017, ADR 0026), and a dead button helps no one.
 */
export default function TeacherHomePage() {
  const { t } = useTranslation('staffDashboard');
  const [notifying, setNotifying] = useState(false);
  const quickActivities = (): QuickActivity[] => [
    { key: 'push-notification', label: t('quick.pushNotification'), icon: <IconBell size={18} aria-hidden="true" />, onClick: () => setNotifying(true) },
    { key: 'add-user', label: t('quick.addUser'), icon: <IconUserPlus size={18} aria-hidden="true" />, to: '/teacher_dashboard/report?tab=learners&add=1' },
    { key: 'add-quiz', label: t('quick.addQuiz'), icon: <IconListCheck size={18} aria-hidden="true" />, to: '/teacher_dashboard/quizzes' },
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
