import { Group, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '@prayog/contract';

/** 'Your Rank': the overall rank, out of how many, the score, and the rank in the grade and the class. */
export function RankCard({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('leaderboard');
  if (board.student_rank === null) {
    return (
      <Stack gap={4} data-testid="your-rank">
        <Text fw={700} size="xl">{t('notRanked')}</Text>
        <Text size="sm" c="dimmed">{t('notRankedHint')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="your-rank">
      <Group gap="sm" align="center">
        <IconTrophy size={36} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text fz={40} fw={800} lh={1} data-testid="your-rank-value">#{board.student_rank}</Text>
        <Text c="dimmed" size="sm">{t('ofStudents', { count: board.ranked_students })}</Text>
      </Group>
      <Group gap="lg">
        <Stack gap={0}><Text size="xs" c="dimmed">{t('yourScore')}</Text><Text fw={700} data-testid="your-score">{board.student_score}%</Text></Stack>
        {board.grade_rank !== null && <Stack gap={0}><Text size="xs" c="dimmed">{t('gradeRank')}</Text><Text fw={700}>#{board.grade_rank}</Text></Stack>}
        {board.section_rank !== null && <Stack gap={0}><Text size="xs" c="dimmed">{t('sectionRank')}</Text><Text fw={700}>#{board.section_rank}</Text></Stack>}
      </Group>
    </Stack>
  );
}
