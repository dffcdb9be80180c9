import { useState } from 'react';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonSummaryItem } from '@prayog/contract';
import { BarChart } from '../../../components/charts';
import { SectionCard } from '../../../components/SectionCard';
import { ACTION_SERIES, axisMax, toMinutes, visibleNonZeroBars } from './time';

interface LessonSummaryCardProps {
  subjects: { id: number; label: string }[];
  subjectId: number;
  onSubjectChange: (id: number) => void;
  lessons: readonly LessonSummaryItem[];
}

/** Minutes per lesson-viewer tab for one topic (lesson) of the chosen subject. */
export function LessonSummaryCard({ subjects, subjectId, onSubjectChange, lessons }: LessonSummaryCardProps) {
  const { t } = useTranslation('courseReport');
  const topics = lessons.filter((l) => l.subject_id === subjectId);
  const [topicId, setTopicId] = useState<number | null>(null);
  // A topic of another subject (after the subject changed) falls back to the subject's first topic.
  const topic = topics.find((l) => l.lesson_id === topicId) ?? topics[0];

  const controls = (
    <Group gap="xs" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
      <NativeSelect
        label={t('lessonSummary.subject')}
        size="xs"
        value={String(subjectId)}
        onChange={(event) => { onSubjectChange(Number(event.currentTarget.value)); setTopicId(null); }}
        data={subjects.map((s) => ({ value: String(s.id), label: s.label }))}
        data-testid="lesson-subject"
        style={{ flex: '1 1 140px' }}
      />
      <NativeSelect
        label={t('lessonSummary.topic')}
        size="xs"
        value={topic ? String(topic.lesson_id) : ''}
        onChange={(event) => setTopicId(Number(event.currentTarget.value))}
        data={topics.map((l) => ({ value: String(l.lesson_id), label: `${l.lesson_position}. ${l.page_visited}` }))}
        data-testid="lesson-topic"
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );

  const minutes = topic
    ? {
      video: toMinutes(topic.video_time), quiz: toMinutes(topic.quiz_time), content: toMinutes(topic.content_time),
      simulator: toMinutes(topic.simulator_time), hint: toMinutes(topic.hint_time),
    }
    : null;

  return (
    <SectionCard title={t('lessonSummary.title')} asideAlign="flex-end" aside={controls} testId="lesson-summary-card">
      {topic && minutes && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="lesson-summary-caption">{t('lessonSummary.caption', { topic: topic.page_visited })}</Text>
          <BarChart
            h={260}
            data={[{ topic: topic.page_visited, ...minutes }]}
            dataKey="topic"
            series={ACTION_SERIES.map(({ action, color }) => ({ name: action, label: t(`actions.${action}`), color }))}
            yAxisProps={{ domain: [0, axisMax(Object.values(minutes))] }}
            yAxisLabel={t('lessonSummary.axis')}
            barProps={visibleNonZeroBars}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            role="img"
            aria-label={t('lessonSummary.caption', { topic: topic.page_visited })}
          />
          <Group gap="md" wrap="wrap" data-testid="lesson-minutes" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {ACTION_SERIES.map(({ action }) => (
              <Text component="li" size="sm" key={action} data-action={action}>
                {t(`actions.${action}`)}: <b>{t('minutes', { value: minutes[action] })}</b>
              </Text>
            ))}
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
