import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Leader } from '@prayog/contract';

/** The top 3 are coloured green, blue and orange (spec 1 §9); equal scores share a rank and its colour. */
const RANK_COLOURS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'orange' };

interface LeadersListProps {
  /** Overall leaders also carry their school. */
  leaders: readonly (Leader & { school?: string })[];
  testId: string;
}

export function LeadersList({ leaders, testId }: LeadersListProps) {
  const { t } = useTranslation('leaderboard');
  if (leaders.length === 0) return <Text c="dimmed" size="sm" ta="center" py="md" data-testid={`${testId}-empty`}>{t('emptyList')}</Text>;
  return (
    <Stack component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={testId}>
      {leaders.map((l, i) => {
        const colour = RANK_COLOURS[l.rank];
        return (
          <Group
            component="li"
            key={i}
            gap="sm"
            wrap="nowrap"
            px="sm"
            py={6}
            data-rank={l.rank}
            data-colour={colour ?? 'none'}
            data-you={l.is_you || undefined}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              borderLeft: `4px solid ${colour ? `var(--mantine-color-${colour}-6)` : 'transparent'}`,
              background: colour ? `var(--mantine-color-${colour}-light)` : l.is_you ? 'var(--mantine-color-gray-1)' : undefined,
            }}
          >
            <ThemeIcon radius="xl" size={30} color={colour ?? 'gray'} variant={colour ? 'filled' : 'light'} aria-label={t('rankLabel', { rank: l.rank })}>
              <Text size="sm" fw={700} span>{l.rank}</Text>
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate>{l.user}</Text>
                {l.is_you && <Badge size="xs" variant="filled">{t('you')}</Badge>}
              </Group>
              {l.school && <Text size="xs" c="dimmed" truncate>{l.school}</Text>}
            </Stack>
            <Text fw={700} size="sm" style={{ flexShrink: 0 }}>{l.score}%</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
