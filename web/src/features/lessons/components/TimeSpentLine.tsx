import { Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonSummaryResponse } from '@prayog/contract';
import type { UseQueryResult } from '@tanstack/react-query';

const SHOWN = ['content', 'video', 'quiz', 'simulator'] as const;

/** The per-lesson time-spent line (spec 2 §2.1): content, video, quiz and simulator as HH:MM:SS. */
export function TimeSpentLine({ summary, lessonId }: { summary: UseQueryResult<LessonSummaryResponse>; lessonId: number }) {
  const { t } = useTranslation('lessons');
  const { t: tCommon } = useTranslation();
  const row = summary.data?.lesson_summary.find((l) => l.lesson_id === lessonId);
  return (
    <Group gap="xs" wrap="wrap" data-testid="time-spent" aria-live="off">
      <Text size="sm" fw={600}>{t('viewer.timeSpent')}:</Text>
      {SHOWN.map((key) => (
        <Text key={key} size="sm" c="dimmed" data-testid={`time-${key}`}>
          {t(`viewer.time.${key}`)}{' '}
          {summary.isPending ? <Skeleton component="span" display="inline-block" h={12} w={56} /> : (
            <Text span ff="monospace" c="dark">{row?.[`${key}_time`] ?? tCommon('common.notSet')}</Text>
          )}
        </Text>
      ))}
    </Group>
  );
}
