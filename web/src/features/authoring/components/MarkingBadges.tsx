import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoringQuizSummary } from '@prayog/contract';

type Marking = Pick<AuthoringQuizSummary, 'negative_percent' | 'draw_count' | 'question_count' | 'shuffle'>;

/** How a quiz marks and draws, where it is summarised: negative marking, a pool's draw ("draws 5 of 15"), a shuffled order. */
export function MarkingBadges({ quiz }: { quiz: Marking }) {
  const { t } = useTranslation('authoring');
  return (
    <>
      {quiz.negative_percent > 0 && (
        <Badge size="sm" variant="light" color="red" tt="none" data-testid="quiz-negative-badge">{t('marking.negativeBadge', { percent: quiz.negative_percent })}</Badge>
      )}
      {quiz.draw_count !== null && quiz.draw_count < quiz.question_count && (
        <Badge size="sm" variant="light" color="violet" tt="none" data-testid="quiz-pool-badge">
          {t('marking.poolBadge', { draw: quiz.draw_count, count: quiz.question_count })}
        </Badge>
      )}
      {quiz.shuffle && <Badge size="sm" variant="light" color="cyan" tt="none" data-testid="quiz-shuffle-badge">{t('marking.shuffled')}</Badge>}
    </>
  );
}
