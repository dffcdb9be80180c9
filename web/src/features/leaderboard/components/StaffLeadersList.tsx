import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortSchoolName, type StaffLeader } from '@prayog/contract';

/** Gold, silver and bronze for ranks 1 to 3 (spec 3 §9); equal scores share the server's rank, and its medal. */
const MEDALS: Record<number, { colour: string; key: '1' | '2' | '3' }> = {
  1: { colour: 'yellow.5', key: '1' },
  2: { colour: 'gray.5', key: '2' },
  3: { colour: 'orange.7', key: '3' },
};

interface StaffLeadersListProps {
  leaders: readonly StaffLeader[];
  /** The Top Performers panel names each leader's school too. */
  withSchool?: boolean;
  testId: string;
}

/** One of the staff leaderboard's top-10 lists: rank (a medal for the first three), name, school, total score. */
export function StaffLeadersList({ leaders, withSchool = false, testId }: StaffLeadersListProps) {
  const { t } = useTranslation('leaderboard');
  if (leaders.length === 0) {
    return <Text c="dimmed" size="sm" ta="center" py="md" data-testid={`${testId}-empty`}>{t('staff.empty')}</Text>;
  }
  return (
    <Stack component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={testId}>
      {leaders.map((leader, i) => {
        const medal = MEDALS[leader.rank];
        return (
          <Group
            component="li"
            key={`${leader.rank}-${leader.name}-${i}`}
            gap="sm"
            wrap="nowrap"
            px="sm"
            py={6}
            data-rank={leader.rank}
            data-medal={medal?.key ?? 'none'}
            style={{ borderRadius: 'var(--mantine-radius-md)', background: medal ? 'var(--mantine-color-gray-0)' : undefined }}
          >
            {medal ? (
              <ThemeIcon radius="xl" size={30} color={medal.colour} aria-label={`${t(`staff.medals.${medal.key}`)}, ${t('staff.rank', { rank: leader.rank })}`} role="img" data-testid="medal">
                <IconMedal size={18} aria-hidden="true" />
              </ThemeIcon>
            ) : (
              <ThemeIcon radius="xl" size={30} color="gray" variant="light" aria-label={t('staff.rank', { rank: leader.rank })} role="img">
                <Text size="sm" fw={700} span aria-hidden="true">{leader.rank}</Text>
              </ThemeIcon>
            )}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>{leader.name}</Text>
              {withSchool && <Text size="xs" c="dimmed" truncate title={leader.school}>{shortSchoolName(leader.school)}</Text>}
            </Stack>
            <Text fw={700} size="sm" style={{ flexShrink: 0 }}>{t('staff.score', { score: leader.total_score })}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
