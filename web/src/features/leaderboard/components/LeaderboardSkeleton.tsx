import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function LeaderboardSkeleton() {
  return (
    <Stack gap="md" data-testid="panel-loading" aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder><Stack gap="sm"><Skeleton height={18} width="40%" /><Skeleton height={48} width="60%" /><Skeleton height={14} width="70%" /></Stack></Card>
        <Card withBorder><Skeleton height={150} /></Card>
      </SimpleGrid>
      <Card withBorder><Stack gap={6}>{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={40} />)}</Stack></Card>
    </Stack>
  );
}
