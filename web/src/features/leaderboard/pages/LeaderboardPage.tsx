import { useState } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuizTypeSelect } from '../components/QuizTypeSelect';
import { type LeaderboardResponse, type QuizType } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { leaderboardErrorFallback, useLeaderboard } from '../../../api/leaderboard';
import { ComparisonChart } from '../components/ComparisonChart';
import { LeadersList } from '../components/LeadersList';
import { LeaderboardSkeleton } from '../components/LeaderboardSkeleton';
import { RankCard } from '../components/RankCard';


function Board({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('leaderboard');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard title={t('yourRank')} testId="your-rank-card">
          <RankCard board={board} />
          <Text size="xs" c="dimmed" mt="sm">{t('scoreNote')}</Text>
        </SectionCard>
        <ComparisonChart board={board} />
      </SimpleGrid>
      {/* Ranked lists, not tables: the top 3 carry the spec's colours and the student's own row is marked. */}
      <SectionCard title={t('overall')} testId="overall-leaders-card">
        <LeadersList leaders={board.overall_leaders} testId="overall-leaders" />
      </SectionCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('grade')} testId="grade-leaders-card">
          <LeadersList leaders={board.grade_leaders} testId="grade-leaders" />
        </SectionCard>
        <SectionCard title={t('section')} testId="section-leaders-card">
          <LeadersList leaders={board.section_leaders} testId="section-leaders" />
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}

/** The Leaderboard panel (spec 1 §2): a type dropdown, 'Your Rank', a comparison chart and the leaders. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const [quizType, setQuizType] = useState<QuizType | null>(null);
  const query = useLeaderboard(quizType);

  const typeSelect = <QuizTypeSelect value={quizType} onChange={setQuizType} testId="leaderboard-type-select" />;

  return (
    <Stack gap={0} data-testid="leaderboard">
      <PanelHeader title={t('title')} actions={typeSelect} />
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
