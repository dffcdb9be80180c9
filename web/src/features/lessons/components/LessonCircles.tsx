import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurriculumLesson } from '@prayog/contract';
import classes from './LessonCircles.module.css';

interface LessonCirclesProps {
  lessons: readonly CurriculumLesson[];
  /** The lesson on screen (orange). */
  openIndex: number;
  /** Circles beyond this index cannot be opened yet (spec 2 §4). */
  reachableIndex: number;
  onOpen: (index: number) => void;
}

/** The numbered lesson circles of spec 2 §2.1: white = not done, orange = current, green = completed. */
export function LessonCircles({ lessons, openIndex, reachableIndex, onOpen }: LessonCirclesProps) {
  const { t, i18n } = useTranslation('lessons');
  // The number in the language's digits, as its label says it (a Marathi screen: ३).
  const digits = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return (
    <Group gap={6} component="ol" className={classes.list} aria-label={t('viewer.lessons')} data-testid="lesson-circles">
      {lessons.map((lesson, index) => {
        const state = index === openIndex ? 'current' : lesson.completed ? 'completed' : 'todo';
        const locked = index > reachableIndex;
        const label = t('viewer.circle', { position: index + 1, name: lesson.name });
        return (
          <li key={lesson.id}>
            <UnstyledButton
              className={classes.circle}
              data-state={state}
              data-testid={`lesson-circle-${index + 1}`}
              disabled={locked}
              aria-current={index === openIndex ? 'step' : undefined}
              aria-label={locked ? t('viewer.circleLocked', { label }) : lesson.completed ? t('viewer.circleCompleted', { label }) : label}
              title={lesson.name}
              onClick={() => onOpen(index)}
            >
              {digits.format(index + 1)}
            </UnstyledButton>
          </li>
        );
      })}
    </Group>
  );
}
