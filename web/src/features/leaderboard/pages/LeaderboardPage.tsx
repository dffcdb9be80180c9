import { useState, type ReactNode } from 'react';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUIZ_TYPES, type LeaderboardResponse, type QuizType } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { leaderboardErrorFallback, useLeaderboard } from '../api/leaderboard';
import { ComparisonChart } from '../components/ComparisonChart';
import { LeadersList } from '../components/LeadersList';
import { LeaderboardSkeleton } from '../components/LeaderboardSkeleton';
import { RankCard } from '../components/RankCard';

const ALL = 'all';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId} h="100%">
      <Title order={2} size="h4" mb="sm">{title}</Title>
      {children}
    </Card>
  );
}

function Board({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('leaderboard');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t('yourRank')} testId="your-rank-card">
          <RankCard board={board} />
          <Text size="xs" c="dimmed" mt="sm">{t('scoreNote')}</Text>
        </Section>
        <Section title={t('comparison.title')} testId="comparison-card">
          <ComparisonChart board={board} />
        </Section>
      </SimpleGrid>
      <Section title={t('overall')} testId="overall-leaders-card">
        <LeadersList leaders={board.overall_leaders} testId="overall-leaders" />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('grade')} testId="grade-leaders-card">
          <LeadersList leaders={board.grade_leaders} testId="grade-leaders" />
        </Section>
        <Section title={t('section')} testId="section-leaders-card">
          <LeadersList leaders={board.section_leaders} testId="section-leaders" />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** The Leaderboard panel (spec 1 §2): a type dropdown, 'Your Rank', a comparison chart and the leaders. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const [quizType, setQuizType] = useState<QuizType | null>(null);
  const query = useLeaderboard(quizType);

  return (
    <Stack gap="md" data-testid="leaderboard">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} size="h2">{t('title')}</Title>
        <NativeSelect
          label={t('type')}
          w={200}
          value={quizType ?? ALL}
          onChange={(e) => setQuizType(e.currentTarget.value === ALL ? null : (e.currentTarget.value as QuizType))}
          data={([ALL, ...QUIZ_TYPES] as const).map((value) => ({ value, label: t(`types.${value}`) }))}
          data-testid="leaderboard-type-select"
        />
      </Group>
      <QueryState
        query={query}
        errorFallback={leaderboardErrorFallback(query.error, quizType, t('failed'))}
        isEmpty={(board) => board.ranked_students === 0}
        emptyMessage={t('empty')}
        skeleton={<LeaderboardSkeleton />}
      >
        {(board) => (
          <div style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
            <Board board={board} />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
