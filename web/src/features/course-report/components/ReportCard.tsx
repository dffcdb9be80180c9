import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

interface ReportCardProps {
  title: string;
  /** Selectors shown beside the title (they wrap below it on a phone). */
  controls?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One titled card of the Course Report. */
export function ReportCard({ title, controls, testId, children }: ReportCardProps) {
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid={testId} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <Title order={2} size="h4">{title}</Title>
        {controls}
      </Group>
      {children}
    </Card>
  );
}
