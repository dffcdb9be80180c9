import { Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportItem } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';

/** Each question of the selected exam with the student's and the correct answer; scrolls at 335 px (spec 1 §9). */
export function QuestionFeedback({ feedback }: { feedback: ReportItem['questions_feedback'] }) {
  const { t } = useTranslation('reports');
  if (feedback.length === 0) return <EmptyState message={t('feedback.empty')} />;
  return (
    <ScrollArea.Autosize mah={335} type="auto" offsetScrollbars data-testid="question-feedback">
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {feedback.map((f, i) => (
          <li key={i}>
            <Stack gap={2} p="xs" style={{ borderLeft: `3px solid var(--mantine-color-${f.is_correct ? 'teal' : 'red'}-6)` }}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  <Text span c="dimmed" size="xs" mr={6}>{t('feedback.question', { n: i + 1 })}</Text>
                  {f.question}
                </Text>
                <Badge
                  color={f.is_correct ? 'teal' : 'red'}
                  variant="light"
                  leftSection={f.is_correct ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleX size={14} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  {f.is_correct ? t('feedback.correct') : t('feedback.incorrect')}
                </Badge>
              </Group>
              <Text size="sm">
                {t('feedback.yourAnswer')}: <Text span fs={f.student_answer ? undefined : 'italic'}>{f.student_answer ?? t('feedback.notAnswered')}</Text>
              </Text>
              {!f.is_correct && <Text size="sm" c="teal.8">{t('feedback.correctAnswer')}: {f.correct_answer}</Text>}
            </Stack>
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
