import { Box, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { errorDetail } from '../../../lib/api';
import { useMe } from '../../../api/accounts';
import { AccountCard } from '../components/AccountCard';
import { AccountCardSkeleton } from '../components/AccountCardSkeleton';
import { ChangePasswordCard } from '../components/ChangePasswordCard';

/** The Dashboard panel of the roles whose dashboards are not built yet (parent, admin): who is signed in, and a password change. */
export function AccountDashboard() {
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
        {displayName}
      </Title>
      <AccountCard account={me.data} />
      <Box maw={560}>
        <ChangePasswordCard />
      </Box>
    </Stack>
  );
}

export default AccountDashboard;
