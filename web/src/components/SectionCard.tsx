import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

interface SectionCardProps {
  title: string;
  /** Beside the title (a select, a count); wraps below it on a phone. */
  aside?: ReactNode;
  /** 'flex-end' lines labelled selects up with the title's baseline. */
  asideAlign?: 'center' | 'flex-end';
  testId: string;
  children: ReactNode;
}

/** One titled box of a panel; a labelled region, so screen readers can jump between them. */
export function SectionCard({ title, aside, asideAlign = 'center', testId, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId} h="100%">
      <Group justify="space-between" align={asideAlign} gap={asideAlign === 'center' ? 'xs' : 'sm'} mb="sm" wrap="wrap">
        <Title order={2} size="h4">{title}</Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
