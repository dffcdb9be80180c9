import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './QuestionCircles.module.css';

export type CircleState = 'answered' | 'current' | 'skipped' | 'upcoming';

/** Spec 1 §4: yellow current, green answered, red earlier but unanswered, gray later. */
export function circleState(index: number, current: number, answered: boolean): CircleState {
  if (index === current) return 'current';
  if (answered) return 'answered';
  return index < current ? 'skipped' : 'upcoming';
}

interface QuestionCirclesProps {
  questionIds: number[];
  current: number;
  answered: ReadonlySet<number>;
  onSelect: (index: number) => void;
}

/** One numbered circle per question; clicking one goes to that question. */
export function QuestionCircles({ questionIds, current, answered, onSelect }: QuestionCirclesProps) {
  const { t, i18n } = useTranslation('quizzes');
  // The number in the language's digits, as its label says it (a Marathi screen: ३).
  const digits = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return (
    <Group gap={8} component="nav" aria-label={t('runner.progress')} data-testid="question-circles">
      {questionIds.map((id, index) => {
        const state = circleState(index, current, answered.has(id));
        return (
          <UnstyledButton
            key={id}
            className={classes.circle}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            aria-label={t(`runner.circle.${state}`, { number: index + 1 })}
            onClick={() => onSelect(index)}
            data-testid={`question-circle-${index + 1}`}
          >
            {digits.format(index + 1)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
