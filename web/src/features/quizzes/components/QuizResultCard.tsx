import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconClockExclamation, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '@prayog/contract';
import { deservesCelebration } from '../lib/quiz-progress';
import { formatMarks } from './format';

interface QuizResultCardProps {
  quizName: string;
  /** Null when time ran out and the server had already closed the attempt: the score is on the quiz's card. */
  result: QuizResult | null;
  /** The deadline passed: say so before anything else. */
  timeUp: boolean;
  /** Numbers of the questions whose answers, kept on the phone offline, reached the server too late (issue 29 part 5). */
  refused?: number[];
  onBack: () => void;
  onShowReport: () => void;
}

/**
 * Spec 1 §4: the result card with the score as correct/total, and the marks (ADR 0041: with partial credit and
 * negative marking they say more than the count). 'Great Job!' and the trophy are for a pass
 * only (`deservesCelebration`); a lower score gets an honest, encouraging message. When the time ran out,
 * a notice says the answers were submitted. The first heading takes the focus when the card appears.
 */
export function QuizResultCard({ quizName, result, timeUp, refused = [], onBack, onShowReport }: QuizResultCardProps) {
  const { t, i18n } = useTranslation('quizzes');
  const firstHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    firstHeading.current?.focus();
  }, []);

  const celebrate = result !== null && deservesCelebration(result);
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      maw={480}
      mx="auto"
      w="100%"
      data-testid="quiz-result"
      data-passed={result ? String(result.passed) : undefined}
      data-time-up={timeUp}
    >
      <Stack align="center" gap="sm">
        {timeUp && (
          <Alert
            color="orange"
            variant="light"
            w="100%"
            icon={<IconClockExclamation aria-hidden="true" />}
            title={<Title order={2} size="h4" ref={firstHeading} tabIndex={-1} style={{ outline: 'none' }} data-testid="quiz-time-up-title">{t('result.timeUpTitle')}</Title>}
            data-testid="quiz-time-up"
          >
            <Stack gap={6}>
              <Text size="sm">{t('result.timeUpText')}</Text>
              {result?.late_answers_ignored && <Text size="sm" data-testid="quiz-late-answers">{t('result.late')}</Text>}
              {!result && <Text size="sm">{t('result.timeUpNoScore')}</Text>}
              {refused.length > 0 && (
                <Text size="sm" fw={600} data-testid="quiz-refused-answers">
                  {t('result.refused', { count: refused.length, list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(refused.map(String)) })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {result && (
          <>
            {celebrate ? (
              <ThemeIcon size={88} radius="xl" color="yellow" variant="light" aria-hidden="true" data-testid="quiz-result-trophy">
                <IconTrophy size={56} stroke={1.6} />
              </ThemeIcon>
            ) : (
              <ThemeIcon size={72} radius="xl" color="blue" variant="light" aria-hidden="true">
                <IconBook size={40} stroke={1.6} />
              </ThemeIcon>
            )}
            <Title order={2} ta="center" ref={timeUp ? undefined : firstHeading} tabIndex={-1} style={{ outline: 'none' }} data-testid="quiz-result-title">
              {celebrate ? t('result.title') : t('result.keepPractising')}
            </Title>
            <Text c="dimmed" ta="center">{quizName}</Text>
            <Text size="sm" c="dimmed" tt="uppercase" fw={600}>{t('result.score')}</Text>
            <Text fz={44} fw={800} lh={1} data-testid="quiz-result-score">
              {result.score}/{result.total}
            </Text>
            <Text fw={600} c={result.passed ? 'green.8' : 'dimmed'}>{t('result.percent', { percent: result.score_percent })}</Text>
            <Text fw={600} data-testid="quiz-result-marks">
              {t('result.marks', { marks: formatMarks(result.marks, i18n.language), max: formatMarks(result.max_marks, i18n.language) })}
            </Text>
            {result.partial > 0 && <Text size="sm" data-testid="quiz-result-partial">{t('result.partial', { count: result.partial })}</Text>}
            <Text size="sm" ta="center" data-testid="quiz-result-message">{result.passed ? t('result.passed') : t('result.notPassed')}</Text>
          </>
        )}
        {!result && <Text c="dimmed" ta="center">{quizName}</Text>}
        <Group justify="center" gap="sm" mt="sm">
          <Button variant="default" onClick={onBack} data-testid="back-to-quizzes">{t('result.backToQuizzes')}</Button>
          <Button onClick={onShowReport} data-testid="show-report">{t('result.showReport')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
