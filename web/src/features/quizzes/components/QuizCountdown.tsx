import { useEffect, useRef, useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizListItem } from '@prayog/contract';

/** Spec 1 §9: the quiz starts after a 3-second countdown. */
export const COUNTDOWN_SECONDS = 3;

interface QuizCountdownProps {
  quiz: QuizListItem;
  onDone: () => void;
}

/** 3, 2, 1 — then the questions. The server clock only starts after it, so it costs no quiz time. */
export function QuizCountdown({ quiz, onDone }: QuizCountdownProps) {
  const { t } = useTranslation('quizzes');
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (left === 0) {
      done.current();
      return;
    }
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);

  return (
    <Card withBorder radius="md" padding="xl" maw={480} mx="auto" w="100%" data-testid="quiz-countdown">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3" ta="center">{quiz.quiz_name}</Title>
        <Text c="dimmed" ta="center">{quiz.topic}</Text>
        <Text fw={700} size="lg">{t('countdown.getReady')}</Text>
        <Text
          fz={96}
          fw={800}
          lh={1}
          c="blue.7"
          role="timer"
          aria-live="assertive"
          aria-label={t('countdown.label', { count: Math.max(left, 1) })}
          data-testid="quiz-countdown-number"
        >
          {Math.max(left, 1)}
        </Text>
      </Stack>
    </Card>
  );
}
