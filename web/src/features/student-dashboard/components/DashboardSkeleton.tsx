import { Card, Grid, Skeleton, Stack } from '@mantine/core';

/** The shape of the dashboard's top while its data loads: slider and profile, then the chart. */
export function DashboardSkeleton() {
  return (
    <Stack gap="md" data-testid="panel-loading" aria-busy="true">
      <Skeleton height={32} width="45%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}><Skeleton height={190} radius="md" /></Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder><Stack gap="sm"><Skeleton circle height={72} /><Skeleton height={14} /><Skeleton height={14} width="70%" /></Stack></Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}><Card withBorder><Skeleton height={260} /></Card></Grid.Col>
      </Grid>
    </Stack>
  );
}
