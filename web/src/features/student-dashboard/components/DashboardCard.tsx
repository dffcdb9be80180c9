import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

interface DashboardCardProps {
  title: string;
  /** Beside the title: a select, a count. */
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One titled box of the dashboard; a labelled region so screen readers can jump between them. */
export function DashboardCard({ title, aside, testId, children }: DashboardCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId} h="100%">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h4">{title}</Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
