import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { errorDetail } from '../../../lib/api';
import { useMe } from '../api/me';
import { AccountCard } from '../components/AccountCard';
import { AccountCardSkeleton } from '../components/AccountCardSkeleton';

interface AccountDashboardProps {
  /** Teachers are greeted 'Welcome {name}'; everyone else sees their name as the heading. */
  greeting?: 'welcome' | 'name';
}

/** The Dashboard panel every role shell starts with: who is signed in. */
export function AccountDashboard({ greeting = 'name' }: AccountDashboardProps) {
  const { t } = useTranslation();
  const me = useMe();

  if (me.isPending) return <AccountCardSkeleton />;
  if (me.isError) {
    return <ErrorState message={errorDetail(me.error, t('accounts.account.loadFailed'))} onRetry={() => void me.refetch()} />;
  }

  const displayName = me.data.name || me.data.username;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" data-testid="dashboard-heading">
        {greeting === 'welcome' ? t('accounts.account.welcome', { name: displayName }) : displayName}
      </Title>
      <AccountCard account={me.data} />
    </Stack>
  );
}

export function TeacherAccountDashboard() {
  return <AccountDashboard greeting="welcome" />;
}

export default AccountDashboard;
