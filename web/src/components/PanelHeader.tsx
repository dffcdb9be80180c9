import type { ReactNode } from 'react';
import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';

export interface PanelHeaderProps {
  /** The panel's name from the spec. */
  title: string;
  /** Heading level; 1 for a panel's own title (default), 2 inside another panel. */
  order?: TitleOrder;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the right ('Add Monthly Report', 'Download'); they wrap under the title on a phone. */
  actions?: ReactNode;
  /** Id of the heading, so the panel can be labelled by it (aria-labelledby). */
  titleId?: string;
  testId?: string;
}

/** The title row every panel starts with. */
export function PanelHeader({ title, order = 1, description, actions, titleId, testId = 'panel-header' }: PanelHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" mb="md" data-testid={testId}>
      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Title order={order} size="h2" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" component="div">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap" data-testid={`${testId}-actions`}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
