import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useMe } from '../../../api/accounts';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { ProfileDetailsCard } from '../components/ProfileDetailsCard';

/** Profile from the staff settings menu (issue 9): own name and phone number, then the password. */
export default function StaffProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack gap={0} data-testid="staff-profile-panel">
      <PanelHeader title={t('accounts.profile.title')} description={t('accounts.profile.intro')} />
      <Stack gap="lg">
        <QueryState query={me} errorFallback={t('accounts.profile.loadFailed')}>
          {/* One form per account: saving keeps it, with its values, in place. */}
          {(data) => <ProfileDetailsCard key={data.username} me={data} />}
        </QueryState>
        <ChangePasswordCard />
      </Stack>
    </Stack>
  );
}
