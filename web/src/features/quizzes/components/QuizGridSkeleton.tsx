import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Three card-shaped placeholders while the quizzes load. */
export function QuizGridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="panel-loading" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={12} width="45%" />
            <Skeleton height={36} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
