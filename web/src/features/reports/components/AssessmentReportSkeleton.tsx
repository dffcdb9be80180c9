import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The shape of the report while it loads: the chart, then the overview and the feedback side by side. */
export function AssessmentReportSkeleton() {
  return (
    <Stack gap="md" data-testid="panel-loading" aria-busy="true">
      <Card withBorder><Skeleton height={280} /></Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder><Stack gap="sm"><Skeleton height={20} width="60%" /><Skeleton height={150} /></Stack></Card>
        <Card withBorder><Stack gap="sm">{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={48} />)}</Stack></Card>
      </SimpleGrid>
    </Stack>
  );
}
