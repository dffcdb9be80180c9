import { Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AccountCardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')} data-testid="account-card-loading">
      <Skeleton height={32} width={240} />
      <Card withBorder radius="md" padding="lg" maw={560}>
        <Stack gap="sm">
          <Skeleton height={18} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Card>
    </Stack>
  );
}
