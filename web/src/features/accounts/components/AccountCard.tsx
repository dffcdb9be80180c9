import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@prayog/contract';

export function AccountCard({ account }: { account: MeResponse }) {
  const { t } = useTranslation();
  const notSet = t('common.notSet');
  const rows = [
    { key: 'name', label: t('accounts.account.name'), value: account.name || notSet },
    { key: 'username', label: t('accounts.account.username'), value: account.username },
    { key: 'email', label: t('accounts.account.email'), value: account.email || notSet },
    {
      key: 'role',
      label: t('accounts.account.role'),
      value: account.is_superuser ? t('accounts.roles.admin') : t(`accounts.roles.${account.role}`),
    },
    { key: 'school', label: t('accounts.account.school'), value: account.school?.name ?? notSet },
    // Teachers and school accounts hand their school's join code to students (the server sends it to them only).
    ...(account.school?.join_code ? [{ key: 'join_code', label: t('accounts.account.joinCode'), value: account.school.join_code }] : []),
  ];

  return (
    <Card withBorder radius="md" padding="lg" maw={560} data-testid="account-card">
      <Title order={2} size="h4" mb="md">
        {t('accounts.account.cardTitle')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="sm" m={0}>
        {rows.map((row) => (
          <div key={row.key} data-field={row.key}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
