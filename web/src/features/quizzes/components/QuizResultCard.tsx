import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '@prayog/contract';

interface QuizResultCardProps {
  quizName: string;
  result: QuizResult;
  onBack: () => void;
  onShowReport: () => void;
}

/** Spec 1 §4: 'Great Job!' with a trophy and the score as correct/total. */
export function QuizResultCard({ quizName, result, onBack, onShowReport }: QuizResultCardProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Card withBorder radius="md" padding="xl" maw={480} mx="auto" w="100%" data-testid="quiz-result">
      <Stack align="center" gap="sm">
        <ThemeIcon size={88} radius="xl" color="yellow" variant="light" aria-hidden="true">
          <IconTrophy size={56} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} ta="center">{t('result.title')}</Title>
        <Text c="dimmed" ta="center">{quizName}</Text>
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>{t('result.score')}</Text>
        <Text fz={44} fw={800} lh={1} data-testid="quiz-result-score">
          {result.score}/{result.total}
        </Text>
        <Text fw={600} c={result.passed ? 'green.8' : 'dimmed'}>{t('result.percent', { percent: result.score_percent })}</Text>
        <Text size="sm" ta="center">{result.passed ? t('result.passed') : t('result.notPassed')}</Text>
        {result.late_answers_ignored && <Text size="sm" c="orange.9" ta="center" role="status">{t('result.late')}</Text>}
        <Group justify="center" gap="sm" mt="sm">
          <Button variant="default" onClick={onBack} data-testid="back-to-quizzes">{t('result.backToQuizzes')}</Button>
          <Button onClick={onShowReport} data-testid="show-report">{t('result.showReport')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
