import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
  /** A card that opens more (the Active Learners table, the All Subjects modal) is a button; `hint` says what it opens. */
  onClick?: () => void;
  hint?: string;
  /** What the figure counts, in a short line under its name ('Homework open now'): a bare number says nothing. */
  description?: string;
  /** Stretch to the row's height (cards side by side). */
  fill?: boolean;
  testId: string;
}

/** One figure of the dashboard home: its name, the number, an icon. */
export function StatCard({ label, value, icon, color, onClick, hint, description, fill = false, testId }: StatCardProps) {
  const h = fill ? '100%' : undefined;
  const { i18n } = useTranslation();
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" fw={600}>{label}</Text>
        {description && <Text size="xs" c="dimmed" data-testid={`${testId}-description`}>{description}</Text>}
        <Text fz={28} fw={700} lh={1.1} data-testid={`${testId}-value`}>{new Intl.NumberFormat(i18n.language).format(value)}</Text>
        {hint && <Text size="xs" c={`${color}.8`}>{hint}</Text>}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden="true">{icon}</ThemeIcon>
        {onClick && <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />}
      </Group>
    </Group>
  );
  if (!onClick) {
    return <Card withBorder radius="md" padding="md" h={h} data-testid={testId}>{body}</Card>;
  }
  return (
    <Card withBorder radius="md" padding={0} h={h}>
      {/* The whole card is the button; its name reads the figure with its name ('Active Learner 68'). */}
      <UnstyledButton onClick={onClick} p="md" h={h} w="100%" data-testid={testId} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        {body}
      </UnstyledButton>
    </Card>
  );
}
